using System.Globalization;
using StockPrices.Reporting.BenchmarkResults;
using StockPrices.Reporting.Charts;
using StockPrices.Reporting.Comparison;
using StockPrices.Reporting.Docs;
using StockPrices.Reporting.Figures;
using StockPrices.Results;
using StockPrices.Results.Quiet;

namespace StockPrices.Reporting.Article;

/// <summary>The generated regions of docs/article.md.</summary>
public static class ArticleDocs
{
    /// <summary>
    /// BenchmarkDotNet's default stopping rule (EngineActualStage): at least 15 iterations, then stop once the half-width
    /// of the 99.9% confidence interval of the mean (upper outliers removed) is under 2% of the mean, or at the
    /// iteration cap, 100 unless the run's <c>--minIterationCount</c> / <c>--maxIterationCount</c> say otherwise.
    /// </summary>
    private const double PrecisionTarget = 0.02;

    private const int DefaultMinIterations = 15;

    private const int DefaultMaxIterations = 100;

    /// <summary>A sync body faster than this in any run is within BenchmarkDotNet's empty-loop overhead: no ratio over it means anything.</summary>
    private const int MeasurableNanoseconds = 1;

    /// <summary>How far "about X" may be from X and still hold: a third of X either way.</summary>
    private const double AboutTolerance = 1.0 / 3;

    /// <summary>The variants the chart shows: those that answer the chapter's questions, Table 3 and the beyond-the-article variants.</summary>
    private static readonly (string Class, string[] Categories)[] ChartVariants =
    [
        (ArticleFigures.Table3Class, [StockPriceVariants.Sync, BenchmarkShape.CompletesSynchronously]),
        (ArticleFigures.Table3Class, [StockPriceVariants.Task, BenchmarkShape.CompletesSynchronously]),
        (ArticleFigures.Table3Class, [StockPriceVariants.ValueTask, BenchmarkShape.CompletesSynchronously]),
        (ArticleFigures.OptimizedClass, [StockPriceVariants.ValueTaskOptimized]),
        (ArticleFigures.OptimizedClass, [StockPriceVariants.ValueTaskCapturingLocalFunction]),
        (ArticleFigures.OptimizedClass, [StockPriceVariants.ValueTaskStaticLocalFunction]),
        (ArticleFigures.Table3Class, [StockPriceVariants.Sync, BenchmarkShape.CallerBlocks]),
        (ArticleFigures.Table3Class, [StockPriceVariants.Task, BenchmarkShape.CallerBlocks]),
        (ArticleFigures.Table3Class, [StockPriceVariants.ValueTask, BenchmarkShape.CallerBlocks]),
        (ArticleFigures.PooledClass, [StockPriceVariants.PooledValueTask, BenchmarkShape.CallerBlocks]),
        (ArticleFigures.PooledClass, [StockPriceVariants.Task, BenchmarkShape.AsyncAllTheWay]),
        (ArticleFigures.PooledClass, [StockPriceVariants.ValueTask, BenchmarkShape.AsyncAllTheWay]),
        (ArticleFigures.PooledClass, [StockPriceVariants.PooledValueTask, BenchmarkShape.AsyncAllTheWay]),
    ];

    public static IReadOnlyList<DocsSection> All { get; } =
    [
        new("article-run", Run),
        new("article-check", Check),
        new("article-table1", context => Table(context, ArticleFigures.Table1Class, "table1")),
        new("article-table2", context => Table(context, ArticleFigures.Table2Class, "table2")),
        new("article-table3", context => Table(context, ArticleFigures.Table3Class, "table3")),
        new("article-optimized", context => Table(context, ArticleFigures.OptimizedClass)),
        new("article-pooled", context => Table(context, ArticleFigures.PooledClass)),
        new("article-configureawait", context => Table(context, "ConfigureAwaitFalseOnYieldPath")),
        new("article-forceyielding", context => Table(context, "ForceYieldingVsTaskYield")),
        new("article-sync-completion", SyncCompletion),
        new("article-claims", Claims),
        new("article-chart", Chart),
    ];

