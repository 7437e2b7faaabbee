using System.Globalization;
using StockPrices.Reporting.Docs;
using StockPrices.Results;
using StockPrices.Results.Quiet;

namespace StockPrices.Reporting.Pipelines;

/// <summary>How the pipelines chapter's sections caption and format the committed reports' numbers.</summary>
internal static class PipelinesResults
{
    public static PublishedBandwidthTable SeedTable(DocsContext context) =>
        PublishedBandwidthTable.Load(Path.Combine(context.RepositoryRoot, PublishedBandwidthTable.SeedTablePath));

    /// <summary>Where, when and by which command a report was measured: the line above its table.</summary>
    public static string Environment(string folder, RunReport report) => Prose.Of("pipelines").Fill("environment", new
    {
        folder,
        runtime = report.Environment.Runtime,
        cpu = report.Environment.Processor,
        cores = report.Environment.ProcessorCount,
        started = report.StartedUtc.ToString("yyyy-MM-dd HH:mm", CultureInfo.InvariantCulture),
        command = report.RecordedCommand() ?? "not recorded",
    }) + "\n";

    public static string Ms(double milliseconds) => milliseconds.ToString("N0", CultureInfo.InvariantCulture);

    public static string Mbit(double megabits) => megabits.ToString("0.###", CultureInfo.InvariantCulture) + "M";
}
