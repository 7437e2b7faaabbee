using System.Globalization;
using StockPrices.Reporting.BenchmarkResults;
using StockPrices.Reporting.Docs;
using StockPrices.Results.Quiet;

namespace StockPrices.Reporting.Article;

/// <summary>
/// How the committed runs were made (environment, arguments, wall time, load) and which benchmarks BenchmarkDotNet
/// stopped at its iteration cap, before its precision target was met.
/// </summary>
public sealed class ArticleRunSection : IDocsSection
{
    /// <summary>
    /// BenchmarkDotNet's default stopping rule (EngineActualStage): at least 15 iterations, then stop once the half-width
    /// of the 99.9% confidence interval of the mean (upper outliers removed) is under 2% of the mean, or at the
    /// iteration cap, 100 unless the run's <c>--minIterationCount</c> / <c>--maxIterationCount</c> say otherwise.
    /// </summary>
    public const double PrecisionTarget = 0.02;

    public const int DefaultMinIterations = 15;

    public const int DefaultMaxIterations = 100;

    public string Id => "article-run";

    public string Render(DocsContext context)
    {
        var runs = ArticleResults.LoadAllRuns(context);
        var results = runs[0];
        var run = results.Environment;
        var (min, max) = (Argument(run, "--minIterationCount") ?? DefaultMinIterations, Argument(run, "--maxIterationCount") ?? DefaultMaxIterations);
        var host = results.Summaries.First();
        var prose = Prose.Of("article");
        var lines = new List<string>
        {
            run.Described(host.RuntimeVersion),
            prose.Fill("run.stopping-rule", new
            {
                cap = max == DefaultMaxIterations ? "" : prose.Fill("run.cap-changed", new { max, @default = DefaultMaxIterations }),
                min,
                target = BenchmarkFormat.Percent(PrecisionTarget),
                max,
            }),
        };
        if (results.Summaries.SelectMany(summary => summary.Benchmarks).Where(b => b.Launches > 1).ToList() is { Count: > 0 } launched)
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
            var benchmarks = runs[i].Summaries.SelectMany(s => s.Benchmarks).ToList();
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
    public static string When(ArticleResults results, int benchmarks)
    {
        ArgumentNullException.ThrowIfNull(results);
        var run = results.Environment;
        return Prose.Of("article").Fill("run.when", new
        {
            started = run.StartedUtc.ToString("yyyy-MM-dd HH:mm", CultureInfo.InvariantCulture),
            wall = run.WallTime.ToString(@"m\:ss", CultureInfo.InvariantCulture),
            benchmarks,
            quietness = run.Quietness(results.QuietMachine),
        });
    }
}
