using System.CommandLine;
using System.Diagnostics;
using Concurrency.Ring;
using StockPrices.Benchmarks.CommandLine;
using StockPrices.Results;
using StockPrices.Reporting.Ring;

namespace StockPrices.Benchmarks.Ring;

/// <summary>
/// <c>ring</c>: seed 003's message ring, every .NET mechanism beside Erlang and Python on this machine.
/// <c>ring --nodes 300 --messages 10000 --peers</c> runs the headline cell; <c>ring --grid --peers</c>
/// the n × m grid. Prints a table and saves docs/results/&lt;runtime-os-arch&gt;/ring-*-report.json.
/// <c>ring worker ...</c> and <c>ring node ...</c> are the child processes the runner starts.
/// </summary>
internal static class RingCommand
{
    private static readonly int[] GridNodes = [300, 1000, 10_000];
    private static readonly int[] GridMessages = [1_000, 10_000, 100_000];

    /// <summary>
    /// <c>ring node ...</c> and <c>ring worker ...</c>: the child processes the runner starts, with their own
    /// positional protocol (not part of the user's command line); null for any other command.
    /// </summary>
    public static int? RunChildProcess(string[] args) => args switch
    {
        ["ring", "node", .. var nodeArguments] => RingNodeProgram.Run(nodeArguments),
        ["ring", "worker", .. var workerArguments] => RingWorker.RunAsync(workerArguments, CancellationToken.None).GetAwaiter().GetResult(),
        _ => null,
    };

    public static Command Create()
    {
        var dotNetNames = RingCatalog.All(RingNodeProgram.Spawner).Select(r => r.Name).ToList();
        var peerNames = RingPeers.All().Select(p => p.Name).ToList();
        var known = dotNetNames.Concat(peerNames).ToList();

        var nodes = CheckedOptions.Integers("--nodes", "Ring sizes n (nodes); several allowed.", [300], 2, 1_000_000, "-n");
        var messages = CheckedOptions.Integers("--messages", "Message counts m; several allowed.", [10_000], 1, 100_000_000, "-m");
        var grid = new Option<bool>("--grid") { Description = "Run the grid n in {300, 1000, 10000} x m in {1000, 10000, 100000}." };
        var implementations = new Option<string[]>("--implementations", "-i")
        {
            Description = $"Only these (default: every .NET ring, plus the peers with --peers): {string.Join(", ", known)}.",
            AllowMultipleArgumentsPerToken = true,
            CustomParser = result => CheckedOptions.Among(result, "implementation", known),
        };
        var peers = new Option<bool>("--peers") { Description = "Also run Erlang and Python with the same n and m (an absent one is skipped with a note)." };
        var installPeers = new Option<bool>("--install-peers") { Description = "Install Erlang (and Python 3) from the distribution's packages first; implies --peers." };
        var repeat = CheckedOptions.Integer("--repeat", "Runs per cell; the median is reported.", 1, 1, 100, "-r");
        var cellBudget = CheckedOptions.Integer("--cell-budget", "Seconds one cell may take; a cell predicted to take longer is skipped, one running twice as long is stopped.", 30, 1, 86_400);
        var budget = CheckedOptions.Integer("--budget", "Seconds the whole run may take; cells left when it is spent are skipped (a partial run: never published).", 540, 1, 7 * 86_400);
        var maxOsThreads = CheckedOptions.BoundedInteger(
            "--max-os-threads", "Largest n for rings with an OS thread per node.", 1000, 2, 20_000,
            "each node's thread reserves a stack and a kernel task, and more would exhaust the memory and the kernel's thread limit of a machine this runs on");
        var maxProcesses = CheckedOptions.BoundedInteger(
            "--max-processes", "Largest n for the ring with a process per node.", 100, 2, 2_000,
            "each node is a whole .NET process of tens of MB, and more would exhaust the machine's memory and process table");
        var results = new ResultsOptions();
        var saveAs = new Option<string>("--save-as") { Description = $"The results file's name, ring-<name>-report.json (default: {ResultsScenarios.RingHeadline} for n=300 m=10000, {ResultsScenarios.RingGrid} for --grid, {ResultsScenarios.RingCustom} otherwise)." };
        saveAs.Validators.Add(result =>
        {
            if (result.Tokens is [{ Value: var name }] && !System.Text.RegularExpressions.Regex.IsMatch(name, "^ring-[a-z0-9-]{1,100}$"))
            {
                result.AddError($"--save-as must be ring- followed by at most 100 lowercase letters, digits or dashes; got '{(name.Length > 60 ? name[..60] + "..." : name)}' ({name.Length} characters).");
            }
        });

        var command = new Command("ring", "A message ring: n nodes, m messages sent one by one into node 1, every node forwarding to the next; the time per hop of each .NET mechanism (and of Erlang and Python with --peers).")
        {
            nodes, messages, grid, implementations, peers, installPeers, repeat, cellBudget, budget, maxOsThreads, maxProcesses, saveAs,
        };
        results.AddTo(command);
        command.Validators.Add(result =>
        {
            if (result.GetValue(grid) && (result.GetResult(nodes) is { Implicit: false } || result.GetResult(messages) is { Implicit: false }))
            {
                result.AddError("--grid sets n and m itself: give either --grid or --nodes/--messages.");
            }
        });

        command.SetAction((parse, cancellationToken) =>
        {
            var isGrid = parse.GetValue(grid);
            var chosen = parse.GetValue(implementations) ?? [];
            var withPeers = parse.GetValue(peers) || parse.GetValue(installPeers);

            // A run of some contenders only, or without the peers, is not the headline or the grid it would replace.
            var everyContender = chosen.Length == 0 && withPeers;
            var key = parse.GetValue(saveAs)
                ?? (!everyContender ? ResultsScenarios.RingCustom
                    : isGrid ? ResultsScenarios.RingGrid
                    : parse.GetValue(nodes) is [300] && parse.GetValue(messages) is [10_000] ? ResultsScenarios.RingHeadline
                    : ResultsScenarios.RingCustom);
            if (results.Prepare(parse, key, ResultsStore.CurrentEnvironment) is not { } output)
            {
                return Task.FromResult(App.BadInput);
            }

            if (parse.GetValue(installPeers) && !InstallPeers())
            {
                return Task.FromResult(1);
            }

            var contenders = RingCatalog.All(RingNodeProgram.Spawner).Select(RingContender.ForDotNet)
                .Concat(RingPeers.All())
                .Where(c => chosen.Length > 0 ? chosen.Contains(c.Name) : c.Family == RingContender.DotNet || withPeers)
                .ToList();
            var settings = new RingSettings(
                isGrid ? GridNodes : parse.GetValue(nodes)!.Distinct().ToArray(),
                isGrid ? GridMessages : parse.GetValue(messages)!.Distinct().ToArray(),
                contenders,
                parse.GetValue(repeat),
                TimeSpan.FromSeconds(parse.GetValue(cellBudget)),
                TimeSpan.FromSeconds(parse.GetValue(budget)),
                parse.GetValue(maxOsThreads),
                parse.GetValue(maxProcesses),
                output.Recorder.Command);
            return RunAsync(settings, output, cancellationToken);
        });
        return command;
    }

