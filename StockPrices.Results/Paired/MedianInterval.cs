namespace StockPrices.Results.Paired;

/// <summary>
/// The median of a sample and its distribution-free confidence interval from order statistics: with the values
/// sorted, [x(k), x(n+1-k)] covers the true median with probability 1 - 2 P(B &lt;= k-1), B ~ Binomial(n, 1/2),
/// for any continuous distribution; k is the largest rank that keeps that probability at least
/// <see cref="Confidence"/>. Chosen over a bootstrap (no resampling noise, the same answer every time) and over Perfolizer's
/// Maritz-Jarrett interval (which rests on the Harrell-Davis estimate, not the sample median this reports). It treats the
/// values as independent draws, as the rounds of one process are; launches of several processes are not, and get
/// <see cref="LaunchBootstrap"/>.
/// </summary>
public readonly record struct MedianInterval(double Median, double Lower, double Upper)
{
    public const double Confidence = 0.95;

    /// <summary>The fewest values for which a 95% interval exists (n = 6: [x(1), x(6)] covers 1 - 2/64).</summary>
    public const int MinimumCountAt95 = 6;

    public bool Contains(double value) => Lower <= value && value <= Upper;

    public bool Overlaps(MedianInterval other) => Lower <= other.Upper && other.Lower <= Upper;

    /// <summary>The interval of <paramref name="values"/>; null when there are too few for a 95% interval.</summary>
    public static MedianInterval? Of(IReadOnlyList<double> values)
    {
        var sorted = values.Order().ToArray();
        var k = LowerRank(sorted.Length, (1 - Confidence) / 2);
        if (k == 0)
        {
            return null;
        }

        return new MedianInterval(StockPrices.Results.Median.OfSorted(sorted), sorted[k - 1], sorted[sorted.Length - k]);
    }

    /// <summary>The largest 1-based rank k with P(B &lt;= k-1) &lt;= <paramref name="tail"/>, B ~ Binomial(n, 1/2); 0 when none.</summary>
    public static int LowerRank(int n, double tail)
    {
        ArgumentOutOfRangeException.ThrowIfNegative(n);
        // Summed in log space: 2^-n underflows past n = 1074, and the terms that decide k are far from that.
        var logTerm = -n * Math.Log(2);
        var cumulative = 0.0;
        for (var i = 0; i <= n / 2; i++)
        {
            cumulative += Math.Exp(logTerm);
            if (cumulative > tail)
            {
                return i;
            }

            logTerm += Math.Log(n - i) - Math.Log(i + 1);
        }

        return n / 2;
    }
}
