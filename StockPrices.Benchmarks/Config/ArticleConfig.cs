using BenchmarkDotNet.Configs;
using BenchmarkDotNet.Exporters;

namespace StockPrices.Benchmarks.Config;

/// <summary>
/// The app's global config: BenchmarkDotNet's defaults (columns, loggers, analysers, validators) with
/// exactly two exporters, GitHub markdown for reading and full JSON for the docs generator. Diagnosers
/// sit on the benchmark classes, the job comes from the command line (default job unless <c>--job</c>).
/// </summary>
public static class ArticleConfig
{
    public static IConfig Create()
    {
        var defaults = DefaultConfig.Instance;
        return ManualConfig.CreateEmpty()
            .AddColumnProvider(defaults.GetColumnProviders().ToArray())
            .AddLogger(defaults.GetLoggers().ToArray())
            .AddAnalyser(defaults.GetAnalysers().ToArray())
            .AddValidator(defaults.GetValidators().ToArray())
            .AddExporter(MarkdownExporter.GitHub, FullJsonWithBaselineExporter.Default);
    }
}
