using StockPrices.Results.Quiet;

namespace StockPrices.Results;

/// <summary>
/// How a run was made, written the same way by every runner: the command, where it ran, the machine's load
/// average (Linux <c>/proc/loadavg</c>: 1, 5 and 15 minutes) before and after, its exit status and how
/// complete it was, and since the quiet-machine gate, what else ran on the machine during each benchmark or cell
/// (<see cref="QuietMachine"/>: null in older records). Saved inside each <see cref="RunReport"/> and as <see cref="ResultsStore.RunRecordFileName"/>
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
    string? Why,
    QuietMachineRecord? QuietMachine = null)
{
    /// <summary>Whether this run may replace committed results: complete, exited 0, and quiet where the gate measured it.</summary>
    public bool IsPublishable => WhyNotPublishable is null;

    /// <summary>Why the run may not be published, in a few words; null when it may.</summary>
    public string? WhyNotPublishable =>
        Completeness != RunCompleteness.Complete ? $"it was a {Completeness.ToString().ToLowerInvariant()} run{(Why is null ? "" : $" ({Why})")}"
        : ExitCode != 0 ? $"it exited {ExitCode}"
        : QuietMachine?.WhyNotQuiet;
}
