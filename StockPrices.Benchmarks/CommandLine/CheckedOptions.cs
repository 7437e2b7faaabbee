using System.CommandLine;
using System.CommandLine.Parsing;
using System.Globalization;
using System.Numerics;
using System.Text.RegularExpressions;

namespace StockPrices.Benchmarks.CommandLine;

/// <summary>
/// Options whose values are parsed and checked in one step (invariant culture, ASCII digits), so a bad value gives one
/// message naming the option and what it takes, never a conversion exception afterwards: every number, duration, size
/// and bandwidth option of the app, and every list of names. One rule for numbers: an option that takes one value
/// refuses a list (<c>0.1,0.9</c>) and a number written with a comma (<c>0,1</c>, <c>10,000</c>), as it refuses being
/// given twice; an option that takes a list refuses a number grouped by thousands (<c>10,000</c>), which reads as one
/// number to a person and as two to the parser; every value outside the option's range is refused.
/// </summary>
internal static partial class CheckedOptions
{
    public delegate bool TryParse<T>(string text, out T value);

    public static Option<int> Integer(string name, string description, int defaultValue, int min, int max, params string[] aliases) =>
        new(name, aliases)
        {
            Description = description,
            DefaultValueFactory = _ => defaultValue,
            CustomParser = result => EachInteger(result, min, max, oneValue: true).FirstOrDefault(defaultValue),
        };

    /// <summary>
    /// An integer whose upper bound protects something: a value over it is refused with <paramref name="protects"/>,
    /// the reason, so the user learns what the limit is for.
    /// </summary>
    public static Option<int> BoundedInteger(string name, string description, int defaultValue, int min, int max, string protects) =>
        new(name)
        {
            Description = $"{description} At most {max:#,0}: {protects}.",
            DefaultValueFactory = _ => defaultValue,
            CustomParser = result =>
            {
                var value = EachInteger(result, min, int.MaxValue, oneValue: true).FirstOrDefault(defaultValue);
                if (value > max && result.Errors.Count() == 0)
                {
                    result.AddError($"{name} must be at most {max:#,0} (got '{value}'): {protects}.");
                }

                return value;
            },
        };

    public static Option<int[]> Integers(string name, string description, int[] defaultValue, int min, int max, params string[] aliases) =>
        new(name, aliases)
        {
            Description = description,
            DefaultValueFactory = _ => defaultValue,
            AllowMultipleArgumentsPerToken = true,
            CustomParser = result => EachInteger(result, min, max, oneValue: false),
        };

    public static Option<double> Number(string name, string description, double defaultValue, double min, double max, params string[] aliases) =>
        Single(name, description, defaultValue, TryParseNumber, "a number", min, max, aliases);

    public static Option<TimeSpan> Duration(string name, string description, TimeSpan defaultValue, TimeSpan min, TimeSpan max, params string[] aliases) =>
        Single(name, description, defaultValue, DurationText.TryParse, "a duration such as 250ms, 10s or 2m", min, max, aliases);

    public static Option<TimeSpan[]> Durations(string name, string description, TimeSpan[] defaultValue, TimeSpan min, TimeSpan max, params string[] aliases) =>
        new(name, aliases)
        {
            Description = description,
            DefaultValueFactory = _ => defaultValue,
            AllowMultipleArgumentsPerToken = true,
            CustomParser = result => Each<TimeSpan>(result, DurationText.TryParse, "a duration such as 250ms, 10s or 2m", min, max),
        };

    public static Option<T> Single<T>(string name, string description, T defaultValue, TryParse<T> tryParse, string expected, T min, T max, params string[] aliases)
        where T : IComparable<T> =>
        new(name, aliases)
        {
            Description = description,
            DefaultValueFactory = _ => defaultValue,
            CustomParser = result => One(result, tryParse, expected, min, max, defaultValue),
        };

    /// <summary>The one value of a single-value option (<see cref="Each{T}"/>, with a comma refused); <paramref name="fallback"/> after an error.</summary>
    public static T One<T>(ArgumentResult result, TryParse<T> tryParse, string expected, T min, T max, T fallback)
        where T : IComparable<T> =>
        Each(result, tryParse, expected, min, max, oneValue: true).FirstOrDefault(fallback);

    /// <summary>
    /// Variants by name, every one by default (<see cref="Among"/>). System.CommandLine's own enum parse also takes any
    /// number, "-1" included, which names no variant and fails only once the run has started.
    /// </summary>
    public static Option<T[]> Names<T>(string name, string what, string description)
        where T : struct, Enum =>
        new(name)
        {
            Description = description,
            DefaultValueFactory = _ => Enum.GetValues<T>(),
            AllowMultipleArgumentsPerToken = true,
            CustomParser = result => [.. Among(result, what, Enum.GetNames<T>()).Select(Enum.Parse<T>)],
        };

