using System.CommandLine;
using StockPrices.Reporting.Results;

namespace StockPrices.Benchmarks.CommandLine;

/// <summary>
/// <c>--save</c>, <c>--save-repeat</c> and <c>--output</c>, the same on every runner: results go to
/// artifacts/results/ (ignored by git) or <c>--output</c>; only <c>--save</c> (replace the committed run) or
/// <c>--save-repeat</c> (add one more independent run beside it) publish a complete run to docs/results.
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

    public Option<DirectoryInfo?> Output { get; } = new("--output")
    {
        Description = "Folder for this run's results (default: artifacts/results/<environment>/ in the repository). Never inside docs/results: use --save.",
    };

    /// <summary>Adds the options; <paramref name="withOutput"/> false for a runner whose output folder is named another way (BenchmarkDotNet's --artifacts).</summary>
    public void AddTo(Command command, bool withOutput = true)
    {
        ArgumentNullException.ThrowIfNull(command);
        command.Options.Add(Save);
        command.Options.Add(SaveRepeat);
        if (withOutput)
        {
            command.Options.Add(Output);
        }

        command.Validators.Add(result =>
        {
            if (result.GetValue(Save) && result.GetValue(SaveRepeat))
            {
                result.AddError("--save replaces the committed run and --save-repeat adds one beside it: choose one.");
            }
        });
    }

    public PublishMode Publish(ParseResult parse)
    {
        ArgumentNullException.ThrowIfNull(parse);
        return parse.GetValue(Save) ? PublishMode.Replace : parse.GetValue(SaveRepeat) ? PublishMode.AddRepeat : PublishMode.None;
    }

    /// <summary>Checks where the results will go before any work starts; prints why not and returns null when they cannot.</summary>
    public RunOutput? Prepare(ParseResult parse, string key, string environment, long bytesNeeded = 1 << 20)
    {
        ArgumentNullException.ThrowIfNull(parse);
        return RunOutput.Prepare(parse.CommandResult.Command.Name, key, environment, Publish(parse), parse.GetValue(Output)?.FullName, bytesNeeded);
    }
}