    /// <summary>
    /// How the committed runs were made (environment, arguments, wall time, load) and which benchmarks BenchmarkDotNet
    /// stopped at its iteration cap, before its precision target was met.
    /// </summary>
    private static string Run(DocsContext context)
    {
        var runs = ArticleResults.LoadAllRuns(context);
        var results = runs[0];
        var run = results.Environment;
        var (min, max) = (Argument(run, "--minIterationCount") ?? DefaultMinIterations, Argument(run, "--maxIterationCount") ?? DefaultMaxIterations);
        var summaries = results.Summaries.Values.OrderBy(s => s.Title, StringComparer.Ordinal).ToList();
        var prose = Prose.Of("article");
        var lines = new List<string>
        {
            run.Described(summaries[0].RuntimeVersion),
            prose.Fill("run.stopping-rule", new
            {
                cap = max == DefaultMaxIterations ? "" : prose.Fill("run.cap-changed", new { max, @default = DefaultMaxIterations }),
                min,
                target = BenchmarkFormat.Percent(PrecisionTarget),
                max,
            }),
        };
        if (summaries.SelectMany(summary => summary.Benchmarks).Where(b => b.Launches > 1).ToList() is { Count: > 0 } launched)
        {
            lines.Add(prose.Fill("run.launches", new
            {
                classes = string.Join(", ", launched.Select(b => $"`{b.Type}`").Distinct()),
                launches = launched.Max(b => b.Launches),
                cap = launched.Max(b => b.MaxIterationCount ?? max),
            }));
        }

        lines.Add(prose.Fill("run.runs", new { runs = runs.Count }));
        var table = new MarkdownTable("Run", "Started (UTC)", "Took (m:ss)", "Benchmarks", "Stopped at the cap", "Their largest ± SE").AlignRight(2..);
        for (var i = 0; i < runs.Count; i++)
        {
            var benchmarks = runs[i].Summaries.Values.SelectMany(s => s.Benchmarks).ToList();
            var capped = benchmarks.Where(b => b.ActualIterations >= (b.MaxIterationCount ?? max)).ToList();
            table.AddRow(
                (i + 1).ToString(CultureInfo.InvariantCulture),
                runs[i].Environment.StartedUtc.ToString("yyyy-MM-dd HH:mm", CultureInfo.InvariantCulture),
                runs[i].Environment.WallTime.ToString(@"m\:ss", CultureInfo.InvariantCulture),
                benchmarks.Count.ToString(CultureInfo.InvariantCulture),
                capped.Count.ToString(CultureInfo.InvariantCulture),
                capped.Count == 0 ? "–" : BenchmarkFormat.Percent(capped.Max(b => b.RelativeStandardError)));
        }

        return string.Join('\n', lines) + "\n\n" + table;
    }

    /// <summary>The number after <paramref name="option"/> in the run's recorded arguments, if it was given.</summary>
    private static int? Argument(BenchmarkRunEnvironment run, string option)
    {
        var at = Array.FindIndex([.. run.Arguments], a => a.Equals(option, StringComparison.OrdinalIgnoreCase));
        return at >= 0 && at + 1 < run.Arguments.Count && int.TryParse(run.Arguments[at + 1], NumberStyles.Integer, CultureInfo.InvariantCulture, out var value) ? value : null;
    }

    /// <summary>"started 2026-11-23 13:23 UTC, 8:16 (m:ss) for 49 benchmarks; quiet-machine gate: ..." (<see cref="QuietMachineText"/>).</summary>
    private static string When(BenchmarkRun results, int benchmarks)
    {
        var run = results.Environment;
        return Prose.Of("article").Fill("run.when", new
        {
            started = run.StartedUtc.ToString("yyyy-MM-dd HH:mm", CultureInfo.InvariantCulture),
            wall = run.WallTime.ToString(@"m\:ss", CultureInfo.InvariantCulture),
            benchmarks,
            quietness = run.Quietness(results.QuietMachine),
        });
    }

