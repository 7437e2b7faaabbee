using BenchmarkDotNet.Columns;
using BenchmarkDotNet.Configs;
using BenchmarkDotNet.Jobs;
using BenchmarkDotNet.Reports;
using BenchmarkDotNet.Running;
using StockPrices.Reporting;
using StockPrices.Reporting.Docs;

namespace StockPrices.Benchmarks.Runtimes;

/// <summary>
/// <c>runtimes [--runtimes NAME...] [--job dry|short|medium|default] [--save] [BenchmarkDotNet options]</c>:
/// runs the selected benchmarks once per runtime, side by side in one summary per class (the runtime in
/// the Job column). The first runtime's job is the baseline job (.NET 8 by default): with the class's
/// baseline method as well, BenchmarkDotNet's Ratio is to that method on that runtime. <c>--save</c> writes one results file per
/// benchmark class to docs/results/runtimes-&lt;os&gt;-&lt;arch&gt;/, which docs/runtimes.md is generated from.
/// </summary>
internal static class RuntimesCommand
{
    private static readonly Dictionary<string, Job> Jobs = new(StringComparer.OrdinalIgnoreCase)
    {
        ["dry"] = Job.Dry,
        ["short"] = Job.ShortRun,
        ["medium"] = Job.MediumRun,
        ["default"] = Job.Default,
    };

    public static int Run(string[] args)
    {
        if (!RuntimesOptions.TryParse(args, Jobs.Keys, out var options, out var error))
        {
            Console.Error.WriteLine($"runtimes: {error}");
            Console.Error.WriteLine(RuntimesOptions.Usage(Jobs.Keys));
            return 2;
        }

        var runtimes = options.RuntimeNames.Select(name => ComparedRuntime.All.Single(r => r.Name == name)).ToList();
        var baseJob = Jobs[options.JobName];
        var config = ManualConfig.CreateMinimumViable()
            .HideColumns(Column.Arguments, Column.EnvironmentVariables, Column.Toolchain);
        for (var i = 0; i < runtimes.Count; i++)
        {
            var job = runtimes[i].CreateJob(baseJob);
            config = config.AddJob(i == 0 ? job.AsBaseline() : job);
        }

        foreach (var runtime in runtimes)
        {
            Console.WriteLine($"// runtime {runtime.Name}: {runtime.Description}");
        }

        var started = DateTimeOffset.UtcNow;
        var summaries = BenchmarkSwitcher.FromAssembly(typeof(RuntimesCommand).Assembly).Run(options.BenchmarkDotNetArguments, config).ToList();
        var failed = summaries.Any(s => s.HasCriticalValidationErrors || s.Reports.Any(r => !r.Success));
        if (options.Save && summaries.Count > 0)
        {
            foreach (var summary in summaries)
            {
                Console.WriteLine($"saved: {Save(summary, options, started)}");
            }
        }

        return failed ? 1 : 0;
    }

    private static string Save(Summary summary, RuntimesOptions options, DateTimeOffset started)
    {
        var type = summary.BenchmarksCases.First().Descriptor.Type;
        var rows = summary.Reports
            .Where(report => report.Success && report.ResultStatistics is not null)
            .Select(report => RuntimeResultRow.From(report, summary))
            .ToList();
        var report = new RunReport(
            Scenario: $"runtimes/{type.Name}",
            Title: $"{type.Name} on {string.Join(", ", options.RuntimeNames)}",
            StartedUtc: started,
            Duration: summary.TotalTime,
            Environment: EnvironmentInfo.Capture(),
            Parameters: new Dictionary<string, string>
            {
                ["job"] = options.JobName,
                ["runtimes"] = string.Join(' ', options.RuntimeNames),
                ["benchmarkDotNet"] = typeof(Summary).Assembly.GetName().Version?.ToString(3) ?? "unknown",
                ["command"] = "dotnet run -c Release --project StockPrices.Benchmarks -- runtimes " + string.Join(' ', options.OriginalArguments),
            },
            Rows: rows,
            Notes: [.. summary.AllRuntimes.Split('\n', StringSplitOptions.RemoveEmptyEntries | StringSplitOptions.TrimEntries), .. AsyncCompilationLines(summary)]);
        var folder = Path.Combine(RepositoryRoot.Find(Environment.CurrentDirectory), "docs", "results", RuntimeResultsFolder.Name);
        return RunReportFile.Save(report, folder, type.Name);
    }

    /// <summary>What AsyncCompilationCheck printed in the benchmark processes (from the run's log), once per distinct line.</summary>
    private static IEnumerable<string> AsyncCompilationLines(Summary summary) =>
        File.Exists(summary.LogFilePath)
            ? File.ReadLines(summary.LogFilePath)
                .Where(line => line.StartsWith(Benchmarks.AsyncCompilationCheck.LinePrefix, StringComparison.Ordinal))
                .Select(line => line[3..])
                .Distinct()
                .ToList()
            : [];
}
