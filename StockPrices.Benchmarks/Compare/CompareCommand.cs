using System.CommandLine;
using Perfolizer.Metrology;
using StockPrices.Reporting;
using StockPrices.Reporting.BenchmarkResults;
using StockPrices.Reporting.Comparison;

namespace StockPrices.Benchmarks.Compare;

/// <summary>
/// <c>compare --base A --diff B --threshold 5%</c>: which benchmarks got faster or slower between two result
/// folders (e.g. the committed run and yours), by how much, as decided by a statistical test.
/// <c>compare --base A B C --diff D</c>: whether each benchmark of D lands inside the range the runs A, B and C
/// span (the committed runs the docs' ranges come from), and how far outside when it does not.
/// </summary>
internal static partial class CompareCommand
{
    public static Command Create()
    {
        var baseFolder = new Option<string[]>("--base")
        {
            Description = "Folder of the reference run's BenchmarkDotNet results (searched recursively); several folders (independent runs) check --diff against the range of their medians instead.",
            Required = true,
            AllowMultipleArgumentsPerToken = true,
        };
        var diffFolder = new Option<string>("--diff") { Description = "Folder of the run to compare with it.", Required = true };
        var baseJob = new Option<string>("--base-job") { Description = "The job to take from --base where it ran several (e.g. \".NET 8.0\")." };
        var diffJob = new Option<string>("--diff-job") { Description = "The job to take from --diff where it ran several." };
        var threshold = new Option<Threshold>("--threshold")
        {
            Description = "Smallest difference that counts: a percentage (5%) or a time (2ns, 1us).",
            DefaultValueFactory = _ => Threshold.Parse("5%"),
            CustomParser = result =>
            {
                var text = result.Tokens.Count == 1 ? result.Tokens[0].Value : "";
                // A positive number with % or a time unit: Perfolizer also takes "-5%" and "NaN%", which make no threshold, and "0%", which counts every difference.
                if (PositiveQuantity().IsMatch(text) && Threshold.TryParse(text, out var parsed))
                {
                    return parsed;
                }

                result.AddError($"--threshold: '{text}' is not a positive percentage such as 5% or a time such as 2ns.");
                return Threshold.Zero;
            },
        };

        var command = new Command("compare", "Benchmarks that got faster or slower between two runs' BenchmarkDotNet results (Mann-Whitney test against a threshold).")
        {
            baseFolder, diffFolder, baseJob, diffJob, threshold,
        };
        command.SetAction(parsed =>
        {
            try
            {
                var bases = parsed.GetValue(baseFolder)!;
                if (bases.Length > 1)
                {
                    PrintRanges(ResultsComparer.CheckRanges(
                        [.. bases.Select(folder => new ComparedRun("--base", folder, parsed.GetValue(baseJob)))],
                        new ComparedRun("--diff", parsed.GetValue(diffFolder)!, parsed.GetValue(diffJob))), bases.Length);
                    return 0;
                }

                var report = ResultsComparer.CompareFolders(
                    new ComparedRun("--base", bases[0], parsed.GetValue(baseJob)),
                    new ComparedRun("--diff", parsed.GetValue(diffFolder)!, parsed.GetValue(diffJob)),
                    parsed.GetValue(threshold)!);
                Print(report, parsed.GetValue(threshold)!);
                return 0;
            }
            catch (Exception e) when (e is ComparisonException or InvalidDataException or IOException or UnauthorizedAccessException)
            {
                Console.Error.WriteLine($"compare: {e.Message}");
                return 1;
            }
        });
        return command;
    }

    [System.Text.RegularExpressions.GeneratedRegex(@"^(?=[\d.]*[1-9])\d+(\.\d+)?\s*(%|[a-zA-Zµ]+)$")]
    private static partial System.Text.RegularExpressions.Regex PositiveQuantity();

    private static void PrintRanges(IReadOnlyList<RangeCheck> checks, int runs)
    {
        var close = RangePlacement.Percent(RangePlacement.CloseShare);
        var drawnWithin = $"Drawn runs within {close}";
        var table = new MarkdownTable("Benchmark", "Committed medians", "This run", "Where", "Off their median", drawnWithin, "Committed alloc", "This alloc")
            .AlignRight("Committed medians", "This run", "Off their median", drawnWithin, "Committed alloc", "This alloc");
        foreach (var check in checks)
        {
            table.AddRow(
                check.Id,
                $"{BenchmarkFormat.Time(check.MinMedian)} – {BenchmarkFormat.Time(check.MaxMedian)}",
                BenchmarkFormat.Time(check.Run.MedianNanoseconds),
                check.Median.Where + (check.BytesInside ? "" : "; bytes outside"),
                (check.OffCommittedMedian > 0 ? "+" : "") + RangePlacement.Percent(check.OffCommittedMedian),
                check.DrawnRunsWithin(RangePlacement.CloseShare) is { } share ? RangePlacement.Percent(share) : "",
                check.CommittedBytes is var (min, max) ? $"{BenchmarkFormat.Bytes(min)} – {BenchmarkFormat.Bytes(max)}" : "",
                BenchmarkFormat.Bytes(check.Run.AllocatedBytesPerOperation));
        }

        Console.WriteLine(table);
        Console.WriteLine($"{checks.Count} benchmarks checked against the range of {runs} runs: {checks.Count(c => c.Median.IsInside)} inside, {checks.Count(c => c.Median.IsClose)} within {close} of it; bytes inside for {checks.Count(c => c.BytesInside)}.");
        Console.WriteLine($"{drawnWithin}: how often a run of as many processes as this one, drawn from the committed runs' processes, lands within {close} of their median (processes drawn as independent).");
    }

    private static void Print(ComparisonReport report, Threshold threshold)
    {
        foreach (var (title, verdict, order) in new[]
        {
            ("Slower", ComparisonVerdict.Slower, -1),
            ("Faster", ComparisonVerdict.Faster, 1),
        })
        {
            var rows = report.Compared.Where(c => c.Verdict == verdict).OrderBy(c => order * (1 / c.TimeRatio)).ToList();
            Console.WriteLine($"## {title} ({rows.Count})");
            if (rows.Count == 0)
            {
                Console.WriteLine();
                continue;
            }

            var table = new MarkdownTable("Benchmark", "Base median", "Diff median", "Diff/Base", "Base alloc", "Diff alloc")
                .AlignRight("Base median", "Diff median", "Diff/Base", "Base alloc", "Diff alloc");
            foreach (var row in rows)
            {
                table.AddRow(
                    row.Id,
                    BenchmarkFormat.Time(row.Base.MedianNanoseconds),
                    BenchmarkFormat.Time(row.Diff.MedianNanoseconds),
                    BenchmarkFormat.Ratio(row.TimeRatio),
                    BenchmarkFormat.Bytes(row.Base.AllocatedBytesPerOperation),
                    BenchmarkFormat.Bytes(row.Diff.AllocatedBytesPerOperation));
            }

            Console.WriteLine(table);
        }

        var counts = Enum.GetValues<ComparisonVerdict>().Select(v => $"{report.Compared.Count(c => c.Verdict == v)} {v.ToString().ToLowerInvariant()}");
        Console.WriteLine($"{report.Compared.Count} benchmarks compared at threshold {threshold}, alpha {(double)ResultsComparer.Alpha}: {string.Join(", ", counts)}.");
        if (report.OnlyInBase.Count + report.OnlyInDiff.Count > 0)
        {
            Console.WriteLine($"Only in --base: {report.OnlyInBase.Count}; only in --diff: {report.OnlyInDiff.Count} (not compared).");
        }
    }
}
