using StockPrices.Reporting.BenchmarkResults;

namespace StockPrices.Reporting.Article;

/// <summary>
/// The two modes of a benchmark's iterations, when it has two: the iterations split in two groups by two-means
/// on the logarithm of their time, each group described by its median and its size. A split counts as two modes
/// only when the slower group's median is at least <see cref="SeparationRatio"/> times the faster one's.
/// </summary>
public sealed record IterationModes(double FastMedian, int FastCount, double SlowMedian, int SlowCount)
{
    public const double SeparationRatio = 1.5;

    public static IterationModes? Of(BenchmarkResult benchmark)
    {
        ArgumentNullException.ThrowIfNull(benchmark);
        return Of(benchmark.Samples);
    }

    /// <summary>The two modes of iterations pooled from several runs of one benchmark.</summary>
    public static IterationModes? Of(IEnumerable<double> samples)
    {
        var sorted = samples.Order().ToArray();
        if (sorted.Length < 4)
        {
            return null;
        }

        var logs = sorted.Select(v => Math.Log(v)).ToArray();
        var (low, high) = (logs[0], logs[^1]);
        var split = 0;
        for (var round = 0; round < 50; round++)
        {
            var threshold = (low + high) / 2;
            var next = Array.FindIndex(logs, v => v > threshold);
            if (next == split || next <= 0)
            {
                break;
            }

            split = next;
            low = logs[..split].Average();
            high = logs[split..].Average();
        }

        if (split <= 0 || split >= sorted.Length)
        {
            return null;
        }

        var modes = new IterationModes(Median(sorted[..split]), split, Median(sorted[split..]), sorted.Length - split);
        return modes.SlowMedian >= SeparationRatio * modes.FastMedian ? modes : null;
    }

    private static double Median(double[] sorted) =>
        sorted.Length % 2 == 1 ? sorted[sorted.Length / 2] : (sorted[(sorted.Length / 2) - 1] + sorted[sorted.Length / 2]) / 2;
}
