namespace Concurrency.Ring;

/// <summary>Runs one ring once and returns what happened.</summary>
public static class RingRunner
{
    public static async Task<RingOutcome> RunAsync(IRing ring, int nodes, int messages, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(ring);
        var run = new RingRun(nodes, messages);
        await ring.RunAsync(run, cancellationToken).ConfigureAwait(false);
        return run.Finish();
    }
}