    /// <summary>
    /// Where the check run (<c>--save-check</c>, one more independent run kept out of the ranges) lands in the ranges of
    /// the committed runs, benchmark by benchmark, as <c>compare</c> with several <c>--base</c> runs reports it.
    /// </summary>
    private static string Check(DocsContext context)
    {
        var prose = Prose.Of("article");
        if (context.Results.Check(BenchmarkRun.CommittedEnvironment, ResultsScenarios.Article, folder: true) is not { } folder)
        {
            return prose["check.none"] + "\n";
        }

        var checkRun = BenchmarkRun.Load(folder);
        var runs = BenchmarkRun.CommittedFolders(context.Results, ResultsScenarios.Article);
        var checks = ResultsComparer.CheckRanges([.. runs.Select(run => new ComparedRun("--base", run))], new ComparedRun("--diff", folder));
        var far = checks.Where(c => !c.Median.IsClose).OrderByDescending(c => Math.Abs(c.Median.Outside)).ToList();
        var closeShare = RangePlacement.Percent(RangePlacement.CloseShare);
        var lines = new List<string>
        {
            prose.Fill("check.run", new { when = When(checkRun, checks.Count), folder = Path.GetRelativePath(context.DocsFolder, folder).Replace('\\', '/') }),
            prose.Fill("check.medians", new { medians = checks.Count, inside = checks.Count(c => c.Median.IsInside), runs = runs.Count, close = checks.Count(c => c.Median.IsClose), closeShare, bytesInside = checks.Count(c => c.BytesInside) }),
        };
        lines.AddRange(far.Select(c => prose.Fill("check.far", new { benchmark = ShortId(c), median = BenchmarkFormat.Time(c.Run.MedianNanoseconds), min = BenchmarkFormat.Time(c.MinMedian), max = BenchmarkFormat.Time(c.MaxMedian), where = c.Median.Where })));
        var suspending = checks.Where(c => c.Run.Categories.Contains(BenchmarkShape.AsyncAllTheWay) || c.Run.Categories.Contains(BenchmarkShape.CallerBlocks)).ToList();
        var offMedian = suspending.Where(c => Math.Abs(c.OffCommittedMedian) > RangePlacement.CloseShare).ToList();
        lines.Add(prose.Fill("check.suspending", new { suspending = suspending.Count, near = suspending.Count - offMedian.Count, closeShare, end = offMedian.Count == 0 ? "." : prose["check.these-do-not"] }));
        lines.AddRange(offMedian.Select(c => prose.Fill("check.off-median", new { benchmark = ShortId(c), median = BenchmarkFormat.Time(c.Run.MedianNanoseconds), published = BenchmarkFormat.Time(c.CommittedMedian), off = (c.OffCommittedMedian > 0 ? "+" : "") + RangePlacement.Percent(c.OffCommittedMedian) })));
        if (Expected(prose, suspending, closeShare) is { } expected)
        {
            lines.Add(expected);
        }

        return string.Join('\n', lines) + "\n";
    }

    /// <summary>
    /// How many of the suspending rows one run should be expected to keep near the published median, from runs drawn out
    /// of the committed runs' own processes; null when the committed reports hold no iterations to draw.
    /// </summary>
    private static string? Expected(Prose prose, IReadOnlyList<RangeCheck> suspending, string closeShare)
    {
        var drawn = suspending.Select(c => (Check: c, Within: c.DrawnRunsWithin(RangePlacement.CloseShare))).ToList();
        if (drawn.Count == 0 || drawn.Any(d => d.Within is null))
        {
            return null;
        }

        var least = drawn.MinBy(d => d.Within!.Value);
        var processes = suspending.Select(c => c.CommittedProcesses.Count).ToList();
        return prose.Fill("check.expected", new
        {
            launches = string.Join(" or ", suspending.Select(c => c.Run.Launches).Distinct().Order()),
            processes = processes.Min() == processes.Max() ? $"{processes.Min()}" : $"{processes.Min()}–{processes.Max()}",
            all = RangePlacement.Percent(drawn.Aggregate(1.0, (all, d) => all * d.Within!.Value)),
            suspending = suspending.Count,
            closeShare,
            misses = drawn.Sum(d => 1 - d.Within!.Value).ToString("0.0", CultureInfo.InvariantCulture),
            least = ShortId(least.Check),
            leastWithin = RangePlacement.Percent(least.Within!.Value),
        });
    }

