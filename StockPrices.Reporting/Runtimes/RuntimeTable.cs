using System.Globalization;
using StockPrices.Reporting.BenchmarkResults;
using StockPrices.Reporting.Docs;
using StockPrices.Reporting.Figures;
using StockPrices.Results;

namespace StockPrices.Reporting.Runtimes;

/// <summary>
/// A table with one row per benchmark and one column per runtime: what the three runtime sections of docs/runtimes.md
/// share.
/// </summary>
internal static class RuntimeTable
{
    public const string ProbeClass = "TaskResultCaching";

    /// <summary>The <c>runtimes</c> job of the installed .NET 10, the baseline the other runtimes' ratios are taken against.</summary>
    public const string DotNet10 = ".NET 10.0";

    /// <summary>The cell of a runtime the class was not run on.</summary>
    public const string NotMeasured = "–";

    /// <param name="shareAlikeColumns">
    /// Runtimes whose cells agree in every row share one column, headed by their names: a table whose runtimes all answer
    /// alike shows one column, not five copies of it.
    /// </param>
    public static string Render(
        RuntimeComparisonResults results,
        IEnumerable<string> benchmarkClasses,
        Func<RuntimeMeasurement, RuntimeMeasurement?, string> cell,
        Func<string, string, bool>? include = null,
        bool shareAlikeColumns = false)
    {
        var rows = benchmarkClasses
            .SelectMany(benchmarkClass => results.Methods(benchmarkClass).Where(method => include?.Invoke(benchmarkClass, method) ?? true).Select(method => (Class: benchmarkClass, Method: method)))
            .ToList();

        // A runtime none of this table's rows ran on gets no column.
        var runtimes = results.Runtimes.Where(runtime => rows.Any(row => results.Find(row.Class, row.Method, runtime) is not null)).ToList();
        if (runtimes.Count == 0)
        {
            return Prose.Of("runtimes").Fill("no-results", new { command = RunRecorder.CommandPrefix + "runtimes --save" }) + "\n";
        }

        // The leftmost runtime measured (.NET 8 wherever it ran): the runtimes of one class come from one run.
        var baselines = rows.Select(row => runtimes.Select(runtime => results.Find(row.Class, row.Method, runtime)).FirstOrDefault(m => m is not null)).ToList();
        var columns = runtimes.Select(runtime => (Header: runtime, Cells: rows.Select((row, i) =>
            results.Find(row.Class, row.Method, runtime) is { } measurement ? cell(measurement, baselines[i]) : NotMeasured).ToList())).ToList();
        if (shareAlikeColumns)
        {
            columns = columns.GroupBy(column => string.Join('\n', column.Cells), StringComparer.Ordinal)
                .Select(alike => (Header: string.Join(", ", alike.Select(column => column.Header)), alike.First().Cells)).ToList();
        }

        List<string> headers = ["Benchmark", .. columns.Select(column => column.Header)];
        var table = new MarkdownTable([.. headers]).AlignRight([.. headers.Skip(1)]);
        for (var i = 0; i < rows.Count; i++)
        {
            table.AddRow([$"{rows[i].Class}.{rows[i].Method}", .. columns.Select(column => column.Cells[i])]);
        }

        return table.ToString();
    }

    /// <summary>
    /// The benchmark classes measured across runtimes that have no table of their own: everything but the caching probes,
    /// <see cref="RuntimesDocs.WinsAndLosesClass"/> and <see cref="RuntimesDocs.MachineryClass"/>.
    /// </summary>
    public static IEnumerable<string> SharedTableClasses(RuntimeComparisonResults results) =>
        results.Measurements.Select(m => m.BenchmarkClass).Distinct()
            .Where(c => c is not ProbeClass and not RuntimesDocs.WinsAndLosesClass and not RuntimesDocs.MachineryClass).Order(StringComparer.Ordinal);

    public static string Bytes(double? bytes) =>
        bytes is { } value ? string.Create(CultureInfo.InvariantCulture, $"{value:0} B") : "n/a";

    /// <summary>BenchmarkDotNet's style: ns below a microsecond, us above.</summary>
    public static string Time(double nanoseconds) =>
        nanoseconds < 1000
            ? string.Create(CultureInfo.InvariantCulture, $"{nanoseconds:0.00} ns")
            : string.Create(CultureInfo.InvariantCulture, $"{nanoseconds / 1000:0.000} us");

    /// <summary>
    /// The baseline runtime's median time per call over the runs, with their spread when they differ; any other runtime's
    /// time over the baseline's, the median of the ratios taken within each run: "48.20 ns ±1.2%", "0.93× ±2.0%". A ratio
    /// taken within each run need not equal the quotient of two medians, so the table prints one or the other.
    /// </summary>
    public static string TimeOrRatio(RuntimeMeasurement measurement, RuntimeMeasurement? baseline)
    {
        ArgumentNullException.ThrowIfNull(baseline);
        return ReferenceEquals(measurement, baseline)
            ? FigureRange.Of(measurement.RunMedianNanoseconds, Time)
            : FigureRange.Of(measurement.RatiosTo(baseline), BenchmarkFormat.Ratio, "×");
    }
}
