using System.Globalization;
using System.Net;
using System.Net.Sockets;
using StockPrices.Reporting;
using StockPrices.Results;

namespace StockPrices.Tests.CommandLine;

/// <summary>
/// <c>polling tcp --port</c> with the port taken between two runs (by a listener this test owns): the run stops with
/// the port-in-use exit code and says so, and the row already measured is kept, saved as a partial run.
/// </summary>
[Platform("Linux")]
public sealed class TcpPortClashTests
{
    private const int PortInUseExitCode = 3;

    private string _output = null!;

    [SetUp]
    public void CreateOutputFolder() => _output = Directory.CreateTempSubdirectory("stockprices-port-clash-").FullName;

    [TearDown]
    public void DeleteOutputFolder() => Directory.Delete(_output, recursive: true);

    [Test]
    public void APortTakenBeforeTheSecondServerKeepsTheFirstRowAsAPartialRun()
    {
        var before = CommittedResults.Hash();
        var port = FreePort();
        using var app = new PausedApp(
            ["polling", "tcp", "--servers", "AsyncSockets", "Pipelines", "-n", "2", "--duration", "100ms", "--warmup", "0ms", "--drain", "1s",
             "--port", port.ToString(CultureInfo.InvariantCulture), "--output", _output],
            "polling-tcp-run-2");
        app.WaitUntilPaused();

        var taken = new TcpListener(IPAddress.Loopback, port);
        try
        {
            // The first server's closed connections may linger in TIME_WAIT on this port; they do not keep a listener out.
            taken.Server.SetSocketOption(SocketOptionLevel.Socket, SocketOptionName.ReuseAddress, true);
            taken.Start();
            app.Release();

            app.WaitForExit().Should().Be(PortInUseExitCode, app.Output + app.Error);
        }
        finally
        {
            taken.Stop();
            taken.Dispose();
        }

        app.Error.Should().Contain($"port {port} on 127.0.0.1 is already in use");
        var report = RunReportFile.Load(Path.Combine(_output, ResultsScenarios.PollingTcp + RunReportFile.Suffix));
        report.Rows.Select(row => row.Variant).Should().Equal("AsyncSockets");
        report.Run!.Completeness.Should().Be(RunCompleteness.Partial);
        report.Notes.Should().ContainSingle().Which.Should().Be($"Pipelines at N=2: the server could not listen on port {port}; the 1 run(s) from here were not made");
        CommittedResults.Hash().Should().Be(before);
    }

    private static int FreePort()
    {
        using var probe = new TcpListener(IPAddress.Loopback, 0);
        probe.Start();
        var port = ((IPEndPoint)probe.LocalEndpoint).Port;
        probe.Stop();
        return port;
    }
}
