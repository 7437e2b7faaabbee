using System.Globalization;

namespace StockPrices.Results.Paired;

/// <summary>
/// Each launch's median ratio of one comparison, as <c>quick</c> records it in its report's notes
/// ("TaskVsSync: 60 launches, ratio per launch 1.386, 1.383, ...; ...") and as the docs read it back: the spread between
/// processes that a reader who runs the comparison again will meet.
/// </summary>
public static class PairedLaunchRatios
{
    private const string Marker = "ratio per launch ";

    private const string NoneKept = "none kept";

    /// <summary>"ratio per launch 1.386, none kept, 1.383": a launch that kept no round reads "none kept".</summary>
    public static string Format(IEnumerable<double> ratios) =>
        Marker + string.Join(", ", ratios.Select(r => double.IsNaN(r) ? NoneKept : r.ToString("0.000", CultureInfo.InvariantCulture)));

    /// <summary>The launches' ratios of <paramref name="id"/> in a report's notes, launches that kept no round left out; empty when the notes have none.</summary>
    public static IReadOnlyList<double> Parse(PairedComparisonId id, IEnumerable<string> notes)
    {
        var note = notes.FirstOrDefault(n => n.StartsWith($"{id}: ", StringComparison.Ordinal) && n.Contains(Marker, StringComparison.Ordinal));
        if (note is null)
        {
            return [];
        }

        var list = note[(note.IndexOf(Marker, StringComparison.Ordinal) + Marker.Length)..];
        return [.. list[..(list.IndexOf(';') is var end and >= 0 ? end : list.Length)]
            .Split(", ")
            .Where(value => value != NoneKept)
            .Select(value => double.Parse(value, NumberStyles.Float, CultureInfo.InvariantCulture))];
    }
}
