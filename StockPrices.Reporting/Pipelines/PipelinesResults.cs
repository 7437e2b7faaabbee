using System.Globalization;
using StockPrices.Reporting.Docs;
using StockPrices.Results;

namespace StockPrices.Reporting.Pipelines;

/// <summary>Finds the pipelines runner's committed reports and formats their numbers, for the docs sections.</summary>
internal static class PipelinesResults
{
    public const string BandwidthTableStem = ResultsScenarios.PipelinesBandwidthTable;
    public const string FileStem = ResultsScenarios.PipelinesFile;

    /// <summary>Every results folder's report with this stem, as (folder name, report), by folder name.</summary>
    public static IReadOnlyList<(string Folder, RunReport Report)> Load(DocsContext context, string stem) => context.Results.Reports(stem);

    public static PublishedBandwidthTable SeedTable(DocsContext context) =>
        PublishedBandwidthTable.Load(Path.Combine(context.RepositoryRoot, PublishedBandwidthTable.SeedTablePath));

    public static string Missing(string stem, string command) =>
        $"_No `{stem}{RunReportFile.Suffix}` committed yet: run `{RunRecorder.CommandPrefix}{command} --save`._\n";

    public static string Environment(string folder, RunReport report) => string.Create(
        CultureInfo.InvariantCulture,
        $"_{folder}: {report.Environment.Runtime}, {report.Environment.OperatingSystem}, {report.Environment.Processor} ({report.Environment.ProcessorCount} logical CPUs), run {report.StartedUtc:yyyy-MM-dd HH:mm} UTC; parameters: {string.Join(", ", report.Parameters.Select(p => $"{p.Key} = {p.Value}"))}._\n");

    public static string Ms(double milliseconds) => milliseconds.ToString("N0", CultureInfo.InvariantCulture);

    public static string Ratio(double ratio) => ratio.ToString("0.00", CultureInfo.InvariantCulture);

    public static string Mbit(double megabits) => megabits.ToString("0.###", CultureInfo.InvariantCulture) + "M";
}
