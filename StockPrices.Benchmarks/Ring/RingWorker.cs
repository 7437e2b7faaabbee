using Concurrency.Ring;

namespace StockPrices.Benchmarks.Ring;

/// <summary>
/// <c>ring worker NAME NODES MESSAGES</c>: runs one .NET ring in a fresh process (so its threads, memory and
/// GC state are its own), after one small warm-up run that compiles its code, and prints the result line.
/// </summary>
internal static class RingWorker
{
    private const int WarmUpNodes = 20;
    private const int WarmUpMessages = 200;

    public static async Task<int> RunAsync(string[] arguments, CancellationToken cancellationToken)
    {
        if (arguments.Length != 3 || !int.TryParse(arguments[1], out var nodes) || !int.TryParse(arguments[2], out var messages) || nodes < 2 || messages < 1)
        {
            await Console.Error.WriteLineAsync("ring worker: usage: ring worker NAME NODES MESSAGES (NODES >= 2, MESSAGES >= 1)");
            return 2;
        }

        var ring = RingCatalog.All(RingNodeProgram.Spawner).SingleOrDefault(r => r.Name == arguments[0]);
        if (ring is null)
        {
            await Console.Error.WriteLineAsync($"ring worker: unknown ring '{arguments[0]}'");
            return 2;
        }

        // The process ring's warm-up is a two-node ring: starting processes needs no compiling worth the wait.
        var warmUpNodes = ring.Kind == RingKind.Processes ? 2 : Math.Min(nodes, WarmUpNodes);
        await RingRunner.RunAsync(ring, warmUpNodes, Math.Min(messages, WarmUpMessages), cancellationToken);
        GC.Collect();
        GC.WaitForPendingFinalizers();

        long threadsReady = -1;
        var run = new RingRun(nodes, messages) { OnReady = () => threadsReady = ProcessStat.SelfStatusField("Threads") };
        await ring.RunAsync(run, cancellationToken);
        var outcome = run.Finish();
        Console.WriteLine($"{RingMeasurement.RuntimePrefix}.NET {Environment.Version}, {(System.Runtime.GCSettings.IsServerGC ? "server" : "workstation")} GC, {Environment.ProcessorCount} cores");
        Console.WriteLine(new RingResultLine(
            outcome.Delivered,
            outcome.Misdelivered,
            (long)outcome.Setup.TotalNanoseconds,
            (long)outcome.Messaging.TotalNanoseconds,
            (long)outcome.Total.TotalNanoseconds,
            threadsReady,
            ProcessStat.SelfStatusField("VmHWM"),
            ring.Kind == RingKind.Processes ? -1 : (long)outcome.MessagingProcessorTime.TotalNanoseconds,
            // The process ring's hops allocate and run in its node processes, which this process cannot count.
            ring.Kind == RingKind.Processes ? null : outcome.MessagingAllocatedBytes));
        return outcome.IsComplete ? 0 : 3;
    }
}
