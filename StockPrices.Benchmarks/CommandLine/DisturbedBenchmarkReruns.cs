using System.Collections.Immutable;
using BenchmarkDotNet.Configs;
using BenchmarkDotNet.Loggers;
using BenchmarkDotNet.Reports;
using BenchmarkDotNet.Running;
using StockPrices.Results.Quiet;

namespace StockPrices.Benchmarks.CommandLine;

/// <summary>
/// Before a run of a BenchmarkDotNet suite is published: measures again, up to <see cref="MaxReruns"/> times, every
/// benchmark method in which the quiet-machine gate found a disturbed case, and writes each class's reports again with
/// the new cases in place of the old. BenchmarkDotNet runs every case in a process of its own, one after another, so a
/// case measured again is measured as it was the first time. Per method rather than per class, because the host holds
/// the cores far apart often enough that a class of suspending benchmarks measured whole again has one of them disturbed
/// in most passes. The gate still judges the final readings.
/// </summary>
internal static class DisturbedBenchmarkReruns
{
    public const int MaxReruns = 5;

    /// <returns>The summaries with the cases measured again in place, and the logs of the passes that measured them.</returns>
    public static (List<Summary> Summaries, List<string> Logs) Run(BenchmarkSwitcher switcher, string[] args, IConfig config, QuietMachineMonitor monitor, List<Summary> summaries)
    {
        var logs = new List<string>();
        for (var rerun = 1; rerun <= MaxReruns && !StopSignal.Requested; rerun++)
        {
            var disturbed = monitor.DisturbedNames();
            var cases = summaries.SelectMany(summary => summary.BenchmarksCases).ToList();
            var methods = cases.Where(benchmark => disturbed.Contains(Name(benchmark))).Select(QuietMachineEventProcessor.FilterName).Distinct(StringComparer.Ordinal).ToList();
            if (methods.Count == 0)
            {
                break;
            }

            // Every case of a method is measured again (its parameters and jobs), so every one of their readings goes.
            var again = cases.Where(benchmark => methods.Contains(QuietMachineEventProcessor.FilterName(benchmark))).Select(Name).ToHashSet(StringComparer.Ordinal);
            Console.WriteLine($"// Quiet machine: measuring again ({rerun} of at most {MaxReruns}): {string.Join(", ", again.Order(StringComparer.Ordinal))}");
            monitor.Forget(reading => again.Contains(reading.Name));
            var pass = switcher.Run(BenchmarkDotNetArguments.WithFilters(args, methods), config).ToList();
            logs.AddRange(pass.Select(summary => summary.LogFilePath));
            var fresh = pass.SelectMany(summary => summary.Reports).ToDictionary(report => Name(report.BenchmarkCase), StringComparer.Ordinal);
            summaries = [.. summaries.Select(summary => Merge(summary, fresh))];
        }

        return (summaries, logs);
    }

    private static string Name(BenchmarkCase benchmark) => QuietMachineEventProcessor.ReadingName(benchmark, namesJob: false);

    /// <summary>The class's summary with the cases measured again in place of the old ones, its reports written again; the same summary when none was.</summary>
    private static Summary Merge(Summary summary, IReadOnlyDictionary<string, BenchmarkReport> fresh)
    {
        if (!summary.BenchmarksCases.Any(benchmark => fresh.ContainsKey(Name(benchmark))))
        {
            return summary;
        }

        var reports = summary.Reports.Select(report => fresh.GetValueOrDefault(Name(report.BenchmarkCase)) ?? report).ToImmutableArray();
        var merged = new Summary(summary.Title, reports, summary.HostEnvironmentInfo, summary.ResultsDirectoryPath, summary.LogFilePath, summary.TotalTime, summary.Style.CultureInfo, summary.ValidationErrors, summary.ColumnHidingRules, summary.Style);

        // The re-run wrote the class's reports with only the cases it measured; these replace them.
        foreach (var exporter in reports[0].BenchmarkCase.Config.GetExporters())
        {
            exporter.ExportToFiles(merged, NullLogger.Instance).ToList();
        }

        return merged;
    }
}
