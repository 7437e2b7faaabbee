using StockPrices.Results;

namespace StockPrices.Reporting.Polling;

/// <summary>The seed's published numbers (docs/results/published/durow-2015.json), with their source.</summary>
public sealed record PublishedPollingNumbers(
    string Source,
    string Environment,
    string Metric,
    int Connections,
    double Probability,
    double PollIntervalMs,
    double CostMs,
    IReadOnlyList<PublishedPollingRow> Rows,
    IReadOnlyList<PublishedRampUp> RampUp)
{
    public const string RelativePath = "docs/results/published/durow-2015.json";

    public static PublishedPollingNumbers Load(string repositoryRoot)
    {
        var path = Path.Combine(repositoryRoot, RelativePath);
        return JsonFile.Read<PublishedPollingNumbers>(path, "file of published polling numbers");
    }
}

/// <summary>One of the seed's variants (named as ours) and the receive rate it published.</summary>
public sealed record PublishedPollingRow(string Variant, string SeedName, double ReceivesPerSecond);

/// <summary>The seed's extra tests: with a handling cost, how long the thread pool took to settle, and at how many threads.</summary>
public sealed record PublishedRampUp(double CostMs, double SecondsToSettle, int Threads, string Quote);
