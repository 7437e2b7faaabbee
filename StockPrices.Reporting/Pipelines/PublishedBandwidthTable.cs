using StockPrices.Results;

namespace StockPrices.Reporting.Pipelines;

/// <summary>A published table of times against client bandwidth (seed 002's), kept as data with its source.</summary>
public sealed record PublishedBandwidthTable(string Title, string Source, IReadOnlyList<string> Notes, IReadOnlyList<PublishedBandwidthColumn> Columns)
{
    /// <summary>docs/results/published/andrew-wu-2013.json, relative to the repository.</summary>
    public const string SeedTablePath = "docs/results/published/andrew-wu-2013.json";

    public static PublishedBandwidthTable Load(string path)
    {
        ArgumentException.ThrowIfNullOrEmpty(path);
        return JsonFile.Read<PublishedBandwidthTable>(path, "published bandwidth table");
    }
}

/// <summary>One bandwidth of a published table: the time before and after the author's change.</summary>
public sealed record PublishedBandwidthColumn(double BandwidthMbit, double OriginalMs, double AsyncMs, double ImprovementPercent);
