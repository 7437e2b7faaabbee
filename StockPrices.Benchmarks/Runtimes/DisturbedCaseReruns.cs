using BenchmarkDotNet.Configs;
using BenchmarkDotNet.Running;
using StockPrices.Benchmarks.CommandLine;
using StockPrices.Results.Quiet;

namespace StockPrices.Benchmarks.Runtimes;

/// <summary>
/// Before the runtime comparison is published: measures again, up to <see cref="MaxReruns"/> times, each case (a method
/// on one runtime) whose quiet-machine reading the gate found disturbed, on its runtime's job alone, and replaces its
/// result and reading. BenchmarkDotNet runs every case in a process of its own, one after another, so a case measured
/// again is measured as it was the first time. Per case, as <see cref="DisturbedBenchmarkReruns"/> does per method,
/// because a class here is forty-odd cases across the runtimes and a host that slows this machine a few times an hour
/// disturbs one of them in nearly every pass. The gate still judges the final readings.
/// Six passes, where the article suite's reruns take five: with three, runs of 402 cases ended refused for the last four
/// to six, each a <c>Task.Yield</c> case the host had measured on distant cores pass after pass.
/// </summary>
internal static class DisturbedCaseReruns
{
    public const int MaxReruns = 6;

    /// <param name="configFor">The configuration that runs one job (by id) alone, with the same event processors.</param>
    public static List<MeasuredCase> Run(BenchmarkSwitcher switcher, string[] args, Func<string, IConfig> configFor, QuietMachineMonitor monitor, List<MeasuredCase> cases)
    {
        for (var rerun = 1; rerun <= MaxReruns && !StopSignal.Requested; rerun++)
        {
            var disturbed = monitor.DisturbedNames();
            var again = cases.Where(measured => disturbed.Contains(Name(measured))).ToList();
            if (again.Count == 0)
            {
                break;
            }

            Console.WriteLine($"// Quiet machine: measuring again ({rerun} of at most {MaxReruns}): {string.Join("; ", again.Select(Name))}");
            monitor.Forget(reading => again.Any(measured => Name(measured) == reading.Name));
            foreach (var job in again.GroupBy(measured => measured.Case.Job.Id).TakeWhile(_ => !StopSignal.Requested))
            {
                var filters = job.Select(measured => QuietMachineEventProcessor.FilterName(measured.Case)).Distinct();
                var remeasured = MeasuredCase.From(switcher.Run(BenchmarkDotNetArguments.WithFilters(args, filters), configFor(job.Key)));
                cases = [.. cases.Select(measured => remeasured.FirstOrDefault(fresh => Name(fresh) == Name(measured)) ?? measured)];
            }
        }

        return cases;
    }

    public static string Name(MeasuredCase measured) => QuietMachineEventProcessor.ReadingName(measured.Case, namesJob: true);
}
