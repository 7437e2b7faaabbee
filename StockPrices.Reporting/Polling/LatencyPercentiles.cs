using Pragmastat;
using Perfolizer.Mathematics.Common;
using Perfolizer.Mathematics.QuantileEstimators;

namespace StockPrices.Reporting.Polling;

/// <summary>Latency percentiles of a run, estimated by Perfolizer's simple (Hyndman–Fan type 7) quantile estimator.</summary>
public sealed record LatencyPercentiles(double P50, double P99, double Max)
{
    public static LatencyPercentiles Of(double[] latencies)
    {
        if (latencies.Length == 0)
        {
            return new LatencyPercentiles(double.NaN, double.NaN, double.NaN);
        }

        var sample = new Sample(latencies);
        var estimator = SimpleQuantileEstimator.Instance;
        return new LatencyPercentiles(estimator.Quantile(sample, 0.5), estimator.Quantile(sample, 0.99), latencies.Max());
    }
}
