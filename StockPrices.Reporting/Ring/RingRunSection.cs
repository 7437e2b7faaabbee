using System.Globalization;
using System.Text;
using StockPrices.Reporting.Docs;

namespace StockPrices.Reporting.Ring;

/// <summary>
/// A ring run of one or a few (n, m) cells (the headline n=300 m=10,000, or the small ring the process
/// ring fits in): the results table, the fastest .NET ring against Erlang measured in the same run, and
/// where and how it was measured.
/// </summary>
public sealed class RingRunSection(string id, string stem, string command) : IDocsSection
{
    public string Id => id;

    public string Render(DocsContext context)
    {
        var reports = RingResults.Load(context, stem);
        if (reports.Count == 0)
        {
            return RingResults.NoResults(command);
        }

        var text = new StringBuilder();
        foreach (var (folder, report) in reports)
        {
            var environment = report.Environment;
            text.Append(CultureInfo.InvariantCulture, $"**{folder}**: {environment.Runtime}, {environment.OperatingSystem}, {environment.Processor} ({environment.ProcessorCount} cores); ")
                .Append(CultureInfo.InvariantCulture, $"Erlang: {report.Parameters.GetValueOrDefault("erlang", "absent")}; Python: {report.Parameters.GetValueOrDefault("python", "absent")}; ")
                .Append(CultureInfo.InvariantCulture, $"median of {report.Parameters["repeat"]} run(s) per cell; {RingResults.LoadRange(report)}; measured {report.StartedUtc:yyyy-MM-dd} with `{RingResults.CommandOf(report, command)}`.\n\n")
                .Append(RingTable.Build(report.Rows))
                .Append('\n');
            foreach (var cell in report.Rows.GroupBy(r => (r.Labels[RingReportKeys.Nodes], r.Labels[RingReportKeys.Messages])))
            {
                var overall = RingResults.FastestDotNetAndErlang(cell, concurrentOnly: false)?.FastestDotNet;
                foreach (var concurrentOnly in new[] { false, true })
                {
                    // The second line only when a single-thread ring was the fastest overall.
                    if (RingResults.FastestDotNetAndErlang(cell, concurrentOnly) is var (dotNet, erlang)
                        && (!concurrentOnly || dotNet != overall))
                    {
                        var which = concurrentOnly ? "the fastest .NET ring whose nodes run concurrently" : "the fastest .NET ring";
                        text.Append(CultureInfo.InvariantCulture, $"- n={RingTable.Count(cell.Key.Item1)}, m={RingTable.Count(cell.Key.Item2)}: {which}, `{dotNet.Variant}`, takes {RingTable.NanosecondsPerHop(dotNet)} ns per hop against {RingTable.NanosecondsPerHop(erlang)} for Erlang's fastest row in the same run: ")
                            .Append(CultureInfo.InvariantCulture, $"{RingResults.VersusErlang(erlang, dotNet)}.\n");
                    }
                }
            }

            text.Append('\n');
        }

        return text.ToString();
    }
}
