using System.Collections.Concurrent;
using System.Globalization;
using System.Text.RegularExpressions;

namespace StockPrices.Reporting.Docs;

/// <summary>
/// The sentences the generated sections write, kept in markdown (<c>Prose/*.md</c>, embedded in this assembly): each
/// under a <c>## key</c> heading, with <c>{slot}</c> where the section puts a value. A sentence is edited in markdown;
/// its values stay the results'. Filling checks both ways: a slot left without a value and a value no slot takes each
/// stop the generator with the file and the key.
/// </summary>
public sealed partial class Prose
{
    private static readonly ConcurrentDictionary<string, Prose> Loaded = new();

    private readonly string _file;
    private readonly Dictionary<string, string> _sentences;

    private Prose(string file, Dictionary<string, string> sentences) => (_file, _sentences) = (file, sentences);

    /// <summary>The keys of <c>Prose/<paramref name="file"/>.md</c>, in file order.</summary>
    public IReadOnlyCollection<string> Keys => _sentences.Keys;

    /// <summary>Every prose file this assembly carries, by name without its extension.</summary>
    public static IEnumerable<string> Files =>
        typeof(Prose).Assembly.GetManifestResourceNames().Where(n => n.StartsWith(ResourcePrefix, StringComparison.Ordinal))
            .Select(n => n[ResourcePrefix.Length..^Extension.Length]).Order(StringComparer.Ordinal);

    /// <summary><c>Prose/<paramref name="file"/>.md</c>, read once.</summary>
    public static Prose Of(string file) => Loaded.GetOrAdd(file, Load);

    /// <summary>Sentences read from <paramref name="markdown"/>, named <paramref name="file"/> in every error.</summary>
    public static Prose FromMarkdown(string markdown, string file) => new(file, Parse(markdown, file));

    /// <summary>The sentence <paramref name="key"/>, which must have no slots.</summary>
    public string this[string key] => Fill(key);

    /// <summary>
    /// The sentence <paramref name="key"/> with each slot replaced by the property of <paramref name="values"/> that
    /// bears its name (an anonymous object, <c>new { runs, closeShare = "5%" }</c>), formatted in the invariant culture.
    /// </summary>
    public string Fill(string key, object? values = null)
    {
        var sentence = _sentences.TryGetValue(key, out var text)
            ? text
            : throw new InvalidDataException($"Prose/{_file}{Extension} has no sentence '{key}'.");
        var given = values?.GetType().GetProperties().ToDictionary(p => p.Name, p => Convert.ToString(p.GetValue(values), CultureInfo.InvariantCulture) ?? string.Empty, StringComparer.Ordinal)
            ?? [];
        var used = new HashSet<string>(StringComparer.Ordinal);
        var filled = Slot().Replace(sentence, match =>
        {
            var slot = match.Groups["slot"].Value;
            used.Add(slot);
            return given.TryGetValue(slot, out var value)
                ? value
                : throw new InvalidDataException($"Prose/{_file}{Extension}, '{key}': no value for {{{slot}}}.");
        });
        return given.Keys.FirstOrDefault(slot => !used.Contains(slot)) is { } unused
            ? throw new InvalidDataException($"Prose/{_file}{Extension}, '{key}': no {{{unused}}} slot for the value given.")
            : filled;
    }

    /// <summary>
    /// Parses a prose file: a <c># title</c> and any lines before the first <c>## key</c> describe it; each sentence
    /// runs from its heading to the next, blank lines around it dropped, indentation kept.
    /// </summary>
    public static Dictionary<string, string> Parse(string markdown, string file)
    {
        var sentences = new Dictionary<string, string>(StringComparer.Ordinal);
        string? key = null;
        var lines = new List<string>();
        void Close()
        {
            if (key is null)
            {
                return;
            }

            var text = string.Join('\n', lines).Trim('\n');
            if (text.Length == 0 || !sentences.TryAdd(key, text))
            {
                throw new InvalidDataException($"Prose/{file}{Extension}: the sentence '{key}' is {(text.Length == 0 ? "empty" : "given twice")}.");
            }
        }

        foreach (var line in markdown.ReplaceLineEndings("\n").Split('\n'))
        {
            if (line.StartsWith("## ", StringComparison.Ordinal))
            {
                Close();
                key = line[3..].Trim();
                lines.Clear();
            }
            else
            {
                lines.Add(line);
            }
        }

        Close();
        return sentences;
    }

    private const string ResourcePrefix = "Prose/";
    private const string Extension = ".md";

    private static Prose Load(string file) => FromMarkdown(EmbeddedMarkdown.Read(ResourcePrefix + file + Extension), file);

    [GeneratedRegex(@"\{(?<slot>[a-z][a-zA-Z0-9]*)\}")]
    private static partial Regex Slot();
}
