namespace StockPrices.Reporting.Results;

/// <summary>
/// How a run was made, written the same way by every runner: the command, where it ran, the machine's load
/// average (Linux <c>/proc/loadavg</c>: 1, 5 and 15 minutes) before and after, its exit status and how
/// complete it was. Saved inside each <see cref="RunReport"/> and as <see cref="ResultsStore.RunRecordFileName"/>
/// beside BenchmarkDotNet's reports.
/// </summary>
public sealed record RunRecord(
    string Command,
    EnvironmentInfo Environment,
    DateTimeOffset StartedUtc,
    TimeSpan Duration,
    string? LoadAverageAtStart,
    string? LoadAverageAtEnd,
    int ExitCode,
    RunCompleteness Completeness,
    string? Why)
{
    /// <summary>Whether this run may replace committed results: complete and exited 0.</summary>
    public bool IsPublishable => Completeness == RunCompleteness.Complete && ExitCode == 0;

    /// <summary>Why the run may not be published, in a few words; null when it may.</summary>
    public string? WhyNotPublishable =>
        IsPublishable ? null
        : Completeness == RunCompleteness.Complete ? $"it exited {ExitCode}"
        : $"it was a {Completeness.ToString().ToLowerInvariant()} run{(Why is null ? "" : $" ({Why})")}";
}
