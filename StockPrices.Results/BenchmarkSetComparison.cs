namespace StockPrices.Results;

/// <summary>
/// The benchmark cases a run should have measured (each named with its job and parameters) against those its
/// summaries hold: a published run must be exactly the expected set, not a subset, a superset or another job.
/// </summary>
public static class BenchmarkSetComparison
{
    private const int Shown = 3;

    /// <summary>Null when <paramref name="ran"/> is <paramref name="expected"/> (as sets), else what differs, with a few examples.</summary>
    public static string? WhyNotTheSame(IEnumerable<string> expected, IEnumerable<string> ran)
    {
        var expectedSet = expected.ToHashSet(StringComparer.Ordinal);
        var ranSet = ran.ToHashSet(StringComparer.Ordinal);
        var missing = expectedSet.Except(ranSet).Order(StringComparer.Ordinal).ToList();
        var extra = ranSet.Except(expectedSet).Order(StringComparer.Ordinal).ToList();
        var parts = new List<string>();
        if (missing.Count > 0)
        {
            parts.Add($"{missing.Count} of the {expectedSet.Count} expected benchmark cases did not run ({Examples(missing)})");
        }

        if (extra.Count > 0)
        {
            parts.Add($"{extra.Count} benchmark case(s) ran that were not expected ({Examples(extra)})");
        }

        return parts.Count == 0 ? null : string.Join("; ", parts);
    }

    private static string Examples(IReadOnlyList<string> cases) =>
        string.Join(", ", cases.Take(Shown)) + (cases.Count > Shown ? ", ..." : "");
}
