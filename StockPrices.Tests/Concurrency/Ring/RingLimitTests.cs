using Concurrency.Ring;
using StockPrices.Reporting;
using StockPrices.Reporting.Ring;
using StockPrices.Results;

namespace StockPrices.Tests.Concurrency.Ring;

/// <summary>The limit row (the plainest hand-off on one thread), each row's distance to it, and claims against Erlang's fastest row.</summary>
[TestFixture]
public class RingLimitTests
{
    [Test]
    public async Task The_limit_ring_delivers_every_message_to_the_last_node_once_and_in_order()
    {
        using var timeout = new CancellationTokenSource(TimeSpan.FromSeconds(20));

        var outcome = await RingRunner.RunAsync(new PlainHandOffRing(), nodes: 7, messages: 200, timeout.Token);

        outcome.Delivered.Should().Be(200);
        outcome.Misdelivered.Should().Be(0);
    }

    [Test]
    public void The_limit_ring_is_in_the_catalog_under_the_name_the_docs_read()
    {
        RingCatalog.All(new InProcessNodeSpawner()).OfType<PlainHandOffRing>().Single().Name.Should().Be(RingResults.LimitVariant);
    }

    [Test]
    public void A_rows_distance_to_the_limit_is_its_ns_per_hop_over_the_limits_on_the_same_cell()
    {
        RunReportRow[] rows = [Row(RingResults.LimitVariant, ".NET", 2, nodes: 300), Row("slow", ".NET", 30, nodes: 300), Row(RingResults.LimitVariant, ".NET", 5, nodes: 1000)];

        RingResults.TimesTheLimit(rows[1], rows).Should().Be(15);
    }

    [Test]
    public void The_limit_row_is_not_counted_as_the_fastest_dotnet_mechanism()
    {
        RunReportRow[] cell = [Row(RingResults.LimitVariant, ".NET", 2), Row("fast", ".NET", 10), Row(RingResults.ErlangVariant, "Erlang", 100)];

        RingResults.FastestDotNetAndErlang(cell, concurrentOnly: false)!.Value.FastestDotNet.Variant.Should().Be("fast");
    }

    [Test]
    public void The_claim_against_erlang_is_computed_against_and_names_its_fastest_row()
    {
        RunReportRow[] cell = [Row("fast", ".NET", 10), Row(RingResults.ErlangVariant, "Erlang", 100), Row("erlang-one-scheduler", "Erlang", 60)];

        var (fastest, erlang) = RingResults.FastestDotNetAndErlang(cell, concurrentOnly: false)!.Value;

        RingResults.VersusErlang(erlang, fastest).Should().Be("6.0× faster than Erlang (`erlang-one-scheduler`, its fastest row)");
    }

    private static RunReportRow Row(string variant, string family, double nanosecondsPerHop, int nodes = 300) =>
        new(
            variant,
            new Dictionary<string, string>
            {
                [RingReportKeys.Family] = family,
                [RingReportKeys.Kind] = "SingleThread",
                [RingReportKeys.Nodes] = nodes.ToString(System.Globalization.CultureInfo.InvariantCulture),
                [RingReportKeys.Messages] = "10000",
                [RingReportKeys.Status] = RingReportKeys.StatusOk,
            },
            new Dictionary<string, double> { [RingReportKeys.NanosecondsPerHop] = nanosecondsPerHop });
}
