using System.Globalization;
using StockPrices.Beyond;
using StockPrices.Reporting.Article;
using StockPrices.Reporting.BenchmarkResults;
using StockPrices.Reporting.Docs;
using StockPrices.Reporting.Figures;

namespace StockPrices.Reporting.Beyond;

/// <summary>
/// The generated regions of docs/beyond-the-article.md: the run, then one table per question (<c>beyond-&lt;class&gt;</c>),
/// each drawn from the committed <c>beyond</c> runs; until a run is committed, each says how to make one.
/// </summary>
public static class BeyondDocs
{
    public static IReadOnlyList<DocsSection> All { get; } =
    [
        Committed("beyond-run", Run),
        .. BeyondVariants.QuestionClasses.Select(question => Committed("beyond-" + question, results => Table(results, question))),
    ];

    private static DocsSection Committed(string id, Func<BeyondResults, string> render) =>
        new(id, context => BeyondResults.LoadCommitted(context) is { } results ? render(results) : BeyondResults.NoCommittedRun + "\n");

    /// <summary>The runtime, machine, BenchmarkDotNet and arguments, then when each run started (their quiet-machine figures are method.md's).</summary>
    private static string Run(BeyondResults results)
    {
        var prose = Prose.Of("beyond");
        var first = results.Runs[0].Environment;
        List<string> lines =
        [
            first.Described(first.Environment.Runtime),
            prose.Fill("runs", new
            {
                runs = results.Runs.Count,
                run = prose[results.Runs.Count == 1 ? "run" : "runs-plural"],
                started = string.Join(", ", results.Runs.Select(run => run.Environment.StartedUtc.ToString("yyyy-MM-dd HH:mm", CultureInfo.InvariantCulture))),
            }),
        ];
        return string.Join('\n', lines) + "\n";
    }

    /// <summary>
    /// One question as a table: each benchmark with its parameters, then, as a median and spread over the runs, its median
    /// time, its allocation and completed work items, and BenchmarkDotNet's warnings. No ratio: the rows ran one after
    /// another, each in its own process. How to read the columns is the chapter's prose.
    /// </summary>
    private static string Table(BeyondResults results, string benchmarkClass)
    {
        var runs = results.Class(benchmarkClass);
        var hasParameters = runs[0].Benchmarks.Any(b => b.Parameters.Length > 0);
        List<string> headers = ["Method"];
        if (hasParameters)
        {
            headers.Add("Parameters");
        }

        headers.AddRange(["Median", "Allocated", "Work items/op", "BenchmarkDotNet warns"]);
        var table = new MarkdownTable([.. headers]).AlignRight(^4..^1);
        string? previousMethod = null;

        // Grouped by method: BenchmarkDotNet's log names a method without its parameters, so its warnings are given
        // once, on the method's first row.
        foreach (var benchmark in runs[0].Benchmarks.GroupBy(b => b.Method).SelectMany(method => method))
        {
            var each = runs.Select(run => run.Benchmarks.Single(b => b.Method == benchmark.Method && b.Parameters == benchmark.Parameters)).ToList();
            var measured = each.Where(b => b.WasMeasured).ToList();
            List<string> cells = [benchmark.IsBaseline ? $"{benchmark.Method} (baseline)" : benchmark.Method];
            if (hasParameters)
            {
                cells.Add(benchmark.Parameters);
            }

            cells.AddRange([
                Over(measured, b => b.MedianNanoseconds, BenchmarkFormat.Time) + Failed(each.Count - measured.Count),
                Over(measured, b => b.AllocatedBytesPerOperation, b => BenchmarkFormat.Bytes(b)),
                Over(measured, b => b.Metric(BenchmarkResult.CompletedWorkItemsMetric), c => BenchmarkFormat.Count(c)),
                benchmark.Method == previousMethod ? "" : BenchmarkRunWarnings.Cell([.. results.Runs.Select(run => run.Warnings.For(benchmark.Type, benchmark.Method))]),
            ]);
            table.AddRow([.. cells]);
            previousMethod = benchmark.Method;
        }

        return $"{table}\n";
    }

    /// <summary>A figure over the runs that measured it; NA when one of them lacks it.</summary>
    private static string Over(List<BenchmarkResult> measured, Func<BenchmarkResult, double?> figure, Func<double, string> format)
    {
        var values = measured.Select(figure).ToList();
        return values.Count == 0 || values.Any(v => v is null) ? "NA" : FigureRange.Of(values.Select(v => v!.Value), format);
    }

    private static string Failed(int runs) => runs == 0 ? "" : $" ({runs} failed)";
}
