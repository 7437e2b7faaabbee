using System.Diagnostics;
using System.Reflection;
using BenchmarkDotNet.Attributes;
using BenchmarkDotNet.ConsoleArguments;
using BenchmarkDotNet.ConsoleArguments.ListBenchmarks;
using BenchmarkDotNet.Loggers;
using BenchmarkDotNet.Reports;
using BenchmarkDotNet.Running;
using StockPrices.Benchmarks.Article;
using StockPrices.Benchmarks.Config;
using StockPrices.Reporting;
using StockPrices.Reporting.BenchmarkResults;

namespace StockPrices.Benchmarks;

/// <summary>
/// The benchmarks through BenchmarkDotNet's switcher, never interactively: without <c>--filter</c> the
/// article's classes run. Exits 0 only when every selected benchmark built, ran and passed validation.
/// </summary>
internal static class ArticleSuite
{
    /// <summary>The filter used when none is given: every class of the article's chapter.</summary>
    public static readonly string ArticleFilter = typeof(SyncVsAsync).Namespace + ".*";

    /// <summary>
    /// Iteration time (ms) used unless <c>--iterationTime</c> is given. BenchmarkDotNet's default is 500 ms; with
    /// it the suite's 26 benchmarks take about 18 minutes on 2 cores, because the yield-path benchmarks need
    /// up to 100 iterations to bring the standard error under 2% of the mean (the default job's stopping rule,
    /// kept). 150 ms stays above the 100 ms BenchmarkDotNet's MinIterationTime analyser asks for.
    /// </summary>
    public const int DefaultIterationTimeMilliseconds = 150;

    public static int Run(string[] args)
    {
        if (WindowsDiagnosersOption.IsRequested(args))
        {
            return WindowsDiagnosersOption.Refuse(Console.Error);
        }

        var config = ArticleConfig.Create();
        var (parsed, _, options) = ConfigParser.Parse(args, ConsoleLogger.Default, config);
        if (!parsed)
        {
            // BenchmarkDotNet's parser has printed the error or the help it was asked for.
            return args.Any(a => a is "--help" or "--version") ? 0 : 2;
        }

        var switcher = BenchmarkSwitcher.FromAssembly(typeof(ArticleSuite).Assembly);
        if (options.ListBenchmarkCaseMode != ListBenchmarkCaseMode.Disabled || options.PrintInformation)
        {
            switcher.Run(args, config);
            return 0;
        }

        string[] effectiveArgs = [
            .. args,
            .. options.Filters.Any() ? Array.Empty<string>() : ["--filter", ArticleFilter],
            .. options.IterationTimeInMilliseconds.HasValue ? Array.Empty<string>() : ["--iterationTime", DefaultIterationTimeMilliseconds.ToString(System.Globalization.CultureInfo.InvariantCulture)],
        ];
        var started = DateTimeOffset.UtcNow;
        var loadAtStart = LoadAverage.Read();
        var stopwatch = Stopwatch.StartNew();
        var summaries = switcher.Run(effectiveArgs, config).ToArray();
        if (summaries.Length == 0)
        {
            PrintNothingRan(options.Filters.Any() ? options.Filters : [ArticleFilter]);
            return 1;
        }

        var environment = new BenchmarkRunEnvironment(
            EnvironmentInfo.Capture(),
            typeof(BenchmarkRunner).Assembly.GetCustomAttribute<AssemblyInformationalVersionAttribute>()?.InformationalVersion ?? "unknown",
            effectiveArgs,
            started,
            stopwatch.Elapsed,
            loadAtStart,
            LoadAverage.Read());
        var environmentPath = BenchmarkRunEnvironmentFile.Save(environment, summaries[0].ResultsDirectoryPath);
        Console.WriteLine($"// Environment: {environmentPath}");
        Console.WriteLine($"// Wall time of the whole run: {stopwatch.Elapsed:hh\\:mm\\:ss}");

        var failures = Failures(summaries).ToList();
        foreach (var failure in failures)
        {
            Console.Error.WriteLine($"FAILED: {failure}");
        }

        return failures.Count == 0 ? 0 : 1;
    }

    private static IEnumerable<string> Failures(IEnumerable<Summary> summaries)
    {
        foreach (var summary in summaries)
        {
            foreach (var error in summary.ValidationErrors.Where(e => e.IsCritical))
            {
                yield return $"{summary.Title}: validation: {error.Message}";
            }

            foreach (var benchmark in summary.BenchmarksCases)
            {
                var report = summary.Reports.FirstOrDefault(r => r.BenchmarkCase == benchmark);
                if (report is null || !report.Success || !report.BuildResult.IsBuildSuccess || report.ResultStatistics is null)
                {
                    yield return $"{benchmark.Descriptor.Type.Name}.{benchmark.Descriptor.WorkloadMethod.Name}: did not build or run";
                }
            }
        }
    }

    private static void PrintNothingRan(IEnumerable<string> filters)
    {
        Console.Error.WriteLine($"No benchmark ran: the filter '{string.Join("', '", filters)}' matches no benchmark (filters apply to namespace.Type.Method). Available:");
        var available = typeof(ArticleSuite).Assembly.GetTypes()
            .SelectMany(type => type.GetMethods().Where(method => method.IsDefined(typeof(BenchmarkAttribute))).Select(method => $"{type.FullName}.{method.Name}"))
            .Order(StringComparer.Ordinal);
        foreach (var name in available)
        {
            Console.Error.WriteLine($"  {name}");
        }
    }
}
