using System.CommandLine;
using StockPrices.Benchmarks.CommandLine;

namespace StockPrices.Benchmarks.Polling;

/// <summary>The options both polling workloads take, each parsed and range-checked by <see cref="CheckedOptions"/>.</summary>
internal sealed class PollingOptions
{
    public Option<int[]> Connections { get; } = CheckedOptions.Integers(
        "--connections", "Connections (N). Several values run each in turn, e.g. -n 500 2000 10000.", [500], 1, 100_000, "-n");

    public Option<double> Probability { get; } = CheckedOptions.Number(
        "--probability", "Chance that a connection has a message per poll interval, 0 to 1.", 0.01, 0, 1, "-p");

    public Option<TimeSpan[]> Cost { get; } = CheckedOptions.Durations(
        "--cost", "Blocking cost of handling one message (0, 100ms, 500ms ...). polling simulated runs each of several; polling tcp takes one.", [TimeSpan.Zero], TimeSpan.Zero, TimeSpan.FromSeconds(10), "-d");

    public Option<TimeSpan> Duration { get; } = CheckedOptions.Duration(
        "--duration", "How long messages are offered, per variant (e.g. 10s).", TimeSpan.FromSeconds(10), TimeSpan.FromMilliseconds(1), TimeSpan.FromHours(1));

    public Option<TimeSpan> Interval { get; } = CheckedOptions.Duration(
        "--interval", "Pause between polling rounds.", TimeSpan.FromMilliseconds(50), TimeSpan.FromMilliseconds(1), TimeSpan.FromSeconds(10));

    public Option<TimeSpan> WarmUp { get; } = CheckedOptions.Duration(
        "--warmup", "How long the server runs idle (threads started, code jitted) before messages are offered.", TimeSpan.FromSeconds(1), TimeSpan.Zero, TimeSpan.FromMinutes(1));

    public Option<TimeSpan> Drain { get; } = CheckedOptions.Duration(
        "--drain", "After offering stops, how long a variant may take to handle its backlog.", TimeSpan.FromSeconds(10), TimeSpan.Zero, TimeSpan.FromMinutes(10));

    public Option<int> Seed { get; } = CheckedOptions.Integer(
        "--seed", "Seed of the random arrivals (the same for every variant).", 1, int.MinValue, int.MaxValue);

    public ResultsOptions Results { get; } = new();

    /// <summary>Internal: where a child process writes its result row.</summary>
    public Option<FileInfo?> ResultFile { get; } = new("--result-file") { Hidden = true };

    public PollingSettings Read(ParseResult parse) => new(
        parse.GetValue(Connections)!,
        parse.GetValue(Probability),
        parse.GetValue(Cost)!.Distinct().ToArray(),
        parse.GetValue(Duration),
        parse.GetValue(Interval),
        parse.GetValue(WarmUp),
        parse.GetValue(Drain),
        parse.GetValue(Seed),
        parse.GetValue(ResultFile));

    public void AddTo(Command command)
    {
        foreach (var option in new Option[] { Connections, Probability, Cost, Duration, Interval, WarmUp, Drain, Seed, ResultFile })
        {
            command.Options.Add(option);
        }

        Results.AddTo(command);
    }
}
