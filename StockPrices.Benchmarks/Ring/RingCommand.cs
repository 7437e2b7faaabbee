using System.CommandLine;
using System.CommandLine.Invocation;
using System.Diagnostics;
using Concurrency.Ring;
using StockPrices.Reporting;
using StockPrices.Reporting.Docs;
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

    public static int Run(string[] args)
    {
        if (args is ["node", .. var nodeArguments])
        {
            return RingNodeProgram.Run(nodeArguments);
        }

        if (args is ["worker", .. var workerArguments])
        {
            return RingWorker.RunAsync(workerArguments, CancellationToken.None).GetAwaiter().GetResult();
        }

        var parse = Build(args).Parse(args);
        if (parse.Action is ParseErrorAction onError)
        {
            onError.ShowHelp = false; // the error alone, not the whole help text after it
        }

        return parse.Invoke();
    }

    private static RootCommand Build(string[] args)
    {
        var dotNetNames = RingCatalog.All(RingNodeProgram.Spawner).Select(r => r.Name).ToList();
        var peerNames = RingPeers.All().Select(p => p.Name).ToList();
        var known = dotNetNames.Concat(peerNames).ToList();

        var nodes = new Option<int[]>("--nodes", "-n") { Description = "Ring sizes n (nodes); several allowed.", DefaultValueFactory = _ => [300], AllowMultipleArgumentsPerToken = true };
        var messages = new Option<int[]>("--messages", "-m") { Description = "Message counts m; several allowed.", DefaultValueFactory = _ => [10_000], AllowMultipleArgumentsPerToken = true };
        var grid = new Option<bool>("--grid") { Description = "Run the grid n in {300, 1000, 10000} x m in {1000, 10000, 100000}." };
        var implementations = new Option<string[]>("--implementations", "-i") { Description = $"Only these (default: every .NET ring, plus the peers with --peers): {string.Join(", ", known)}.", AllowMultipleArgumentsPerToken = true };
        var peers = new Option<bool>("--peers") { Description = "Also run Erlang and Python with the same n and m (an absent one is skipped with a note)." };
        var installPeers = new Option<bool>("--install-peers") { Description = "Install Erlang (and Python 3) from the distribution's packages first; implies --peers." };
        var repeat = new Option<int>("--repeat", "-r") { Description = "Runs per cell; the median is reported.", DefaultValueFactory = _ => 1 };
        var cellBudget = new Option<int>("--cell-budget") { Description = "Seconds one cell may take; a cell predicted to take longer is skipped, one running twice as long is stopped.", DefaultValueFactory = _ => 30 };
        var budget = new Option<int>("--budget") { Description = "Seconds the whole run may take; cells left when it is spent are skipped.", DefaultValueFactory = _ => 540 };
        var maxOsThreads = new Option<int>("--max-os-threads") { Description = "Largest n for rings with an OS thread per node.", DefaultValueFactory = _ => 1000 };
        var maxProcesses = new Option<int>("--max-processes") { Description = "Largest n for the ring with a process per node.", DefaultValueFactory = _ => 100 };
        var noSave = new Option<bool>("--no-save") { Description = "Print the table only; save no results file." };
        var saveAs = new Option<string>("--save-as") { Description = $"The results file's name, ring-<name>-report.json (default: {RingReportKeys.HeadlineStem} for n=300 m=10000, {RingReportKeys.GridStem} for --grid, ring-custom otherwise)." };

        AtLeast(nodes, 2, "a ring needs at least 2 nodes");
        AtLeast(messages, 1, "at least 1 message must go round");
        AtLeast(repeat, 1, "at least one run per cell");
        AtLeast(cellBudget, 1, "seconds");
        AtLeast(budget, 1, "seconds");
        AtLeast(maxOsThreads, 2, "a ring needs at least 2 nodes");
        AtLeast(maxProcesses, 2, "a ring needs at least 2 nodes");
        saveAs.Validators.Add(result =>
        {
            if (result.GetValueOrDefault<string>() is { } name && !System.Text.RegularExpressions.Regex.IsMatch(name, "^ring-[a-z0-9-]+$"))
            {
                result.AddError($"--save-as must look like ring-<lowercase letters, digits, dashes>; got '{name}'.");
            }
        });
        implementations.Validators.Add(result =>
        {
            foreach (var name in result.GetValueOrDefault<string[]>() ?? [])
            {
                if (!known.Contains(name, StringComparer.Ordinal))
                {
                    result.AddError($"Unknown implementation '{name}'. Known: {string.Join(", ", known)}.");
                }
            }
        });

        var command = new RootCommand("The message ring of seed 003: n nodes, m messages sent one by one into node 1, every node forwarding to the next.")
        {
            nodes, messages, grid, implementations, peers, installPeers, repeat, cellBudget, budget, maxOsThreads, maxProcesses, noSave, saveAs,
        };
        command.Validators.Add(result =>
        {
            if (result.GetValue(grid) && (result.GetResult(nodes) is { Implicit: false } || result.GetResult(messages) is { Implicit: false }))
            {
                result.AddError("--grid sets n and m itself: give either --grid or --nodes/--messages.");
            }
        });

        command.SetAction(async (parse, cancellationToken) =>
        {
            if (parse.GetValue(installPeers) && !InstallPeers())
            {
                return 1;
            }

            var isGrid = parse.GetValue(grid);
            var chosen = parse.GetValue(implementations) ?? [];
            var withPeers = parse.GetValue(peers) || parse.GetValue(installPeers);
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
                isGrid ? RingReportKeys.GridStem : "ring-custom",
                "dotnet run -c Release --project StockPrices.Benchmarks -- ring " + string.Join(' ', args));
            if (parse.GetValue(saveAs) is { } name)
            {
                settings = settings with { ResultsStem = name };
            }
            else if (!isGrid && settings.Nodes is [300] && settings.Messages is [10_000])
            {
                settings = settings with { ResultsStem = RingReportKeys.HeadlineStem };
            }

            return await RunAsync(settings, parse.GetValue(noSave), cancellationToken);
        });
        return command;
    }

    private static async Task<int> RunAsync(RingSettings settings, bool noSave, CancellationToken cancellationToken)
    {
        foreach (var missing in settings.Contenders.Where(c => c.Missing is not null))
        {
            Console.WriteLine($"note: {missing.Name} is skipped: {missing.Missing}.");
        }

        var started = DateTimeOffset.UtcNow;
        var session = new RingSession(settings);
        var cells = await session.RunAsync(cancellationToken);
        var report = RingReportBuilder.Build(settings, cells, started, session.Elapsed);
        Console.WriteLine();
        Console.WriteLine(RingTable.Build(report.Rows));
        Console.WriteLine(RingReportBuilder.HopDefinition);
        if (!noSave)
        {
            var folder = Path.Combine(RepositoryRoot.Find(AppContext.BaseDirectory), "docs", "results", EnvironmentInfo.ResultsFolderName);
            Console.WriteLine($"saved {RunReportFile.Save(report, folder, settings.ResultsStem)}");
        }

        return cells.Any(c => c.Status.StartsWith("failed", StringComparison.Ordinal)) ? 3 : 0;
    }

    private static bool InstallPeers()
    {
        using var install = Process.Start(new ProcessStartInfo("bash", [RingPeers.InstallScript]) { UseShellExecute = false });
        install?.WaitForExit();
        if (install is not { ExitCode: 0 })
        {
            Console.Error.WriteLine($"ring: installing the peers failed ({RingPeers.InstallScript}); run without --install-peers to skip absent peers.");
            return false;
        }

        return true;
    }

    private static void AtLeast(Option<int> option, int minimum, string why) =>
        option.Validators.Add(result =>
        {
            if (result.GetValueOrDefault<int>() < minimum)
            {
                result.AddError($"{option.Name} must be at least {minimum} ({why}).");
            }
        });

    private static void AtLeast(Option<int[]> option, int minimum, string why) =>
        option.Validators.Add(result =>
        {
            foreach (var value in result.GetValueOrDefault<int[]>() ?? [])
            {
                if (value < minimum)
                {
                    result.AddError($"{option.Name} must be at least {minimum} ({why}); got {value}.");
                }
            }
        });
}
