using System.Reflection;
using BenchmarkDotNet.Attributes;
using BenchmarkDotNet.Configs;
using BenchmarkDotNet.ConsoleArguments;
using BenchmarkDotNet.Loggers;
using BenchmarkDotNet.Reports;
using BenchmarkDotNet.Running;
using StockPrices.Results;

namespace StockPrices.Benchmarks;

/// <summary>
/// The benchmark cases (type, method, job with its runtime and settings, parameters) that a command line selects from
/// this app's classes, as BenchmarkDotNet's own converter builds them for its switcher. Before a run: a filter that
/// selects nothing is said in one line before anything else runs or prints (BenchmarkDotNet itself lists nothing and
/// exits 0, or, asked to run, lists every type it has). After it: a class dropped by validation, a case that never ran,
/// or a job that is not the one asked for makes the run partial, so it is never published as the whole suite.
/// </summary>
internal static class SelectedBenchmarks
{
    /// <summary>The cases <paramref name="arguments"/> select, by BenchmarkDotNet's display name; null when they do not parse.</summary>
    public static IReadOnlyList<string>? Cases(string[] arguments, IConfig config)
    {
        var (parsed, parsedConfig, _) = ConfigParser.Parse(arguments, NullLogger.Instance, config);
        return parsed && parsedConfig is not null
            ? [.. typeof(SelectedBenchmarks).Assembly.GetTypes()
                .Where(type => type is { IsAbstract: false, IsGenericTypeDefinition: false } && type.GetMethods().Any(method => method.IsDefined(typeof(BenchmarkAttribute))))
                .SelectMany(type => BenchmarkConverter.TypeToBenchmarks(type, parsedConfig).BenchmarksCases)
                .Select(benchmark => benchmark.DisplayInfo)]
            : null;
    }

    /// <summary>What a run or list whose <paramref name="filters"/> select nothing says, in one line.</summary>
    public static string NoneSelected(IEnumerable<string> filters) =>
        $"--filter '{string.Join("' '", filters)}' selects no benchmark: a filter matches Namespace.Type.Method, with * for any text (e.g. '*SyncVsAsync*'); --list flat lists them all";

    /// <summary>Null when <paramref name="summaries"/> hold exactly the cases <paramref name="arguments"/> select, else what differs.</summary>
    public static string? WhyNotTheExpected(IReadOnlyList<Summary> summaries, string[] arguments, IConfig config) =>
        Cases(arguments, config) is { } expected
            ? BenchmarkSetComparison.WhyNotTheSame(expected, summaries.SelectMany(summary => summary.BenchmarksCases).Select(benchmark => benchmark.DisplayInfo))
            : "the run's own arguments no longer parse";
}
