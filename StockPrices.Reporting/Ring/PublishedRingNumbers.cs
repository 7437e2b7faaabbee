using StockPrices.Results;

namespace StockPrices.Reporting.Ring;

/// <summary>docs/results/published/ring-published.json: ring timings published elsewhere, each row naming its source.</summary>
public sealed record PublishedRingNumbers(string Title, string Hop, IReadOnlyList<PublishedRingSource> Sources, IReadOnlyList<PublishedRingRow> Rows)
{
    public const string RelativePath = "published/ring-published.json";

    public static PublishedRingNumbers Load(string resultsFolder)
    {
        var path = Path.Combine(resultsFolder, RelativePath);
        var numbers = JsonFile.Read<PublishedRingNumbers>(path, "file of published ring numbers");
        var unknown = numbers.Rows.Select(r => r.Source).Except(numbers.Sources.Select(s => s.Id)).ToList();
        return unknown.Count == 0 ? numbers : throw new InvalidDataException($"{path}: rows cite unknown sources {string.Join(", ", unknown)}.");
    }
}

/// <summary>Where published ring numbers come from, on what machine, and what they measure.</summary>
public sealed record PublishedRingSource(string Id, string Title, string Url, string Environment, string Metric, string Note);

/// <summary>One published timing: an implementation on n nodes and m messages, in seconds.</summary>
public sealed record PublishedRingRow(string Source, string Implementation, int Nodes, int Messages, double Seconds)
{
    public double NanosecondsPerHop => Seconds * 1e9 / ((double)Nodes * Messages);
}
