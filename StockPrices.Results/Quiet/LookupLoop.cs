using System.Runtime.CompilerServices;

namespace StockPrices.Results.Quiet;

/// <summary>
/// A fixed loop of string-keyed dictionary lookups, the kind of work the synchronous benchmarks do (hashing, loads,
/// compares, branches), timed beside <see cref="CalibrationLoop"/>. The arithmetic loop is one dependent chain and barely
/// felt spells in which the synchronous lookup ran a third slower; this one is recorded to learn whether it feels them.
/// </summary>
public static class LookupLoop
{
    /// <summary>Lookups per pass: tens of milliseconds on the machines here.</summary>
    public const int Lookups = 4_000_000;

    private static readonly string[] Keys = [.. Enumerable.Range(0, 64).Select(i => $"TICKER{i:00}")];

    private static readonly Dictionary<string, int> Table = Keys.Select((key, i) => (key, i)).ToDictionary(entry => entry.key, entry => entry.i);

    /// <summary>The median time of <see cref="CalibrationLoop.Passes"/> passes of the loop.</summary>
    public static TimeSpan Measure() => CalibrationLoop.MedianOfPasses(() => Run(Lookups));

    [MethodImpl(MethodImplOptions.NoInlining | MethodImplOptions.AggressiveOptimization)]
    private static ulong Run(int lookups)
    {
        var sum = 0UL;
        for (var i = 0; i < lookups; i++)
        {
            sum += (ulong)Table[Keys[i & 63]];
        }

        return sum;
    }
}
