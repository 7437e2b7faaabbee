using BenchmarkDotNet.Exporters.Json;
using BenchmarkDotNet.Reports;

namespace StockPrices.Benchmarks.Config;

/// <summary>
/// BenchmarkDotNet's full JSON (<c>*-report-full.json</c>, every measurement; the file dotnet/performance's
/// ResultsComparer reads) plus what the docs need to compute ratios from it: which benchmark is the
/// baseline, and its categories.
/// </summary>
public sealed class FullJsonWithBaselineExporter : JsonExporterBase
{
    public static readonly FullJsonWithBaselineExporter Default = new();

    private FullJsonWithBaselineExporter()
        : base(indentJson: true, excludeMeasurements: false)
    {
    }

    protected override string FileNameSuffix => "-full";

    protected override IReadOnlyDictionary<string, object> GetDataToSerialize(BenchmarkReport report)
    {
        var benchmark = new Dictionary<string, object>(base.GetDataToSerialize(report))
        {
            ["Baseline"] = report.BenchmarkCase.Descriptor.Baseline,
            ["Categories"] = report.BenchmarkCase.Descriptor.Categories,
        };
        return benchmark;
    }
}
