using System.CommandLine;
using System.Globalization;
using System.Net;
using System.Net.Sockets;
using Concurrency.Polling;
using Concurrency.Polling.Tcp;
using StockPrices.Benchmarks.CommandLine;
using StockPrices.Reporting;
using StockPrices.Results;
using StockPrices.Reporting.Polling;

namespace StockPrices.Benchmarks.Polling;

/// <summary>
/// <c>polling tcp</c>: a real server on 127.0.0.1 (its own child process per server variant and N)
/// and N client connections in this process sending sequence-numbered messages at random times;
/// every message is checked. Saves docs/results/&lt;runtime-os-arch&gt;/polling-tcp-report.json.
/// </summary>
internal sealed class TcpPollingCommand
{
    private const string ListeningPrefix = "listening on ";
    private const string ServingPrefix = "serving all connections";
    private const int PortInUseExitCode = 3;
    private const int CannotListenExitCode = 4;

    private readonly PollingOptions _options = new();

    private readonly Option<TcpServerVariant[]> _servers = CheckedOptions.Names<TcpServerVariant>("--servers", "server", "Which server variants to run (default: all).");

    private readonly Option<int> _port = CheckedOptions.Integer("--port", "Port on 127.0.0.1 for the server (0: an ephemeral port).", 0, 0, 65535);

    private readonly Option<TcpServerVariant?> _serve = new("--serve") { Hidden = true };

    public Command Create()
    {
        var command = new Command("tcp", "A TCP server on 127.0.0.1 holding N client connections that send small length-prefixed, sequence-numbered messages at random times.");
        _options.AddTo(command);
        command.Options.Add(_servers);
        command.Options.Add(_port);
        command.Options.Add(_serve);
        command.SetAction(parse => parse.GetValue(_serve) is { } server ? Serve(parse, server) : RunAll(parse));
        return command;
    }

    private int RunAll(ParseResult parse)
    {
        var settings = _options.Read(parse);
        if (settings.Costs is not [var cost])
        {
            App.Fail("polling tcp", "--cost takes one value here, the cost the server pays for every message; polling simulated runs several");
            return App.BadInput;
        }

        // A run with a handling cost is saved beside the run without, as polling simulated's are.
        var key = cost == TimeSpan.Zero ? ResultsScenarios.PollingTcp : ResultsScenarios.WithCost(ResultsScenarios.PollingTcp, [DurationText.Format(cost)]);
        if (_options.Results.Prepare(parse, key, ResultsStore.CurrentEnvironment) is not { } output)
        {
            return App.BadInput;
        }

        var port = parse.GetValue(_port);
        var openFiles = OpenFilesLimit.Current();
        if (OpenFilesLimit.Refusal(settings.Connections.Max(), openFiles) is { } refusal)
        {
            Console.Error.WriteLine("polling tcp: " + refusal);
            return 1;
        }

        var runs = (from connections in settings.Connections.Order()
                    from server in parse.GetValue(_servers)!.Distinct()
                    select (Server: server, Connections: connections)).ToList();

        Console.WriteLine($"polling tcp: {runs.Count} run(s); server on 127.0.0.1 in a child process, clients here; open-files limit {openFiles?.ToString(CultureInfo.InvariantCulture) ?? "unknown"} per process.");
        var started = DateTimeOffset.UtcNow;
        var cellRun = new CellRun(output);
        var cells = cellRun.Run(runs, Name, (run, index, again) => Measure(settings, cellRun, run, index, runs.Count, again, port), cell => cell.ListenFailure is not null);
        var parameters = settings.Parameters();
        parameters["costMs"] = Invariant(cost.TotalMilliseconds);
        parameters["openFilesLimit"] = openFiles?.ToString(CultureInfo.InvariantCulture) ?? "unknown";
        parameters["messageBytes"] = Invariant(MessageFrame.Length);
        var report = new RunReport(
            key,
            "Many idle connections over loopback TCP (seed 000)",
            started,
            DateTimeOffset.UtcNow - started,
            EnvironmentInfo.Capture(),
            parameters,
            [.. cells.Select(cell => cell.Row).OfType<RunReportRow>()],
            [.. cells.Select(cell => cell.Note).OfType<string>()]);
        var exitCode = output.FinishTable(
            report,
            PollingTables.Tcp(report).ToString(),
            report.Notes.Select(note => "note: " + note),
            report.Rows.Count == runs.Count ? null : $"{report.Rows.Count} of {runs.Count} runs gave a row");
        return cells.Select(cell => cell.ListenFailure).OfType<int>().FirstOrDefault(exitCode);
    }

