using StockPrices.Reporting;
using StockPrices.Reporting.Ring;
using StockPrices.Results;

namespace StockPrices.Tests.Concurrency.Ring;

/// <summary>What docs/ring.md draws from the results: the .NET-against-Erlang ratio and the published numbers.</summary>
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

    private static RunReportRow Row(string variant, string family, string kind, double nanosecondsPerHop, string status = RingReportKeys.StatusOk) =>
        new(
            variant,
            new Dictionary<string, string>
            {
                [RingReportKeys.Family] = family,
                [RingReportKeys.Kind] = kind,
                [RingReportKeys.Nodes] = "300",
                [RingReportKeys.Messages] = "10000",
                [RingReportKeys.Status] = status,
            },
            status == RingReportKeys.StatusOk ? new Dictionary<string, double> { [RingReportKeys.NanosecondsPerHop] = nanosecondsPerHop } : []);
}