    /// <summary>
    /// Names from <paramref name="known"/> (any case; comma-separated lists too), each once, in the known spelling;
    /// else the option's one error, naming one of them <paramref name="what"/> ("runtime"). An option given without
    /// a value is refused by System.CommandLine before this runs.
    /// </summary>
    public static string[] Among(ArgumentResult result, string what, IReadOnlyList<string> known)
    {
        var names = new List<string>();
        foreach (var text in result.Tokens.SelectMany(t => t.Value.Split(',', StringSplitOptions.TrimEntries)))
        {
            if (known.FirstOrDefault(name => name.Equals(text, StringComparison.OrdinalIgnoreCase)) is not { } name)
            {
                result.AddError($"{OptionName(result)}: unknown {what} '{text}'. Known: {string.Join(", ", known)}.");
                return [];
            }

            if (names.Contains(name))
            {
                result.AddError($"{OptionName(result)}: '{name}' is given twice; give each once.");
                return [];
            }

            names.Add(name);
        }

        return [.. names];
    }

    /// <summary>
    /// Parses every token (comma-separated lists too, unless <paramref name="oneValue"/>); the first bad one adds the
    /// option's one error.
    /// </summary>
    public static T[] Each<T>(ArgumentResult result, TryParse<T> tryParse, string expected, T min, T max, bool oneValue = false)
        where T : IComparable<T>
    {
        var name = OptionName(result);
        if (result.Tokens.FirstOrDefault(token => token.Value.Contains(',', StringComparison.Ordinal) && (oneValue || ThousandsGrouped().IsMatch(token.Value))) is { } comma)
        {
            result.AddError(oneValue
                ? $"{name} takes one value, {expected}, {(typeof(T) == typeof(BigInteger) ? "written" : "with a dot for decimals and")} without commas (got '{comma.Value}')."
                : $"{name}: '{comma.Value}' reads as one number grouped by thousands or as a list: write a number without commas ({comma.Value.Replace(",", "", StringComparison.Ordinal)}), and separate values with spaces.");
            return [];
        }

        var values = new List<T>();
        foreach (var text in result.Tokens.SelectMany(t => t.Value.Split(',', StringSplitOptions.TrimEntries)))
        {
            if (!tryParse(text, out var value))
            {
                result.AddError($"{name}: '{text}' is not {expected}.");
                return [];
            }

            if (value.CompareTo(min) < 0 || value.CompareTo(max) > 0)
            {
                result.AddError($"{name} must be between {Show(min)} and {Show(max)} (got '{text}').");
                return [];
            }

            values.Add(value);
        }

        return [.. values];
    }

    private static string OptionName(ArgumentResult result) => result.Parent is OptionResult option ? option.Option.Name : "argument";

    /// <summary>
    /// Whole numbers of any size, so that one beyond int's range is refused by the range check, which names the
    /// allowed range, even for an option that takes every int.
    /// </summary>
    private static int[] EachInteger(ArgumentResult result, int min, int max, bool oneValue) =>
        [.. Each<BigInteger>(result, TryParseInteger, "a whole number", min, max, oneValue).Select(value => (int)value)];

    /// <summary>Digits grouped by thousands with commas, as <c>10,000</c> or <c>1,000,000</c>.</summary>
    [GeneratedRegex(@"^[+-]?\d{1,3}(,\d{3})+$", RegexOptions.CultureInvariant)]
    private static partial Regex ThousandsGrouped();

    private static bool TryParseInteger(string text, out BigInteger value) =>
        BigInteger.TryParse(text, NumberStyles.AllowLeadingSign, CultureInfo.InvariantCulture, out value);

    /// <summary>A finite number, invariant culture (a dot for decimals).</summary>
    public static bool TryParseNumber(string text, out double value) =>
        double.TryParse(text, NumberStyles.Float, CultureInfo.InvariantCulture, out value) && double.IsFinite(value);

    /// <summary>
    /// A number followed by a unit (<c>250ms</c>, <c>20 Mbit</c>, <c>1.5MB</c>), times the unit's factor; false for a
    /// unit <paramref name="factorOf"/> does not know (null) or a product that is not finite.
    /// </summary>
    public static bool TryParseScaled(string text, Func<string, double?> factorOf, out double value)
    {
        value = 0;
        var trimmed = text.Trim();
        var unitStart = trimmed.Length;
        while (unitStart > 0 && (char.IsAsciiLetter(trimmed[unitStart - 1]) || trimmed[unitStart - 1] is 'µ' or '/'))
        {
            unitStart--;
        }

        if (factorOf(trimmed[unitStart..]) is not { } factor || !TryParseNumber(trimmed[..unitStart], out var number))
        {
            return false;
        }

        value = number * factor;
        return double.IsFinite(value);
    }

    private static string Show<T>(T value) => value is TimeSpan duration ? DurationText.Format(duration) : $"{value}";
}
