namespace StockPrices.Results;

/// <summary>
/// The results of a scenario that runs for seconds and so has its own runner rather than
/// BenchmarkDotNet (polling, pipelines, ring): what was run, where, and one row per variant.
/// </summary>
public sealed record RunReport(
    string Scenario,
    string Title,
    DateTimeOffset StartedUtc,
    TimeSpan Duration,
    EnvironmentInfo Environment,
    IReadOnlyDictionary<string, string> Parameters,
    IReadOnlyList<RunReportRow> Rows,
    IReadOnlyList<string> Notes)
{
    /// <summary>How the run was made and how complete it was (absent in reports saved before runs recorded it).</summary>
    public Results.RunRecord? Run { get; init; }

    /// <summary>
    /// The command that made this report, whole (<c>dotnet run ... -- ring ...</c>): from its run record, or, in
    /// reports saved before runs recorded one, from the parameters its runner used; null when not recorded.
    /// </summary>
    public string? RecordedCommand()
    {
        var command = Run?.Command ?? Parameters.GetValueOrDefault("command") ?? Parameters.GetValueOrDefault("commandLine");
        return command is null ? null
            : command.StartsWith("dotnet ", StringComparison.Ordinal) ? command.Trim()
            : Results.RunRecorder.CommandPrefix + command.Trim();
    }
}
