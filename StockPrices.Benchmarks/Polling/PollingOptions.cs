using System.CommandLine;
using System.CommandLine.Parsing;

namespace StockPrices.Benchmarks.Polling;

/// <summary>The options both polling workloads take, each checked so bad input gets a clear message and exit code 1.</summary>
internal sealed class PollingOptions
{
    public Option<int[]> Connections { get; } = new("--connections", "-n")
    {
        Description = "Connections (N). Several values run each in turn, e.g. -n 500 2000 10000.",
        DefaultValueFactory = _ => [500],
        AllowMultipleArgumentsPerToken = true,
    };

    public Option<double> Probability { get; } = new("--probability", "-p")
    {
        Description = "Chance that a connection has a message per poll interval, 0 to 1.",
        DefaultValueFactory = _ => 0.01,
    };

    public Option<TimeSpan[]> Cost { get; } = new("--cost", "-d")
    {
        Description = "Blocking cost of handling one message (0, 100ms, 500ms ...). Several values run each.",
        DefaultValueFactory = _ => [TimeSpan.Zero],
        AllowMultipleArgumentsPerToken = true,
        CustomParser = result => ParseDurations(result, TimeSpan.Zero, TimeSpan.FromSeconds(10)),
    };

    public Option<TimeSpan> Duration { get; } = new("--duration")
    {
        Description = "How long messages are offered, per variant (e.g. 10s).",
        DefaultValueFactory = _ => TimeSpan.FromSeconds(10),
        CustomParser = result => ParseDuration(result, TimeSpan.FromMilliseconds(1), TimeSpan.FromHours(1)),
    };

    public Option<TimeSpan> Interval { get; } = new("--interval")
    {
        Description = "Pause between polling rounds (the seed's 50 ms).",
        DefaultValueFactory = _ => TimeSpan.FromMilliseconds(50),
        CustomParser = result => ParseDuration(result, TimeSpan.FromMilliseconds(1), TimeSpan.FromSeconds(10)),
    };

    public Option<TimeSpan> WarmUp { get; } = new("--warmup")
    {
        Description = "How long the server runs idle (threads started, code jitted) before messages are offered.",
        DefaultValueFactory = _ => TimeSpan.FromSeconds(1),
        CustomParser = result => ParseDuration(result, TimeSpan.Zero, TimeSpan.FromMinutes(1)),
    };

    public Option<TimeSpan> Drain { get; } = new("--drain")
    {
        Description = "After offering stops, how long a variant may take to handle its backlog.",
        DefaultValueFactory = _ => TimeSpan.FromSeconds(10),
        CustomParser = result => ParseDuration(result, TimeSpan.Zero, TimeSpan.FromMinutes(10)),
    };

    public Option<int> Seed { get; } = new("--seed")
    {
        Description = "Seed of the random arrivals (the same for every variant).",
        DefaultValueFactory = _ => 1,
    };

    public Option<DirectoryInfo?> Output { get; } = new("--output")
    {
        Description = "Folder for the JSON report (default: docs/results/<runtime-os-arch>/ of the repository).",
    };

    /// <summary>Internal: where a child process writes its result row.</summary>
    public Option<FileInfo?> ResultFile { get; } = new("--result-file") { Hidden = true };

    public PollingOptions()
    {
        Connections.Validators.Add(result =>
        {
            if (result.GetValueOrDefault<int[]>() is { } values && values.Any(n => n is < 1 or > 100_000))
            {
                result.AddError("--connections must be between 1 and 100,000.");
            }
        });
        Probability.Validators.Add(result =>
        {
            var value = result.GetValueOrDefault<double>();
            if (double.IsNaN(value) || value is < 0 or > 1)
            {
                result.AddError($"--probability must be between 0 and 1 (got {value}).");
            }
        });
    }

    public PollingSettings Read(ParseResult parse) => new(
        parse.GetValue(Connections)!,
        parse.GetValue(Probability),
        parse.GetValue(Cost)!.Distinct().ToArray(),
        parse.GetValue(Duration),
        parse.GetValue(Interval),
        parse.GetValue(WarmUp),
        parse.GetValue(Drain),
        parse.GetValue(Seed),
        parse.GetValue(Output),
        parse.GetValue(ResultFile));

    public void AddTo(Command command)
    {
        foreach (var option in new Option[] { Connections, Probability, Cost, Duration, Interval, WarmUp, Drain, Seed, Output, ResultFile })
        {
            command.Options.Add(option);
        }
    }

    private static TimeSpan ParseDuration(ArgumentResult result, TimeSpan min, TimeSpan max) => ParseDurations(result, min, max).FirstOrDefault();

    /// <summary>Parses and range-checks in one step, so a bad value gives one message and no later conversion error.</summary>
    private static TimeSpan[] ParseDurations(ArgumentResult result, TimeSpan min, TimeSpan max)
    {
        var name = ((OptionResult)result.Parent!).Option.Name;
        var durations = new List<TimeSpan>();
        foreach (var token in result.Tokens)
        {
            if (!DurationText.TryParse(token.Value, out var duration))
            {
                result.AddError($"{name}: '{token.Value}' is not a duration: write 0, 250ms, 10s or 2m.");
                return [];
            }

            if (duration < min || duration > max)
            {
                result.AddError($"{name} must be between {DurationText.Format(min)} and {DurationText.Format(max)} (got {token.Value}).");
                return [];
            }

            durations.Add(duration);
        }

        return [.. durations];
    }
}
