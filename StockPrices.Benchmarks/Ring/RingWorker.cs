using Concurrency.Ring;
using StockPrices.Results.Quiet;

namespace StockPrices.Benchmarks.Ring;

/// <summary>
/// <c>ring worker NAME NODES MESSAGES</c>: runs one .NET ring in a fresh process (so its threads, memory and
/// GC state are its own), after warming up on a small ring until the JIT has finished recompiling its code
/// (tiered compilation promotes hot methods in the background, 100 ms after the last new method: a single
/// short warm-up would time tier-0 code and the recompilation itself), and prints the result line.
/// </summary>
internal static class RingWorker
{
    private const int WarmUpNodes = 20;
    private const int WarmUpMessages = 200;
    private static readonly TimeSpan WarmUpWindow = TimeSpan.FromMilliseconds(250);
    private static readonly TimeSpan WarmUpLimit = TimeSpan.FromSeconds(3);

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
        if (ring.Kind == RingKind.Processes)
        {
            await RingRunner.RunAsync(ring, 2, Math.Min(messages, WarmUpMessages), cancellationToken);
        }
        else
        {
            await WarmUpAsync(ring, Math.Min(nodes, WarmUpNodes), Math.Min(messages, WarmUpMessages), cancellationToken);
        }

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

    /// <summary>Runs the small ring over and over until a whole window passes with no method compiled (at most a few seconds).</summary>
    private static async Task WarmUpAsync(IRing ring, int nodes, int messages, CancellationToken cancellationToken)
    {
        var clock = System.Diagnostics.Stopwatch.StartNew();
        long compiledBefore;
        do
        {
            compiledBefore = System.Runtime.JitInfo.GetCompiledMethodCount();
            var windowEnd = clock.Elapsed + WarmUpWindow;
            while (clock.Elapsed < windowEnd)
            {
                await RingRunner.RunAsync(ring, nodes, messages, cancellationToken);
            }
        }
        while (System.Runtime.JitInfo.GetCompiledMethodCount() != compiledBefore && clock.Elapsed < WarmUpLimit);
    }
}
