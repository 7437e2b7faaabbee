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
/// Checked once the run has ended, before its results are published: the summaries hold exactly the benchmark
/// cases (type, method, job with its runtime and settings, parameters) that the run's arguments select, as
/// BenchmarkDotNet's own converter builds them. A class dropped by validation, a case that never ran, or a job
/// that is not the one asked for makes the run partial, so it is never published as the whole suite.
/// </summary>
internal static class ExpectedSuite
{
    /// <summary>Null when <paramref name="summaries"/> are the set <paramref name="arguments"/> select, else what differs.</summary>
    public static string? WhyNotTheExpected(IReadOnlyList<Summary> summaries, string[] arguments, IConfig config)
    {
        var (parsed, parsedConfig, _) = ConfigParser.Parse(arguments, NullLogger.Instance, config);
        if (!parsed || parsedConfig is null)
        {
            return "the run's own arguments no longer parse";
        }

        var expected = typeof(ExpectedSuite).Assembly.GetTypes()
            .Where(type => type is { IsAbstract: false, IsGenericTypeDefinition: false } && type.GetMethods().Any(method => method.IsDefined(typeof(BenchmarkAttribute))))
            .SelectMany(type => BenchmarkConverter.TypeToBenchmarks(type, parsedConfig).BenchmarksCases)
            .Select(benchmark => benchmark.DisplayInfo);
        return BenchmarkSetComparison.WhyNotTheSame(expected, summaries.SelectMany(summary => summary.BenchmarksCases).Select(benchmark => benchmark.DisplayInfo));
    }
}
