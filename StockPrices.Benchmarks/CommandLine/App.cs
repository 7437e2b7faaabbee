using System.CommandLine;
using System.CommandLine.Parsing;
using StockPrices.Benchmarks.Compare;
using StockPrices.Benchmarks.Config;
using StockPrices.Benchmarks.Paired;
using StockPrices.Benchmarks.Pipelines;
using StockPrices.Benchmarks.Polling;
using StockPrices.Benchmarks.Ring;
using StockPrices.Benchmarks.Runtimes;
using StockPrices.Results;

namespace StockPrices.Benchmarks.CommandLine;

/// <summary>
/// The app's one command line: a System.CommandLine tree of every command, the article suite when no
/// command is given (BenchmarkDotNet's own options pass through). Bad input is one line on stderr and exit
/// code <see cref="BadInput"/>, before any work starts.
/// </summary>
internal static class App
{
    public const int BadInput = 2;

    private static readonly Lazy<ResultsStore> LazyStore = new(ResultsStore.Locate);

    /// <summary>The results store of the repository the app runs in (found from the current folder or the app's).</summary>
    public static ResultsStore Store => LazyStore.Value;

    /// <summary>How every command is invoked: the app handles stop signals itself (<see cref="StopSignal"/>).</summary>
    public static InvocationConfiguration Invocation { get; } = new() { ProcessTerminationTimeout = null, EnableDefaultExceptionHandler = false };

    /// <summary>
    /// How every command line is parsed: no response files, since <c>@file</c> would bring in arguments that the checks
    /// on the command line as typed (empty values, internal options) never see.
    /// </summary>
    private static ParserConfiguration Parsing { get; } = new() { ResponseFileTokenReplacer = null };

    /// <summary>Prints <paramref name="message"/> as one line (System.CommandLine's own messages may span several).</summary>
    public static void Fail(string command, string message) =>
        Console.Error.WriteLine($"{command}: {string.Join(' ', message.Split(['\n', '\r', '\t'], StringSplitOptions.RemoveEmptyEntries | StringSplitOptions.TrimEntries)).TrimEnd('.')}.");

    /// <summary>What the app passes to the children it starts; a user who gives one would write anywhere as a child does.</summary>
    private static readonly string[] InternalOptions = ["--child", "--serve", "--result-file", "--launch", "--launch-number"];

    public static int Run(string[] args)
    {
        if (!ParentDeathWatch.StartedByThisApp
            && (args is ["ring", "worker" or "node", ..] ? $"ring {args[1]}" : args.FirstOrDefault(a => InternalOptions.Contains(a.Split('=')[0], StringComparer.OrdinalIgnoreCase))) is { } internalOption)
        {
            Fail("StockPrices.Benchmarks", $"'{internalOption}' is internal: the app gives it to the child processes it starts, never a user");
            return BadInput;
        }

        if (RingCommand.RunChildProcess(args) is { } childExitCode)
        {
            return childExitCode;
        }

        if (StandardOutput.CannotBeWritten)
        {
            Fail("StockPrices.Benchmarks", "standard output is closed, so nothing the command prints could be shown: send it to a file or a pipe instead (> out.txt)");
            return BadInput;
        }

        StopSignal.Install();

        var root = Build();
        var commands = string.Join(", ", root.Subcommands.Where(c => !c.Hidden).Select(c => c.Name));
        if (Array.FindIndex(args, a => a.Trim().Length == 0) is var empty and >= 0)
        {
            Fail("StockPrices.Benchmarks", $"argument {empty + 1} is empty. Commands: {commands}; none runs the article suite");
            return BadInput;
        }

        if (args is [var first, ..] && !first.StartsWith('-') && root.Subcommands.All(c => c.Name != first))
        {
            Fail("StockPrices.Benchmarks", $"unknown command '{first}'. Commands: {commands}; none runs the article suite, and BenchmarkDotNet's options (--filter, --job, --list flat ...) pass through");
            return BadInput;
        }

        var parse = root.Parse(RuntimesCommand.WithOwnListsLast(args), Parsing);
        // Only the root and runtimes pass unknown tokens on (to BenchmarkDotNet); System.CommandLine lets the
        // root's choice apply to its subcommands, so each command's own setting is checked here.
        var error = GivenMoreThanOnce(parse)
            ?? parse.Errors.FirstOrDefault()?.Message
            ?? (parse.UnmatchedTokens is [var unknown, ..] && parse.CommandResult.Command.TreatUnmatchedTokensAsErrors ? $"unrecognized argument '{unknown}'" : null);
        if (error is not null)
        {
            Fail(CommandPath(parse), $"{error.TrimEnd('.')} (see {CommandPath(parse)} --help)");
            return BadInput;
        }

        try
        {
            var exitCode = parse.InvokeAsync(Invocation, StopSignal.Token)
                .GetAwaiter().GetResult();
            return StopSignal.Requested ? StopSignal.ExitCode : exitCode;
        }
        catch (OperationCanceledException) when (StopSignal.Requested)
        {
            return StopSignal.ExitCode;
        }
        catch (DirectoryNotFoundException exception) when (!LazyStore.IsValueCreated)
        {
            Fail(CommandPath(parse), exception.Message);
            return BadInput;
        }
        catch (Exception exception) when (exception is IOException or UnauthorizedAccessException or InvalidDataException or System.Text.Json.JsonException)
        {
            // What the runners cannot check before they start (a disk filling up, a file changed under them).
            Fail(CommandPath(parse), exception.Message);
            return 1;
        }
    }

    private static RootCommand Build()
    {
        var root = new RootCommand(
            "StockPrices: what async costs in .NET. With no command, the article's BenchmarkDotNet suite; its own options " +
            "(--filter, --job, --list flat, --artifacts ...) pass through to BenchmarkDotNet. Results go to artifacts/results/ " +
            "(ignored by git); --save publishes a complete run to docs/results.")
        {
            DocsCommand.Create(),
            CompareCommand.Create(),
            RuntimesCommand.Create(),
            RingCommand.Create(),
            PipelinesCommand.Create(),
            PollingCommand.Create(),
            ArticleSuite.CreateBeyondCommand(),
            QuickCommand.Create(),
        };
        ArticleSuite.AddTo(root);
        return root;
    }

    /// <summary>
    /// An option given twice (System.CommandLine keeps the last value of a flag or a list and says nothing): which
    /// one the user meant is a guess, so the first such option is refused.
    /// </summary>
    private static string? GivenMoreThanOnce(ParseResult parse)
    {
        for (var result = parse.CommandResult; result is not null; result = result.Parent as CommandResult)
        {
            if (result.Children.OfType<OptionResult>().FirstOrDefault(option => option.IdentifierTokenCount > 1) is { } repeated)
            {
                return $"{repeated.IdentifierToken?.Value ?? repeated.Option.Name} is given {repeated.IdentifierTokenCount} times; give it once";
            }
        }

        return null;
    }

    private static string CommandPath(ParseResult parse)
    {
        var names = new List<string>();
        for (var result = parse.CommandResult; result is not null; result = result.Parent as CommandResult)
        {
            names.Insert(0, result.Command is RootCommand ? "StockPrices.Benchmarks" : result.Command.Name);
        }

        return names.Count > 1 ? string.Join(' ', names.Skip(1)) : names[0];
    }
}