    private static async Task<int> RunAsync(RingSettings settings, RunOutput output, CancellationToken cancellationToken)
    {
        foreach (var missing in settings.Contenders.Where(c => c.Missing is not null))
        {
            Console.WriteLine($"note: {missing.Name} is skipped: {missing.Missing}.");
        }

        var started = DateTimeOffset.UtcNow;
        var session = new RingSession(settings, new CellRun(output));
        var cells = await session.RunAsync(cancellationToken);
        if (StopSignal.Requested)
        {
            // The stop line has been printed; a table of the cells measured before it is not a result.
            return StopSignal.ExitCode;
        }

        var report = RingReportBuilder.Build(settings, cells, started, session.Elapsed);
        var failed = cells.Count(c => c.Outcome == RingCellOutcome.Failed);
        var cut = cells.Count(c => c.Outcome == RingCellOutcome.CutShort);
        var whyPartial = failed + cut > 0 ? $"{failed} cell(s) failed, {cut} stopped or skipped because the budget was spent"
            : cells.All(c => c.Outcome != RingCellOutcome.Measured) ? "every cell was skipped; none was measured"
            : null;
        return output.FinishTable(report, RingTable.Build(report.Rows), [RingReportBuilder.HopDefinition], whyPartial, failed > 0 ? 3 : 1);
    }

    private static bool InstallPeers()
    {
        using var install = StopSignal.StartChild(new ProcessStartInfo("bash", [RingPeers.InstallScript]) { UseShellExecute = false });
        install.WaitForExit();
        if (install.ExitCode != 0)
        {
            Console.Error.WriteLine($"ring: installing the peers failed ({RingPeers.InstallScript}); run without --install-peers to skip absent peers.");
            return false;
        }

        return true;
    }
}
