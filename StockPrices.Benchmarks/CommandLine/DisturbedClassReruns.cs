using BenchmarkDotNet.Configs;
using BenchmarkDotNet.Reports;
using BenchmarkDotNet.Running;
using StockPrices.Results.Quiet;

namespace StockPrices.Benchmarks.CommandLine;

/// <summary>
/// Re-runs, up to <see cref="MaxReruns"/> times, every benchmark class in which the quiet-machine gate found a disturbed
/// benchmark (on any job), before a run is published: BenchmarkDotNet writes one report per class, so a class re-run
/// replaces its summary and reports whole, and its readings replace the disturbed ones. The gate still judges the
/// final readings.
/// </summary>
internal static class DisturbedClassReruns
{
    /// <summary>
    /// The host can slow this machine for tens of seconds at any moment; re-running a class of the article suite costs
    /// about a minute, the whole suite seven.
    /// </summary>
    public const int MaxReruns = 2;

    public static List<Summary> Run(BenchmarkSwitcher switcher, string[] args, IConfig config, QuietMachineMonitor monitor, List<Summary> summaries)
    {
        for (var rerun = 1; rerun <= MaxReruns && !StopSignal.Requested; rerun++)
        {
            var disturbed = monitor.DisturbedNames();
            var classes = summaries.SelectMany(summary => summary.BenchmarksCases).Select(benchmark => benchmark.Descriptor.Type)
                .Where(type => disturbed.Any(name => name.StartsWith(type.Name + ".", StringComparison.Ordinal))).Distinct().ToList();
            if (classes.Count == 0)
            {
                break;
            }

            Console.WriteLine($"// Quiet machine: re-running {string.Join(", ", classes.Select(type => type.Name))} ({rerun} of at most {MaxReruns}), disturbed in: {string.Join(", ", disturbed.Order(StringComparer.Ordinal))}");
            monitor.Forget(reading => classes.Any(type => reading.Name.StartsWith(type.Name + ".", StringComparison.Ordinal)));
            var again = switcher.Run(BenchmarkDotNetArguments.WithFilters(args, classes.Select(type => type.FullName + ".*")), config).ToList();
            summaries = [.. summaries.Where(summary => !summary.BenchmarksCases.Any(benchmark => classes.Contains(benchmark.Descriptor.Type))), .. again];
        }

        return summaries;
    }
}