    private static string Name((TcpServerVariant Server, int Connections) run) => $"{run.Server} at N={run.Connections}";

    /// <summary>
    /// One server variant at one N, its server in a process of its own: its row, or why it has none; a server that could not
    /// listen gives its exit code, and every later run would fail the same way (the rows already measured are still saved).
    /// </summary>
    private static (RunReportRow? Row, string? Note, int? ListenFailure) Measure(
        PollingSettings settings, CellRun cellRun, (TcpServerVariant Server, int Connections) run, int index, int count, bool again, int port)
    {
        if (index == 1 && !again)
        {
            TestPause.At(TestPause.SecondTcpRun);
        }

        var name = Name(run);
        var workload = settings.Workload(run.Connections, settings.Costs[0]);
        Console.WriteLine($"[{index + 1}/{count}] {run.Server}, N={run.Connections}: sending {workload.OfferedPerSecond:#,0.#} messages/s for {DurationText.Format(settings.Duration)}");
        var quiet = cellRun.Begin();
        var outcome = RunOne(run.Server, settings, workload, port);
        cellRun.End(quiet, name, $"polling tcp --servers {run.Server} -n {run.Connections}");
        if (outcome.ExitCode is PortInUseExitCode or CannotListenExitCode)
        {
            return (null, $"{name}: the server could not listen on port {port}; the {count - index} run(s) from here were not made", outcome.ExitCode);
        }

        if (outcome.Row is null)
        {
            Console.WriteLine("    failed: " + outcome.Failure);
            return (null, $"{name}: {outcome.Failure}", null);
        }

        return (outcome.Row, null, null);
    }

    private static (RunReportRow? Row, string? Failure, int ExitCode) RunOne(TcpServerVariant server, PollingSettings settings, PollingWorkload workload, int port)
    {
        var resultFile = Path.GetTempFileName();
        try
        {
            string[] portArguments = port == 0 ? [] : ["--port", Invariant(port)];
            using var child = ChildProcess.Start(
                settings.ChildLifetime(workload.HandlingCost),
                ["polling", "tcp", "--serve", server.ToString(), .. settings.ChildArguments(workload.Connections, workload.HandlingCost, resultFile), .. portArguments],
                ListeningPrefix,
                ServingPrefix);
            var listening = child.WaitForLine(ListeningPrefix, TimeSpan.FromSeconds(60));
            if (listening is null)
            {
                child.WaitForExit(TimeSpan.FromSeconds(5));
                return (null, "the server did not start listening.", child.ExitCode);
            }

            var endPoint = IPEndPoint.Parse(listening[ListeningPrefix.Length..]);
            long sent;
            TimeSpan sending;
            try
            {
                using var clients = MessageClients.Connect(endPoint, workload.Connections, new Progress<int>(n => Console.WriteLine($"    connected {n:#,0}")));
                Console.WriteLine($"    {workload.Connections:#,0} connections open");
                if (child.WaitForLine(ServingPrefix, TimeSpan.FromMinutes(2)) is null)
                {
                    child.Kill();
                    return (null, "the server did not start serving every connection within 2 minutes.", 0);
                }

                StopSignal.Token.WaitHandle.WaitOne(settings.WarmUp);
                var sendStarted = TimeProvider.System.GetTimestamp();
                sent = clients.Send(workload, settings.Duration, StopSignal.Token);
                sending = TimeProvider.System.GetElapsedTime(sendStarted);
                clients.SayGoodbye();
            }
            catch (Exception exception) when (exception is IOException or SocketException)
            {
                child.Kill();
                return (null, exception.Message, 0);
            }

            var serverLimit = settings.Drain + TimeSpan.FromSeconds(30);
            if (!child.WaitForExit(serverLimit))
            {
                return (null, $"the server had not seen every connection close {DurationText.Format(serverLimit)} after the clients finished; stopped.", 0);
            }

            if (child.ExitCode != 0)
            {
                return (null, $"the server failed (exit code {child.ExitCode}).", 0);
            }

            var row = ResultRowFile.Load(resultFile);
            var metrics = new Dictionary<string, double>(row.Metrics, StringComparer.Ordinal);
            var handled = PollingMetrics.Get(row, PollingMetrics.Handled);
            metrics[PollingMetrics.Offered] = sent;
            metrics[PollingMetrics.WindowSeconds] = sending.TotalSeconds;
            metrics[PollingMetrics.HandledPerSecond] = handled / sending.TotalSeconds;
            metrics[PollingMetrics.HandledOverOffered] = sent == 0 ? double.NaN : handled / sent;
            Console.WriteLine($"    sent {sent:#,0}; the server handled {handled:#,0}, lost {PollingMetrics.Get(row, PollingMetrics.Missing):#,0}, duplicated {PollingMetrics.Get(row, PollingMetrics.Duplicates):#,0}");
            return (row with { Metrics = metrics }, null, 0);
        }
        finally
        {
            File.Delete(resultFile);
        }
    }

