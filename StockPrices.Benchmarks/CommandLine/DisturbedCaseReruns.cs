using BenchmarkDotNet.Reports;
using StockPrices.Results.Quiet;

namespace StockPrices.Benchmarks.CommandLine;

/// <summary>
/// Before a BenchmarkDotNet run is published: measures again, up to <see cref="MaxReruns"/> times, each case whose
/// quiet-machine reading the gate found disturbed, and nothing else. BenchmarkDotNet runs every case in a process of its
/// own, one after another, so a case measured again is measured as it was the first time. Per case, because the host
/// holds the cores far apart often enough that a class of suspending benchmarks measured whole again has one of them
/// disturbed in most passes. Six passes: with three, runs of 402 cases ended refused for the last four to six, each a
/// <c>Task.Yield</c> case the host had measured on distant cores pass after pass. The gate still judges the final readings.
/// </summary>
internal static class DisturbedCaseReruns
{
    public const int MaxReruns = 6;

    /// <summary>Each pass's summaries, as it ends; the caller puts their cases in place of the old before the next pass starts.</summary>
    /// <param name="namesJob">Whether the readings name each case's job (<see cref="QuietMachineEventProcessor.ReadingName"/>).</param>
    public static IEnumerable<List<Summary>> Run(BenchmarkSelection selection, QuietMachineEventProcessor gate, string artifacts, QuietMachineMonitor monitor, bool namesJob)
    {
        for (var rerun = 1; rerun <= MaxReruns && !StopSignal.Requested; rerun++)
        {
            var disturbed = monitor.DisturbedNames();
            if (disturbed.Count == 0)
            {
                yield break;
            }

            Console.WriteLine($"// Quiet machine: measuring again ({rerun} of at most {MaxReruns}): {string.Join("; ", disturbed.Order(StringComparer.Ordinal))}");
            monitor.Forget(reading => disturbed.Contains(reading.Name));
            yield return selection.Run(gate, artifacts, benchmark => disturbed.Contains(QuietMachineEventProcessor.ReadingName(benchmark, namesJob)));
        }
    }
}
