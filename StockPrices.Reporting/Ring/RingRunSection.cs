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

        var prose = Prose.Of("ring");
        var text = new StringBuilder();
        foreach (var (folder, report) in reports)
        {
            var environment = report.Environment;
            text.Append(prose.Fill("run.caption", new
            {
                folder,
                runtime = environment.Runtime,
                os = environment.OperatingSystem,
                cpu = environment.Processor,
                cores = environment.ProcessorCount,
                repeat = report.Parameters["repeat"],
                date = report.StartedUtc.ToString("yyyy-MM-dd", CultureInfo.InvariantCulture),
                command = RingResults.CommandOf(report, command),
            })).Append("\n\n")
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
                        text.Append(prose.Fill("run.versus", new
                        {
                            nodes = RingTable.Count(cell.Key.Item1),
                            messages = RingTable.Count(cell.Key.Item2),
                            which = prose[concurrentOnly ? "run.fastest-concurrent" : "run.fastest"],
                            variant = dotNet.Variant,
                            ns = RingTable.NanosecondsPerHop(dotNet),
                            erlangNs = RingTable.NanosecondsPerHop(erlang),
                            versus = RingResults.VersusErlang(erlang, dotNet),
                        })).Append('\n');
                    }
                }
            }

            text.Append('\n');
        }

        return text.ToString();
    }
}
