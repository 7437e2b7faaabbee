using System.Globalization;
using Concurrency.Polling;
using StockPrices.Benchmarks.CommandLine;

namespace StockPrices.Benchmarks.Polling;

/// <summary>The parsed options both workloads share; how they pass to a child and into a report.</summary>
internal sealed record PollingSettings(
    int[] Connections,
    double Probability,
    TimeSpan[] Costs,
    TimeSpan Duration,
    TimeSpan Interval,
    TimeSpan WarmUp,
    TimeSpan Drain,
    int Seed,
    FileInfo? ResultFile)
{
    public PollingWorkload Workload(int connections, TimeSpan cost) => new(connections, Probability, cost, Interval, Seed);

    /// <summary>
    /// The longest a child (a variant, or the TCP server) may live with these settings: warm-up, offering, drain and a
    /// backlog of slow handlings, plus five minutes to start, connect and write its row. Its own deadline, for when the
    /// parent that would stop it is gone.
    /// </summary>
    public TimeSpan ChildLifetime(TimeSpan cost) => WarmUp + Duration + Drain + (4 * cost) + TimeSpan.FromMinutes(5);

    /// <summary>The options that make a child run the same settings for one N and one cost.</summary>
    public string[] ChildArguments(int connections, TimeSpan cost, string resultFile) =>
    [
        "--connections", connections.ToString(CultureInfo.InvariantCulture),
        "--probability", Probability.ToString(CultureInfo.InvariantCulture),
        "--cost", DurationText.Format(cost),
        "--duration", DurationText.Format(Duration),
        "--interval", DurationText.Format(Interval),
        "--warmup", DurationText.Format(WarmUp),
        "--drain", DurationText.Format(Drain),
        "--seed", Seed.ToString(CultureInfo.InvariantCulture),
        "--result-file", resultFile,
    ];

    /// <summary>The report's parameters: the settings every row shares (the command and the load are in its run record).</summary>
    public Dictionary<string, string> Parameters() => new(StringComparer.Ordinal)
    {
        ["probability"] = Probability.ToString(CultureInfo.InvariantCulture),
        ["intervalMs"] = Interval.TotalMilliseconds.ToString(CultureInfo.InvariantCulture),
        ["durationSeconds"] = Duration.TotalSeconds.ToString(CultureInfo.InvariantCulture),
        ["warmUpSeconds"] = WarmUp.TotalSeconds.ToString(CultureInfo.InvariantCulture),
        ["drainSeconds"] = Drain.TotalSeconds.ToString(CultureInfo.InvariantCulture),
        ["seed"] = Seed.ToString(CultureInfo.InvariantCulture),
    };
}
