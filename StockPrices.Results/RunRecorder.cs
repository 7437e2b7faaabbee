using System.Diagnostics;
using StockPrices.Results.Quiet;

namespace StockPrices.Results;

/// <summary>
/// Started as a run begins (reads the command, the load average and the first calibration), finished into its
/// <see cref="RunRecord"/>. The runner takes a quiet-machine reading per benchmark or cell through <see cref="QuietMachine"/>;
/// a runner that takes none is judged by one reading over the whole run.
/// </summary>
public sealed class RunRecorder
{
    private readonly Stopwatch _clock = Stopwatch.StartNew();
    private readonly QuietMachineWatch _wholeRun;

    private RunRecorder(string command)
    {
        Command = command;
        _wholeRun = QuietMachine.Begin();
    }

    /// <summary>The command as the user would type it again.</summary>
    public string Command { get; }

    public DateTimeOffset StartedUtc { get; } = DateTimeOffset.UtcNow;

    public string? LoadAverageAtStart { get; } = LoadAverage.Read();

    public TimeSpan Elapsed => _clock.Elapsed;

    public QuietMachineMonitor QuietMachine { get; } = new();

    /// <summary>Starts recording a run of <paramref name="arguments"/> (what follows the app's name).</summary>
    public static RunRecorder Start(IEnumerable<string> arguments) =>
        new(CommandPrefix + string.Join(' ', arguments.Select(Quote)));

    /// <summary>How a command of this app is written in the docs and in every run record.</summary>
    public const string CommandPrefix = "dotnet run -c Release --project StockPrices.Benchmarks -- ";

    public RunRecord Finish(int exitCode, RunCompleteness completeness, string? why = null)
    {
        if (QuietMachine.Readings.Count == 0)
        {
            QuietMachine.End(_wholeRun, "the whole run", Command);
        }

        return new(Command, EnvironmentInfo.Capture(), StartedUtc, _clock.Elapsed, LoadAverageAtStart, LoadAverage.Read(), exitCode, completeness, why, QuietMachine.Record());
    }

    private static string Quote(string argument) =>
        argument.Length > 0 && argument.All(c => char.IsAsciiLetterOrDigit(c) || "-_./:=*%,+@".Contains(c)) ? argument : $"'{argument.Replace("'", "'\\''")}'";
}
