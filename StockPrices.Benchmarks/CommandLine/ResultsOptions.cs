using System.CommandLine;
using System.CommandLine.Parsing;
using StockPrices.Results;

namespace StockPrices.Benchmarks.CommandLine;

/// <summary>
/// <c>--save</c>, <c>--save-repeat</c>, <c>--save-check</c> and <c>--output</c>, the same on every runner: results go
/// to artifacts/results/ (ignored by git) or <c>--output</c>; only <c>--save</c> (replace the committed run),
/// <c>--save-repeat</c> (add one more independent run beside it) or <c>--save-check</c> (keep one to check their
/// range against) publish a complete run to docs/results.
/// </summary>
internal sealed class ResultsOptions
{
    public Option<bool> Save { get; } = new("--save")
    {
        Description = "Also publish the results to docs/results, replacing the committed ones, if the run completes with the full job (a dry, short, partial or failed run never does).",
    };

    public Option<bool> SaveRepeat { get; } = new("--save-repeat")
    {
        Description = "Also publish a complete run to docs/results as one more independent run of the committed one (the same command), so the docs can quote a range over the runs.",
    };

    public Option<bool> SaveCheck { get; } = new("--save-check")
    {
        Description = "Also publish a complete run of the committed one's command as its check: kept beside the committed runs, never part of their ranges; the docs say where it lands in them.",
    };

    public Option<DirectoryInfo?> Output { get; } = new("--output")
    {
        Description = "Folder for this run's results (default: artifacts/results/<environment>/ in the repository). Never inside docs/results: use --save.",
    };

    /// <summary>Adds the options; <paramref name="withOutput"/> false for a runner whose output folder is named another way (BenchmarkDotNet's --artifacts).</summary>
    public void AddTo(Command command, bool withOutput = true)
    {
        command.Options.Add(Save);
        command.Options.Add(SaveRepeat);
        command.Options.Add(SaveCheck);
        if (withOutput)
        {
            command.Options.Add(Output);
        }

        command.Validators.Add(result =>
        {
            if (new[] { result.GetValue(Save), result.GetValue(SaveRepeat), result.GetValue(SaveCheck) }.Count(asked => asked) > 1)
            {
                result.AddError("--save replaces the committed run, --save-repeat adds one beside it and --save-check keeps one to check them: choose one.");
            }
        });
    }

    /// <summary>Whether any of the publish options was given (for a command's own validators).</summary>
    public bool AnyGiven(CommandResult result) =>
        result.GetValue(Save) || result.GetValue(SaveRepeat) || result.GetValue(SaveCheck);

    public PublishMode Publish(ParseResult parse) =>
        parse.GetValue(Save) ? PublishMode.Replace
            : parse.GetValue(SaveRepeat) ? PublishMode.AddRepeat
            : parse.GetValue(SaveCheck) ? PublishMode.Check
            : PublishMode.None;

    /// <summary>Checks where the results will go before any work starts; prints why not and returns null when they cannot.</summary>
    public RunOutput? Prepare(ParseResult parse, string key, string environment, long bytesNeeded = 1 << 20)
    {
        return RunOutput.Prepare(parse.CommandResult.Command.Name, key, environment, Publish(parse), parse.GetValue(Output)?.FullName, bytesNeeded);
    }
}
