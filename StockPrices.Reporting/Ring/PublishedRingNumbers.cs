using System.Text.Json;
using StockPrices.Results;

namespace StockPrices.Reporting.Ring;

/// <summary>docs/results/published/ring-published.json: ring timings published elsewhere, each row naming its source.</summary>
public sealed record PublishedRingNumbers(string Title, string Hop, IReadOnlyList<PublishedRingSource> Sources, IReadOnlyList<PublishedRingRow> Rows)
{
    public const string RelativePath = "published/ring-published.json";

    private static readonly JsonSerializerOptions Options = new() { PropertyNamingPolicy = JsonNamingPolicy.CamelCase };

    public static PublishedRingNumbers Load(string resultsFolder)
    {
        var path = Path.Combine(resultsFolder, RelativePath);
        var numbers = JsonFile.Read<PublishedRingNumbers>(path, Options, "file of published ring numbers");
        var unknown = numbers.Rows.Select(r => r.Source).Except(numbers.Sources.Select(s => s.Id)).ToList();
        return unknown.Count == 0 ? numbers : throw new InvalidDataException($"{path}: rows cite unknown sources {string.Join(", ", unknown)}.");
    }

    public PublishedRingSource Source(string id) => Sources.Single(s => s.Id == id);
}
