using Pragmastat;
using Perfolizer.Mathematics.Common;
using Perfolizer.Mathematics.SignificanceTesting;
using Perfolizer.Mathematics.SignificanceTesting.MannWhitney;
using Perfolizer.Metrology;
using StockPrices.Reporting.BenchmarkResults;

namespace StockPrices.Reporting.Comparison;

/// <summary>
/// Compares two folders of BenchmarkDotNet full-JSON results benchmark by benchmark, as dotnet/performance's
/// ResultsComparer does: a Mann-Whitney test of the iterations against a threshold (Perfolizer's
/// <see cref="SimpleEquivalenceTest"/>), so a difference smaller than the threshold counts as the same.
/// </summary>
public static class ResultsComparer
{
    /// <summary>The significance level of the test.</summary>
    public static readonly SignificanceLevel Alpha = SignificanceLevel.P001;

    private static readonly SimpleEquivalenceTest Test = new(MannWhitneyTest.Instance);

    /// <summary>Loads every <c>*-report-full.json</c> below each folder and compares the benchmarks they share.</summary>
    /// <exception cref="ComparisonException">A folder is missing, holds no results, or the two share no benchmark.</exception>
    public static ComparisonReport CompareFolders(ComparedRun baseRun, ComparedRun diffRun, Threshold threshold)
    {
        var baseResults = LoadResults(baseRun);
        var diffResults = LoadResults(diffRun);
        var report = Compare(baseResults, diffResults, threshold);
        if (report.Compared.Count == 0)
        {
            throw new ComparisonException(
                $"{baseRun.Folder} and {diffRun.Folder} have no benchmark in common ({baseResults.Count} and {diffResults.Count} benchmarks measured).");
        }

        return report;
    }

    public static ComparisonReport Compare(
        IReadOnlyDictionary<string, BenchmarkResult> baseResults,
        IReadOnlyDictionary<string, BenchmarkResult> diffResults,
        Threshold threshold)
    {
        var compared = baseResults.Keys.Intersect(diffResults.Keys)
            .Order(StringComparer.Ordinal)
            .Select(id => new BenchmarkComparison(id, baseResults[id], diffResults[id], Verdict(baseResults[id], diffResults[id], threshold)))
            .ToList();
        return new ComparisonReport(
            compared,
            baseResults.Keys.Except(diffResults.Keys).Order(StringComparer.Ordinal).ToList(),
            diffResults.Keys.Except(baseResults.Keys).Order(StringComparer.Ordinal).ToList());
    }

    /// <summary>
    /// Checks every benchmark of <paramref name="run"/> against the range of its medians (and Allocated) over
    /// <paramref name="committed"/>, independent runs of the same suite; only benchmarks every run measured are checked.
    /// </summary>
    /// <exception cref="ComparisonException">A folder is missing or holds no results, or no benchmark is in every run.</exception>
    public static IReadOnlyList<RangeCheck> CheckRanges(IReadOnlyList<ComparedRun> committed, ComparedRun run)
    {
        var committedResults = committed.Select(LoadResults).ToList();
        var runResults = LoadResults(run);
        var checks = runResults.Keys
            .Where(id => committedResults.All(results => results.ContainsKey(id)))
            .Order(StringComparer.Ordinal)
            .Select(id => new RangeCheck(id, [.. committedResults.Select(results => results[id])], runResults[id]))
            .ToList();
        return checks.Count > 0 ? checks
            : throw new ComparisonException($"{run.Folder} has no benchmark that every one of the {committed.Count} --base runs measured.");
    }

    /// <summary>The measured benchmarks of one run, by full name.</summary>
    public static IReadOnlyDictionary<string, BenchmarkResult> LoadResults(ComparedRun run)
    {
        if (!Directory.Exists(run.Folder))
        {
            throw new ComparisonException($"{run.Option}: no folder {run.Folder}.");
        }

        var full = Path.GetFullPath(run.Folder);
        if (Path.GetPathRoot(full) == full)
        {
            throw new ComparisonException($"{run.Option}: {run.Folder} is the root of a file system; give the folder of one run's results.");
        }

        // Links are not followed: through them a folder such as /sys or /usr holds the same trees over and over, for minutes.
        var files = Directory.EnumerateFiles(run.Folder, "*" + BenchmarkSummary.Suffix, new EnumerationOptions { RecurseSubdirectories = true, IgnoreInaccessible = true, AttributesToSkip = FileAttributes.Hidden | FileAttributes.System | FileAttributes.ReparsePoint })
            .Order(StringComparer.Ordinal).ToList();
        if (files.Count == 0)
        {
            throw new ComparisonException($"{run.Option}: {run.Folder} holds no BenchmarkDotNet results (*{BenchmarkSummary.Suffix}).");
        }

        var measured = files.SelectMany(file => BenchmarkSummary.Load(file).Benchmarks).Where(b => b.WasMeasured).ToList();
        var jobs = measured.Select(b => b.Job).Distinct().Order(StringComparer.Ordinal).ToList();
        if (run.Job is not null)
        {
            measured = measured.Where(b => b.Job == run.Job).ToList();
            if (measured.Count == 0)
            {
                throw new ComparisonException($"{run.Option}-job: {run.Folder} has no job '{run.Job}'. Its jobs: {string.Join(", ", jobs)}.");
            }
        }

        var results = new Dictionary<string, BenchmarkResult>(StringComparer.Ordinal);
        foreach (var benchmark in measured)
        {
            if (!results.TryAdd(benchmark.FullName, benchmark))
            {
                throw new ComparisonException(results[benchmark.FullName].Job == benchmark.Job
                    ? $"{run.Option}: {run.Folder} holds {benchmark.FullName} from several runs (a run and its repeats?); give one run's results folder, or several folders to {run.Option} to check against their range."
                    : $"{run.Option}: {run.Folder} has {benchmark.FullName} in several jobs ({string.Join(", ", jobs)}); choose one with {run.Option}-job.");
            }
        }

        return results;
    }

    private static ComparisonVerdict Verdict(BenchmarkResult baseResult, BenchmarkResult diffResult, Threshold threshold)
    {
        if (baseResult.Samples.Count < 3 || diffResult.Samples.Count < 3)
        {
            return ComparisonVerdict.Unknown;
        }

        return Test.Perform(new Sample([.. diffResult.Samples]), new Sample([.. baseResult.Samples]), threshold, Alpha) switch
        {
            ComparisonResult.Indistinguishable => ComparisonVerdict.Same,
            ComparisonResult.Lesser => ComparisonVerdict.Faster,
            ComparisonResult.Greater => ComparisonVerdict.Slower,
            _ => ComparisonVerdict.Unknown,
        };
    }
}