    /// <summary>A benchmark's class and method, without its namespace.</summary>
    private static string ShortId(RangeCheck check) => string.Join('.', check.Id.Split('.')[^2..]);

    /// <summary>
    /// One benchmark class over every committed run as a table: how each row calls its variant (its shape), the median of
    /// the runs' medians, how far the slowest run's median lies above the fastest's, the ratio of the row's median to the
    /// baseline's, allocation and completed work items where measured (medians over the runs), and BenchmarkDotNet's
    /// warnings with the runs that gave them; with the article's Mean, Scaled and Allocated beside each row when the class
    /// re-measures one of its tables (<paramref name="publishedTableId"/>).
    /// </summary>
    public static string Table(DocsContext context, string benchmarkClass, string? publishedTableId = null)
    {
        var runs = ArticleResults.LoadAllRuns(context);
        var classes = runs.Select(run => ArticleResults.Class(run, benchmarkClass)).ToList();
        var published = publishedTableId is null ? null : ArticleResults.Published(context).Table(publishedTableId);
        var benchmarks = classes[0].Benchmarks;
        var hasWorkItems = benchmarks.Any(b => b.Metric(BenchmarkResult.CompletedWorkItemsMetric) is not null);
        var hasShapes = benchmarks.Any(b => Shape(b) is not null);
        var baseline = classes[0].Baseline is { } b0 ? MedianOf(b0.Method, r => r.MedianNanoseconds) : null;

        double? MedianOf(string method, Func<BenchmarkResult, double?> value) =>
            classes.Select(c => value(c[method])).ToList() is var values && values.All(v => v is not null)
                ? Median.Of(values.Select(v => v!.Value))
                : null;

        List<string> headers = ["Method"];
        if (published is not null)
        {
            headers.AddRange(["Article Mean", "Article Scaled", "Article Allocated"]);
        }

        if (hasShapes)
        {
            headers.Add("Shape");
        }

        headers.AddRange(["Median", "Highest over lowest", "Ratio", "Allocated"]);
        if (hasWorkItems)
        {
            headers.Add("Work items/op");
        }

        headers.Add("BenchmarkDotNet warns");
        var right = headers.Skip(1).Where(h => h is not "Shape" and not "BenchmarkDotNet warns").ToArray();
        var table = new MarkdownTable([.. headers]).AlignRight(right);
        foreach (var benchmark in benchmarks)
        {
            List<string> cells = [benchmark.IsBaseline ? $"{benchmark.Method} (baseline)" : benchmark.Method];
            if (published is not null)
            {
                var row = published.Find(benchmark.Method);
                cells.AddRange(row is null
                    ? ["–", "–", "–"]
                    : [row.Mean.Replace("us", "µs", StringComparison.Ordinal), BenchmarkFormat.Ratio(row.Scaled), BenchmarkFormat.Bytes(row.AllocatedBytes)]);
            }

            if (hasShapes)
            {
                cells.Add(Shape(benchmark) ?? "–");
            }

            var medians = classes.Select(c => c[benchmark.Method].MedianNanoseconds).ToList();
            var median = Median.Of(medians);
            cells.AddRange([
                BenchmarkFormat.Time(median),
                medians.Min() > 0 ? "+" + BenchmarkFormat.Percent(medians.Max() / medians.Min() - 1) : "–",
                BenchmarkFormat.Ratio(baseline is > 0 ? median / baseline.Value : double.NaN),
                BenchmarkFormat.Bytes(MedianOf(benchmark.Method, r => r.AllocatedBytesPerOperation)),
            ]);
            if (hasWorkItems)
            {
                cells.Add(BenchmarkFormat.Count(MedianOf(benchmark.Method, r => r.Metric(BenchmarkResult.CompletedWorkItemsMetric))));
            }

            cells.Add(BenchmarkRunWarnings.Cell([.. runs.Select(run => run.Warnings.For(benchmark.Type, benchmark.Method))]));
            table.AddRow([.. cells]);
        }

        return table.ToString();
    }

