using System.Text.Json;
using StockPrices.Results;

namespace StockPrices.Reporting.Runtimes;

/// <summary>
/// The article's own numbers (docs/results/published/teplyakov-2018.json: .NET Framework, runtime not stated
/// in the article), by benchmark class and method, for the first column of the runtime tables.
/// </summary>
public sealed class PublishedFrameworkNumbers
{
    public const string RelativePath = "published/teplyakov-2018.json";

    private readonly Dictionary<(string Class, string Method), (double MeanNanoseconds, double AllocatedBytes)> _rows;

    private PublishedFrameworkNumbers(Dictionary<(string, string), (double, double)> rows) => _rows = rows;

    public bool IsEmpty => _rows.Count == 0;

    /// <summary>Reads the published tables; none when the file is not there.</summary>
    public static PublishedFrameworkNumbers Load(string resultsFolder)
    {
        var path = Path.Combine(resultsFolder, RelativePath);
        return new PublishedFrameworkNumbers(File.Exists(path) ? JsonFile.Parse(path, "file of the article's published numbers", Rows) : new Dictionary<(string, string), (double, double)>());
    }

    public double? MeanNanoseconds(string benchmarkClass, string method) =>
        _rows.TryGetValue((benchmarkClass, method), out var row) ? row.MeanNanoseconds : null;

    public double? AllocatedBytes(string benchmarkClass, string method) =>
        _rows.TryGetValue((benchmarkClass, method), out var row) ? row.AllocatedBytes : null;

    private static Dictionary<(string, string), (double, double)> Rows(string json)
    {
        var rows = new Dictionary<(string, string), (double, double)>();
        using var document = JsonDocument.Parse(json);
        foreach (var table in document.RootElement.GetProperty("tables").EnumerateArray())
        {
            var benchmarkClass = table.GetProperty("benchmarkClass").GetString() ?? throw new FormatException("a table has a null benchmarkClass");
            foreach (var row in table.GetProperty("rows").EnumerateArray())
            {
                rows[(benchmarkClass, row.GetProperty("method").GetString() ?? throw new FormatException("a row has a null method"))] =
                    (row.GetProperty("meanNanoseconds").GetDouble(), row.GetProperty("allocatedBytes").GetDouble());
            }
        }

        return rows;
    }
}
