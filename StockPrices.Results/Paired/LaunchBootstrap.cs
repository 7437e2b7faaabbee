namespace StockPrices.Results.Paired;

/// <summary>
/// The median of several launches' values pooled, and its confidence interval from a two-stage bootstrap: each resample
/// draws as many launches as there are, with replacement, then from each drawn launch as many of its values as it has,
/// with replacement, and takes the median of all it drew; the interval is the percentile interval of those medians.
/// <see cref="DrawnMedians"/> gives the drawn medians themselves, for runs of any number of launches.
/// </summary>
/// <remarks>
/// A launch is a process, and a process can settle into a state that holds for its life, so the launches, not the
/// values, are the independent draws: drawing launches puts the spread between processes into the interval, and drawing
/// values within them the spread of each. The interval narrows as launches are added, where an interval that spans every
/// launch's own only widens. A fixed seed gives the same interval for the same values every time. One launch has no
/// spread between processes to draw from, and gets <see cref="MedianInterval.Of"/>.
/// </remarks>
public static class LaunchBootstrap
{
    public const int Resamples = 2_000;

    private const int Seed = 20;

    /// <summary>The interval of the launches that have values; null when they have too few for a 95% interval in all.</summary>
    public static MedianInterval? Of(IReadOnlyList<IReadOnlyList<double>> launches)
    {
        var drawn = launches.Where(launch => launch.Count > 0).ToList();
        var pooled = drawn.SelectMany(launch => launch).ToList();
        if (drawn.Count < 2 || pooled.Count < MedianInterval.MinimumCountAt95)
        {
            return MedianInterval.Of(pooled);
        }

        var medians = DrawnMedians(drawn, drawn.Count);
        var tail = (1 - MedianInterval.Confidence) / 2;
        return new MedianInterval(
            Median.Of(pooled),
            medians[(int)Math.Floor(tail * Resamples)],
            medians[(int)Math.Ceiling((1 - tail) * Resamples) - 1]);
    }

    /// <summary>
    /// The medians of <see cref="Resamples"/> runs drawn from <paramref name="launches"/>, sorted: each run draws
    /// <paramref name="launchesPerRun"/> launches with replacement, then from each drawn launch as many of its values as it
    /// has, with replacement, and takes the median of all it drew. The fixed seed draws the same runs every time.
    /// </summary>
    public static double[] DrawnMedians(IReadOnlyList<IReadOnlyList<double>> launches, int launchesPerRun)
    {
        ArgumentOutOfRangeException.ThrowIfNegativeOrZero(launchesPerRun);
        var drawn = launches.Where(launch => launch.Count > 0).ToList();
        if (drawn.Count == 0)
        {
            throw new ArgumentException("No launch has values to draw.", nameof(launches));
        }

        var random = new Random(Seed);
        var medians = new double[Resamples];
        var sample = new List<double>();
        for (var resample = 0; resample < Resamples; resample++)
        {
            sample.Clear();
            for (var i = 0; i < launchesPerRun; i++)
            {
                var launch = drawn[random.Next(drawn.Count)];
                for (var j = 0; j < launch.Count; j++)
                {
                    sample.Add(launch[random.Next(launch.Count)]);
                }
            }

            sample.Sort();
            medians[resample] = Median.OfSorted(sample);
        }

        Array.Sort(medians);
        return medians;
    }
}