    private int Serve(ParseResult parse, TcpServerVariant variant)
    {
        var settings = _options.Read(parse);
        var resultFile = settings.ResultFile ?? throw new InvalidOperationException("--serve needs --result-file.");
        var workload = settings.Workload(settings.Connections[0], settings.Costs[0]);
        var port = parse.GetValue(_port);
        var ledger = new MessageLedger(workload.Connections, workload.HandlingCost, (int)Math.Min(4_000_000, (workload.OfferedPerSecond * settings.Duration.TotalSeconds * 2) + 1024));
        using var server = MessageServers.Create(variant, ledger);
        IPEndPoint endPoint;
        try
        {
            endPoint = server.Start(new IPEndPoint(IPAddress.Loopback, port));
        }
        catch (SocketException exception) when (exception.SocketErrorCode == SocketError.AddressAlreadyInUse)
        {
            Console.Error.WriteLine($"polling tcp: port {port} on 127.0.0.1 is already in use. Choose another with --port, or leave --port out for an ephemeral port.");
            return PortInUseExitCode;
        }
        catch (SocketException exception)
        {
            Console.Error.WriteLine($"polling tcp: cannot listen on 127.0.0.1:{port}: {exception.Message}");
            return CannotListenExitCode;
        }

        using var sampler = new ResourceSampler(() => ledger.Handled, TimeSpan.FromMilliseconds(100), TimeSpan.FromSeconds(1), sample => Console.WriteLine(PollingRows.Progress(sample)));
        Console.WriteLine(ListeningPrefix + endPoint);
        new Thread(() =>
        {
            if (ledger.WaitForAllServing(TimeSpan.FromMinutes(2)))
            {
                Console.WriteLine($"{ServingPrefix} ({workload.Connections:#,0})");
            }
        }) { IsBackground = true }.Start();
        var allClosed = ledger.WaitForAllClosed(settings.WarmUp + settings.Duration + settings.Drain + TimeSpan.FromMinutes(4));
        var (processorTime, peakWorkingSet) = sampler.Stop();

        var metrics = PollingRows.ResourceMetrics(sampler, processorTime, peakWorkingSet, ledger.Latencies.ToMilliseconds());
        metrics[PollingMetrics.ConnectionsHeld] = ledger.Accepted;
        metrics[PollingMetrics.CompletedConnections] = ledger.Completed;
        metrics[PollingMetrics.Handled] = ledger.Handled;
        metrics[PollingMetrics.Missing] = ledger.Missing;
        metrics[PollingMetrics.Duplicates] = ledger.Duplicates;
        ResultRowFile.Save(new RunReportRow(variant.ToString(), PollingRows.Labels(workload.Connections, workload.HandlingCost), metrics), resultFile);
        if (!allClosed)
        {
            Console.WriteLine($"only {ledger.Closed:#,0} of {workload.Connections:#,0} connections closed in time");
        }

        return 0;
    }

    private static string Invariant(IFormattable value) => value.ToString(null, CultureInfo.InvariantCulture);
}
