using System.Globalization;
using System.Text;
using StockPrices.Reporting.Docs;

namespace StockPrices.Reporting.Pipelines;

/// <summary>docs/pipelines.md: the real-file run (disk, Brotli, paced loopback client) per variant.</summary>
public sealed class PipelinesFileSection : IDocsSection
{
    public string Id => "pipelines.file";

    public string Render(DocsContext context)
    {
        ArgumentNullException.ThrowIfNull(context);
        var reports = PipelinesResults.Load(context, PipelinesResults.FileStem);
        if (reports.Count == 0)
        {
            return PipelinesResults.Missing(PipelinesResults.FileStem, "pipelines --file 256MB");
        }

        var text = new StringBuilder();
        foreach (var (folder, report) in reports)
        {
            string[] headers = ["Variant", "Measured (s)", "Limit (s)", "Measured/Limit", "Input MB/s", "Peak working set (MB)", "Growth during run (MB)", "Output"];
            var table = new MarkdownTable(headers).AlignRight(headers[1..^1]);
            foreach (var row in report.Rows)
            {
                var m = row.Metrics;
                table.AddRow(
                    row.Variant,
                    Seconds(m[PipelinesReportKeys.MeasuredMs]),
                    Seconds(m[PipelinesReportKeys.LimitMs]),
                    PipelinesResults.Ratio(m[PipelinesReportKeys.MeasuredOverLimit]),
                    m[PipelinesReportKeys.InputMegabytesPerSecond].ToString("0.0", CultureInfo.InvariantCulture),
                    Megabytes(m[PipelinesReportKeys.PeakWorkingSetBytes]),
                    Megabytes(m[PipelinesReportKeys.PeakWorkingSetBytes] - m[PipelinesReportKeys.WorkingSetBeforeBytes]),
                    row.Labels["output"]);
            }

            text.Append(PipelinesResults.Environment(folder, report)).Append('\n').Append(table);
        }

        return text.ToString();
    }

    private static string Seconds(double milliseconds) => (milliseconds / 1000).ToString("0.00", CultureInfo.InvariantCulture);

    private static string Megabytes(double bytes) => (bytes / 1e6).ToString("0", CultureInfo.InvariantCulture);
}
