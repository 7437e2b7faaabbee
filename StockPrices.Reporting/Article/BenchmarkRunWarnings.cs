using System.Text.RegularExpressions;

namespace StockPrices.Reporting.Article;

/// <summary>
/// BenchmarkDotNet's own warnings and hints (multimodal distribution, minimum iteration time, outliers removed)
/// per benchmark, read from the run's log (<c>BenchmarkRun-*.log</c>), so that the docs show each beside its row.
/// </summary>
public sealed partial class BenchmarkRunWarnings
{
    private readonly Dictionary<string, List<string>> _byBenchmark;

    private BenchmarkRunWarnings(Dictionary<string, List<string>> byBenchmark) => _byBenchmark = byBenchmark;

    public static BenchmarkRunWarnings None { get; } = new(new Dictionary<string, List<string>>(StringComparer.Ordinal));

    /// <summary>
    /// Reads every <c>BenchmarkRun-*.log</c> in <paramref name="folder"/>, oldest first; none is no warnings. A benchmark
    /// that a later log ran again (a class re-run after the quiet-machine gate found it disturbed) has that log's warnings only.
    /// </summary>
    public static BenchmarkRunWarnings Load(string folder)
    {
        var byBenchmark = new Dictionary<string, List<string>>(StringComparer.Ordinal);
        if (!Directory.Exists(folder))
        {
            return new BenchmarkRunWarnings(byBenchmark);
        }

        foreach (var log in Directory.EnumerateFiles(folder, "BenchmarkRun-*.log").Order(StringComparer.Ordinal))
        {
            string? kind = null;
            var inSection = false;
            foreach (var line in File.ReadLines(log))
            {
                if (RunStart().Match(line) is { Success: true } start)
                {
                    byBenchmark.Remove(start.Groups["benchmark"].Value);
                    inSection = false;
                }
                else if (line is "// * Warnings *" or "// * Hints *")
                {
                    inSection = true;
                    kind = null;
                }
                else if (line.StartsWith("// ", StringComparison.Ordinal) || line.Length == 0)
                {
                    inSection = line.Length == 0 && inSection && kind is null;
                }
                else if (inSection && !line.StartsWith(' '))
                {
                    kind = line.Trim();
                }
                else if (inSection && kind is not null && Entry().Match(line) is { Success: true } entry)
                {
                    var key = entry.Groups["benchmark"].Value;
                    if (!byBenchmark.TryGetValue(key, out var list))
                    {
                        byBenchmark[key] = list = [];
                    }

                    list.Add(Shorten(kind, entry.Groups["message"].Value.Trim()));
                }
            }
        }

        return new BenchmarkRunWarnings(byBenchmark);
    }

    /// <summary>The warnings for <c>Type.Method</c>, shortened: "bimodal (mValue = 4.6)", "min iteration 48.9 ms", "7 outliers removed".</summary>
    public IReadOnlyList<string> For(string type, string method) =>
        _byBenchmark.TryGetValue($"{type}.{method}", out var list) ? list : [];

    private static string Shorten(string kind, string message) => kind switch
    {
        "MultimodalDistribution" when MValue().Match(message) is { Success: true } m =>
            (message.Contains("bimodal", StringComparison.Ordinal) ? "bimodal" : "several modes") + $" (mValue = {m.Groups[1].Value})",
        "MinIterationTime" when MinIteration().Match(message) is { Success: true } m => $"min iteration {m.Groups[1].Value}",
        "Outliers" when OutliersRemoved().Match(message) is { Success: true } m => $"{m.Groups[1].Value} outliers removed",
        _ => $"{kind}: {message}",
    };

    [GeneratedRegex(@"^// Benchmark: (?<benchmark>[\w.]+): ")]
    private static partial Regex RunStart();

    [GeneratedRegex(@"^\s+(?<benchmark>[\w.]+): .*?->\s(?<message>.*)$")]
    private static partial Regex Entry();

    [GeneratedRegex(@"mValue = ([\d.]+)")]
    private static partial Regex MValue();

    [GeneratedRegex(@"minimum observed iteration time is ([\d.]+\s?\w+)")]
    private static partial Regex MinIteration();

    [GeneratedRegex(@"(\d+) outliers? (?:was|were) removed")]
    private static partial Regex OutliersRemoved();
}
