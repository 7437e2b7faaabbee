using System.Text.RegularExpressions;

namespace StockPrices.Reporting.Article;

/// <summary>
/// BenchmarkDotNet's own warnings (multimodal distribution, minimum iteration time) per benchmark, read from the run's
/// log (<c>BenchmarkRun-*.log</c>), so that the docs show each beside its row. Its hints (the outliers it removed or
/// detected) are left in the log: they describe its routine statistics, not a doubt about the row.
/// </summary>
public sealed partial class BenchmarkRunWarnings
{
    private readonly Dictionary<string, List<string>> _byBenchmark;

    private BenchmarkRunWarnings(Dictionary<string, List<string>> byBenchmark) => _byBenchmark = byBenchmark;

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
                else if (line is "// * Warnings *")
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

    /// <summary>
    /// The warnings for <c>Type.Method</c>, each as its kind: "bimodal", "several modes", "iterations under 100 ms"
    /// (BenchmarkDotNet's advice). The values behind them (mValue, the iteration time, the outliers) are in the committed log.
    /// </summary>
    public IReadOnlyList<string> For(string type, string method) =>
        _byBenchmark.TryGetValue($"{type}.{method}", out var list) ? list : [];

    /// <summary>
    /// One table cell for a row measured in several runs: each warning once, with the runs (numbered from 1) that gave it,
    /// "bimodal (runs 1, 3); iterations under 100 ms (every run)", without the runs when there is one; "–" when no run warned.
    /// </summary>
    public static string Cell(IReadOnlyList<IReadOnlyList<string>> warningsOfEachRun)
    {
        var cells = warningsOfEachRun
            .SelectMany((warnings, run) => warnings.Select(warning => (Warning: warning, Run: run + 1)))
            .GroupBy(w => w.Warning, StringComparer.Ordinal)
            .Select(g => g.Select(w => w.Run).Distinct().ToList() switch
            {
                _ when warningsOfEachRun.Count == 1 => g.Key,
                var runs when runs.Count == warningsOfEachRun.Count => $"{g.Key} (every run)",
                [var run] => $"{g.Key} (run {run})",
                var runs => $"{g.Key} (runs {string.Join(", ", runs)})",
            })
            .ToList();
        return cells.Count == 0 ? "–" : string.Join("; ", cells);
    }

    private static string Shorten(string kind, string message) => kind switch
    {
        "MultimodalDistribution" => message.Contains("bimodal", StringComparison.Ordinal) ? "bimodal"
            : message.Contains("multimodal", StringComparison.Ordinal) ? "multimodal"
            : "several modes",
        "MinIterationTime" => "iterations under 100 ms",
        "ZeroMeasurement" => "indistinguishable from an empty method",
        _ => kind,
    };

    [GeneratedRegex(@"^// Benchmark: (?<benchmark>[\w.]+): ")]
    private static partial Regex RunStart();

    [GeneratedRegex(@"^\s+(?<benchmark>[\w.]+): .*?->\s(?<message>.*)$")]
    private static partial Regex Entry();
}
