namespace StockPrices.Results.Quiet;

/// <summary>
/// How quiet the machine was during a committed run, as the docs say it: the quiet-machine gate's figures when the run
/// recorded them, else the load averages older runs recorded, saying that the gate's figures were not.
/// </summary>
public static class QuietMachineText
{
    /// <summary>A run made before the gate, in a table of the gate's figures.</summary>
    public const string NotRecorded = "not recorded";

    public static string Describe(QuietMachineRecord? quiet, string? loadAverageAtStart, string? loadAverageAtEnd) =>
        quiet is not null ? $"quiet-machine gate: {quiet.Figures()}"
        : loadAverageAtStart is null ? "load average, foreign CPU and calibration drift not recorded"
        : $"load average (1, 5, 15 min) {loadAverageAtStart} at the start, {loadAverageAtEnd ?? "not recorded"} at the end (foreign CPU and calibration drift not recorded)";

    /// <summary>The same for a run's record, or for a run that has none.</summary>
    public static string Describe(RunRecord? record) => Describe(record?.QuietMachine, record?.LoadAverageAtStart, record?.LoadAverageAtEnd);
}
