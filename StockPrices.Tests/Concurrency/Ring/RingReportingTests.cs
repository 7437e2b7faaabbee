using StockPrices.Reporting;
using StockPrices.Reporting.Ring;
using StockPrices.Results;

namespace StockPrices.Tests.Concurrency.Ring;

/// <summary>What docs/ring.md and the console draw from the results: the table, the .NET-against-Erlang ratio and the published numbers.</summary>
[TestFixture]
public class RingReportingTests
{
    [Test]
    public void The_fastest_dotnet_ring_is_the_one_with_the_fewest_ns_per_hop()
    {
        RunReportRow[] cell = [Row("slow", ".NET", "PoolTasks", 900), Row("fast", ".NET", "SingleThread", 50), Row(RingResults.ErlangVariant, "Erlang", "PoolTasks", 500)];

        var pair = RingResults.FastestDotNetAndErlang(cell, concurrentOnly: false);

        pair!.Value.FastestDotNet.Variant.Should().Be("fast");
        pair.Value.Erlang.Variant.Should().Be(RingResults.ErlangVariant);
    }

    [Test]
    public void The_fastest_concurrent_dotnet_ring_leaves_out_single_thread_rings()
    {
        RunReportRow[] cell = [Row("slow", ".NET", "PoolTasks", 900), Row("fast", ".NET", "SingleThread", 50), Row(RingResults.ErlangVariant, "Erlang", "PoolTasks", 500)];

        RingResults.FastestDotNetAndErlang(cell, concurrentOnly: true)!.Value.FastestDotNet.Variant.Should().Be("slow");
    }

    [Test]
    public void No_ratio_is_drawn_when_erlang_did_not_run()
    {
        RunReportRow[] cell = [Row("fast", ".NET", "PoolTasks", 50), Row(RingResults.ErlangVariant, "Erlang", "PoolTasks", double.NaN, "skipped: escript not found on PATH")];

        RingResults.FastestDotNetAndErlang(cell, concurrentOnly: false).Should().BeNull();
    }

    [Test]
    public void The_table_shows_measured_rows_and_says_below_it_why_a_row_was_not_measured_and_what_ran_each_row()
    {
        RunReportRow[] cell =
        [
            Row("fast", ".NET", "PoolTasks", 50, runtime: ".NET 10.0.12, workstation GC, 2 cores"),
            Row("slow", ".NET", "PoolTasks", 900, runtime: ".NET 10.0.12, workstation GC, 2 cores"),
            Row("pipes", ".NET", "Processes", double.NaN, "skipped: n over the process cap (100, --max-processes)"),
            Row(RingResults.ErlangVariant, "Erlang", "PoolTasks", 500, runtime: "Erlang/OTP 25 (ERTS 13.1.5), 2 scheduler(s) online"),
        ];

        var lines = RingTable.Build(cell).Split('\n');

        lines.Should().OnlyContain(line => line.Length <= 120, "the console shows the same text");
        lines.Where(line => line.StartsWith('|')).Should().HaveCount(5, "a header, its rule and the three measured rows")
            .And.NotContain(line => line.Contains("pipes", StringComparison.Ordinal));
        lines.Should().Contain("- `pipes`: skipped: n over the process cap (100, --max-processes)")
            .And.Contain("- .NET 10.0.12, workstation GC, 2 cores: every .NET row")
            .And.Contain($"- Erlang/OTP 25 (ERTS 13.1.5), 2 scheduler(s) online: {RingResults.ErlangVariant}");
    }

    [Test]
    public void Every_published_ring_number_names_a_known_source()
    {
        var results = Path.Combine(RepositoryRoot.Find(TestContext.CurrentContext.TestDirectory), "docs", "results");

        var published = PublishedRingNumbers.Load(results);

        published.Rows.Should().NotBeEmpty();
        published.Rows.Select(r => r.Source).Should().BeSubsetOf(published.Sources.Select(s => s.Id));
    }

    [Test]
    public void A_published_time_works_out_to_seconds_over_n_times_m_per_hop()
    {
        // pseudogreen 2007, Erlang, n = m = 10,000: 20.48 s CPU (docs/results/published/ring-published.json).
        new PublishedRingRow("pseudogreen-2007", "Erlang", 10_000, 10_000, 20.48).NanosecondsPerHop.Should().BeApproximately(204.8, 1e-9);
    }

    private static RunReportRow Row(string variant, string family, string kind, double nanosecondsPerHop, string status = RingReportKeys.StatusOk, string runtime = "") =>
        new(
            variant,
            new Dictionary<string, string>
            {
                [RingReportKeys.Family] = family,
                [RingReportKeys.Kind] = kind,
                [RingReportKeys.Nodes] = "300",
                [RingReportKeys.Messages] = "10000",
                [RingReportKeys.Status] = status,
                [RingReportKeys.Runtime] = runtime,
            },
            status == RingReportKeys.StatusOk ? new Dictionary<string, double> { [RingReportKeys.NanosecondsPerHop] = nanosecondsPerHop } : []);
}
