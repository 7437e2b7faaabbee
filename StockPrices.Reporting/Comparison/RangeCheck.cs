using StockPrices.Reporting.BenchmarkResults;
using StockPrices.Results.Paired;

namespace StockPrices.Reporting.Comparison;

/// <summary>
/// One benchmark of a run against the range its committed runs span: the minimum and maximum of their medians
/// (as the docs quote the headlines) and of their rounded Allocated, and where this run's figures fall.
/// </summary>
public sealed record RangeCheck(string Id, IReadOnlyList<BenchmarkResult> Committed, BenchmarkResult Run)
{
    public double MinMedian => Committed.Min(r => r.MedianNanoseconds);

    public double MaxMedian => Committed.Max(r => r.MedianNanoseconds);

    /// <summary>The median of the committed runs' medians: the figure the docs publish for this benchmark.</summary>
    public double CommittedMedian => StockPrices.Results.Median.Of(Committed.Select(r => r.MedianNanoseconds));

    /// <summary>This run's median against <see cref="CommittedMedian"/>, as a share of it: +0.04 is 4% slower.</summary>
    public double OffCommittedMedian => Run.MedianNanoseconds / CommittedMedian - 1;

    /// <summary>
    /// How often a run like this one, drawn from the committed runs' processes (as many as this run measured, each with
    /// its iterations resampled: <see cref="LaunchBootstrap.DrawnMedians"/>), lands within <paramref name="share"/> of
    /// <see cref="CommittedMedian"/>; null when the committed reports hold no iterations. The draws treat the processes as
    /// independent, so whatever moves every process of a run together is not in it.
    /// </summary>
    public double? DrawnRunsWithin(double share)
    {
        var processes = CommittedProcesses;
        if (processes.Count == 0)
        {
            return null;
        }

        var published = CommittedMedian;
        var medians = LaunchBootstrap.DrawnMedians(processes, Run.Launches);
        return (double)medians.Count(median => Math.Abs(median / published - 1) <= share) / medians.Length;
    }

    /// <summary>Every process the committed runs measured this benchmark in, with the iterations its statistics kept.</summary>
    public IReadOnlyList<IReadOnlyList<double>> CommittedProcesses =>
        [.. Committed.SelectMany(r => r.IterationsByLaunch).Where(launch => launch.Count > 0)];

    /// <summary>Where this run's median lands in the committed runs' medians.</summary>
    public RangePlacement Median => new(Run.MedianNanoseconds, MinMedian, MaxMedian);

    /// <summary>The committed runs' Allocated per operation, smallest and largest; null when none was measured.</summary>
    public (double Min, double Max)? CommittedBytes =>
        Committed.Select(r => r.AllocatedBytesPerOperation).OfType<double>().ToList() is { Count: > 0 } bytes ? (bytes.Min(), bytes.Max()) : null;

    /// <summary>Whether this run's Allocated, rounded to whole bytes, lies within the committed runs' (true when not measured).</summary>
    public bool BytesInside =>
        Run.AllocatedBytesPerOperation is not { } bytes
        || CommittedBytes is not var (min, max)
        || new RangePlacement(Math.Round(bytes), Math.Round(min), Math.Round(max)).IsInside;
}
