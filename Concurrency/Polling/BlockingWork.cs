namespace Concurrency.Polling;

/// <summary>The handling cost every variant pays per message: blocking, as the seed's <c>Thread.Sleep(100)</c>.</summary>
public static class BlockingWork
{
    public static void Spend(TimeSpan cost)
    {
        if (cost > TimeSpan.Zero)
        {
            Thread.Sleep(cost);
        }
    }
}
