using System.Net;
using Concurrency.Polling;
using Concurrency.Polling.Tcp;

namespace StockPrices.Tests.Concurrency.Polling;

public class MessageServerTests
{
    // 10 connections, 50 % per 10 ms: about 500 messages/s, so 150 ms sends ~75.
    private static readonly PollingWorkload Workload = new(10, 0.5, TimeSpan.Zero, TimeSpan.FromMilliseconds(10), Seed: 3);

    private static IEnumerable<TcpServerVariant> AllVariants => Enum.GetValues<TcpServerVariant>();

    [TestCaseSource(nameof(AllVariants))]
    public void EveryMessageSentOverLoopback_IsHandledExactlyOnce(TcpServerVariant variant)
    {
        var ledger = new MessageLedger(Workload.Connections, Workload.HandlingCost, latencyCapacity: 10_000);
        using var server = MessageServers.Create(variant, ledger);
        var endPoint = server.Start(new IPEndPoint(IPAddress.Loopback, 0));

        long sent;
        using (var clients = MessageClients.Connect(endPoint, Workload.Connections))
        {
            ledger.WaitForAllServing(TimeSpan.FromSeconds(5)).Should().BeTrue();
            sent = clients.Send(Workload, TimeSpan.FromMilliseconds(150), CancellationToken.None);
            clients.SayGoodbye();
        }

        ledger.WaitForAllClosed(TimeSpan.FromSeconds(5)).Should().BeTrue();
        sent.Should().BeGreaterThan(0);
        ledger.Accepted.Should().Be(Workload.Connections);
        ledger.Handled.Should().Be(sent);
        ledger.Missing.Should().Be(0);
        ledger.Duplicates.Should().Be(0);
        ledger.Completed.Should().Be(Workload.Connections);
    }

    [Test]
    public void Start_OnAPortInUse_ThrowsAddressAlreadyInUse()
    {
        using var first = MessageServers.Create(TcpServerVariant.AsyncSockets, new MessageLedger(1, TimeSpan.Zero, 1));
        var endPoint = first.Start(new IPEndPoint(IPAddress.Loopback, 0));
        using var second = MessageServers.Create(TcpServerVariant.AsyncSockets, new MessageLedger(1, TimeSpan.Zero, 1));

        var act = () => second.Start(endPoint);

        act.Should().Throw<System.Net.Sockets.SocketException>()
            .Which.SocketErrorCode.Should().Be(System.Net.Sockets.SocketError.AddressAlreadyInUse);
    }
}
