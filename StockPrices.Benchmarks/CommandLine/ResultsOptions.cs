using System.CommandLine;
using StockPrices.Reporting.Results;

namespace StockPrices.Benchmarks.CommandLine;

/// <summary>
/// <c>--save</c> and <c>--output</c>, the same on every runner: results go to artifacts/results/ (ignored by
/// git) or <c>--output</c>; only <c>--save</c> publishes a complete run to docs/results.
/// </summary>
internal sealed class ResultsOptions
{
    public Option<bool> Save { get; } = new("--save")
    {
        Description = "Also publish the results to docs/results, replacing the committed ones, if the run completes with the full job (a dry, short, partial or failed run never does).",
    };

    public Option<DirectoryInfo?> Output { get; } = new("--output")
    {
        Description = "Folder for this run's results (default: artifacts/results/<environment>/ in the repository). Never inside docs/results: use --save.",
    };

    public void AddTo(Command command)
    {
        ArgumentNullException.ThrowIfNull(command);
        command.Options.Add(Save);
        command.Options.Add(Output);
    }

    /// <summary>Checks where the results will go before any work starts; prints why not and returns null when they cannot.</summary>
    public RunOutput? Prepare(ParseResult parse, string key, string environment, long bytesNeeded = 1 << 20)
    {
        ArgumentNullException.ThrowIfNull(parse);
        return RunOutput.Prepare(parse.CommandResult.Command.Name, key, environment, parse.GetValue(Save), parse.GetValue(Output)?.FullName, bytesNeeded);
    }
}