    /// <summary>How a row calls its variant, from its <see cref="BenchmarkShape"/> categories; null when it carries none.</summary>
    private static string? Shape(BenchmarkResult benchmark) =>
        benchmark.Categories.Contains(BenchmarkShape.SingleThreadContext) ? "single-thread context"
        : benchmark.Categories.Contains(BenchmarkShape.AsyncAllTheWay) ? "async all the way"
        : benchmark.Categories.Contains(BenchmarkShape.CallerBlocks) ? "caller blocks"
        : benchmark.Categories.Contains(BenchmarkShape.CompletesSynchronously) ? "completes synchronously"
        : benchmark.Categories.Contains(SyncCompletionBody.Async) ? "async, completes synchronously"
        : benchmark.Categories.Contains(SyncCompletionBody.Sync) ? "sync"
        : null;

    /// <summary>
    /// SyncCompletionCost taken apart: for each body, what the async method adds over the sync one in ns per call and
    /// as a ratio, min–max over every committed run, with BenchmarkDotNet's warnings for both methods.
    /// </summary>
    private static string SyncCompletion(DocsContext context)
    {
        var runs = ArticleResults.LoadAllRuns(context);
        string Range(Func<ArticleFigures, double> figure, Func<double, string> format, string unit = "") =>
            FigureRange.Of(ArticleFigures.Each(context, figure), format, unit);
        var table = new MarkdownTable("Body", "Sync", "Async", "Async adds per call", "Async / sync", "Async allocates", "BenchmarkDotNet warns")
            .AlignRight(1..^1);
        var prose = Prose.Of("article");
        foreach (var body in SyncCompletionBody.Bodies)
        {
            table.AddRow(
                prose["sync-completion." + body], // each body's description, e.g. "sync-completion.body:return-field"
                Range(f => f.SyncCompletionPair(body).Sync.MeanNanoseconds, BenchmarkFormat.Time),
                Range(f => f.SyncCompletionPair(body).Async.MeanNanoseconds, BenchmarkFormat.Time),
                Range(f => f.AsyncAddsNanoseconds(body), BenchmarkFormat.Time),
                ArticleFigures.Each(context, f => f.SyncCompletionPair(body).Sync.MeanNanoseconds).Min() < MeasurableNanoseconds
                    ? prose.Fill("sync-completion.unmeasurable", new { ns = MeasurableNanoseconds })
                    : Range(f => f.AsyncOverSync(body), BenchmarkFormat.Ratio, "×"),
                Range(f => f.AsyncBytes(body), v => BenchmarkFormat.Bytes(v)),
                BenchmarkRunWarnings.Cell([.. runs.Select(run => SyncCompletionWarnings(run, body))]));
        }

        return $"{table}\n{prose.Fill("sync-completion.legend", new { over = FigureRange.Over(runs.Count) })}\n";
    }

    /// <summary>One run's warnings for a body's two methods, each named by its side.</summary>
    private static IReadOnlyList<string> SyncCompletionWarnings(BenchmarkRun run, string body)
    {
        var (syncRow, asyncRow) = new ArticleFigures(run).SyncCompletionPair(body);
        return [
            .. run.Warnings.For(syncRow.Type, syncRow.Method).Select(warning => $"sync: {warning}"),
            .. run.Warnings.For(asyncRow.Type, asyncRow.Method).Select(warning => $"async: {warning}"),
        ];
    }

