namespace Concurrency.Ring;

/// <summary>
/// One process per node, node k writing into node k+1's standard input through an anonymous pipe: the
/// seed's processing-module row. The root sends the m messages into node 1 and reads node n's report.
/// A hop is one 8-byte write and read on a pipe between two processes.
/// </summary>
public sealed class ProcessPipesRing(IRingNodeSpawner spawner) : IRing
{
    public string Name => "processes-pipes";

    public string Description => "a process per node, anonymous pipes between them (Python processing)";

    public RingKind Kind => RingKind.Processes;

    public async Task RunAsync(RingRun run, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(run);
        var first = spawner.Start(new RingNodeStart(0, run.Nodes, run.Messages), rootOutput: null);
        using var abortOnCancel = cancellationToken.Register(first.Abort);
        var fromLast = first.Output ?? throw new InvalidOperationException("The first node of a pipe ring must give the root an output.");
        if (fromLast.ReadByte() != RingPipeNode.Ready)
        {
            throw new InvalidOperationException("The last node of the pipe ring did not report ready.");
        }

        run.MarkReady();
        Span<byte> message = stackalloc byte[RingMessage.WireSize];
        for (var sequence = 0; sequence < run.Messages; sequence++)
        {
            RingRun.Message(sequence).WriteTo(message);
            first.Input.Write(message);
        }

        for (var delivered = 0; delivered < run.Messages; delivered++)
        {
            fromLast.ReadExactly(message);
            run.Deliver(RingMessage.ReadFrom(message));
        }

        await first.Input.DisposeAsync().ConfigureAwait(false);
        await first.Exited.WaitAsync(cancellationToken).ConfigureAwait(false);
        await fromLast.DisposeAsync().ConfigureAwait(false);
    }
}