    /// <summary>
    /// The article's numeric claims beside what the committed runs measure, with a verdict taken in every run. A claim of
    /// "about X" holds when the measurement is within a third of X either way; a byte count holds when it is equal.
    /// </summary>
    private static string Claims(DocsContext context)
    {
        var runs = ArticleResults.LoadAllRuns(context).Count;
        var published = ArticleResults.Published(context);
        var claim = published.Claim;
        var prose = Prose.Of("article");
        // What each claim is measured as is the sentence "claims.{id}".
        (PublishedClaim Claim, string Article, string Here, string MeasuredAs, string Verdict) Row(
            string id, Func<double, string> format, Func<ArticleFigures, double> measured, Func<double, double, bool> holds)
        {
            var claimed = claim(id).Value;
            var values = ArticleFigures.Each(context, measured);
            var held = values.Count(value => holds(value, claimed));
            var verdict = held == values.Count ? prose["claims.holds"] : held == 0 ? prose["claims.no-longer-holds"] : prose.Fill("claims.holds-in", new { held, runs = values.Count });
            return (claim(id), format(claimed), FigureRange.Of(values, format), prose["claims." + id], verdict);
        }

        (PublishedClaim Claim, string Article, string Here, string MeasuredAs, string Verdict)[] rows =
        [
            Row("sync-completion-time", Slower, f => f.AsyncTaskVsPureSync - 1, About),
            Row("sync-completion-bytes", v => BenchmarkFormat.Bytes(v), f => f.AsyncTaskBytes, Exactly),
            Row("valuetask-removes-allocation", v => BenchmarkFormat.Bytes(v), f => f.ValueTaskBytes, Exactly),
            Row("await-time", BenchmarkFormat.Time, f => f.AwaitNanoseconds, About),
            Row("await-bytes", v => BenchmarkFormat.Bytes(v), f => f.AwaitBytes, About),
        ];

        var table = new MarkdownTable("The article says", "Article", "Here", "Measured as", "Verdict").AlignRight(1..3);
        foreach (var row in rows)
        {
            table.AddRow(Quote(row.Claim), row.Article, row.Here, row.MeasuredAs, row.Verdict);
        }

        return $"{table}\n{prose.Fill("claims.legend", new { over = FigureRange.Over(runs) })}\n";
    }

    private static string Quote(PublishedClaim claim)
    {
        var text = claim.Quote.Replace("<", "&lt;", StringComparison.Ordinal).Replace(">", "&gt;", StringComparison.Ordinal).Replace("|", "\\|", StringComparison.Ordinal);
        return claim.Verbatim ? $"\"{text}\"" : Prose.Of("article").Fill("claims.paraphrased", new { text });
    }

    private static string Slower(double fraction) =>
        fraction >= 0 ? Prose.Of("article").Fill("claims.slower", new { percent = BenchmarkFormat.Percent(fraction) })
            : Prose.Of("article").Fill("claims.faster", new { percent = BenchmarkFormat.Percent(-fraction) });

    /// <summary>Whether a claim of "about <paramref name="claimed"/>" holds: within <see cref="AboutTolerance"/>.</summary>
    private static bool About(double measured, double claimed) => Math.Abs(measured - claimed) <= Math.Abs(claimed) * AboutTolerance;

    /// <summary>Whether an exact claim, such as a byte count, holds; compared at the precision the table shows.</summary>
    private static bool Exactly(double measured, double claimed) => Math.Round(measured) == claimed;

    /// <summary>
    /// Two charts of the variants that answer the chapter's questions, Table 3 and the beyond-the-article variants: mean
    /// time (log scale) and allocated bytes per call, this run beside the article where it has a figure.
    /// </summary>
    private static string Chart(DocsContext context)
    {
        var results = ArticleResults.LoadAllRuns(context)[0];
        var article = ArticleResults.Published(context).Table("table3");
        var measured = ChartVariants.Select(v => ArticleResults.Class(results, v.Class).Row(v.Categories)).ToList();
        var ours = $"this run ({results.Environment.Environment.Runtime})";
        const string Theirs = "the article (2018)";

        var time = new SvgBarChart("Mean time per call", "ns per call (log scale)") { Logarithmic = true }
            .AddSeries(ours, measured.Select(m => (m.Method, m.MeanNanoseconds)))
            .AddSeries(Theirs, measured.Select(m => article.Find(m.Method)).OfType<PublishedRow>().Select(r => (r.Method, r.MeanNanoseconds)));
        var allocated = new SvgBarChart("Allocated per call", "bytes per call")
            .AddSeries(ours, measured.Select(m => (m.Method, m.AllocatedBytesPerOperation ?? 0)))
            .AddSeries(Theirs, measured.Select(m => article.Find(m.Method)).OfType<PublishedRow>().Select(r => (r.Method, r.AllocatedBytes)));

        return Prose.Of("article").Fill("chart.images", new
        {
            time = context.AddFile("docs/charts/article-time.svg", time.Render()),
            allocated = context.AddFile("docs/charts/article-allocated.svg", allocated.Render()),
        }) + "\n";
    }
}
