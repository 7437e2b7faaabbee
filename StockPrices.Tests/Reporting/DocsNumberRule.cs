using System.Text.RegularExpressions;

namespace StockPrices.Tests.Reporting;

/// <summary>
/// The rule for hand-written prose in README.md and docs/*.md: numbers come from results through generated
/// regions, so outside them no number may appear except as a name, a version, a date or a structural
/// ordinal; "exact" is said only next to a test that asserts it; "quiet" only by the generator.
/// Generated regions, figure placeholders, code, HTML comments and link targets are blanked first (line numbers are kept).
/// </summary>
internal static partial class DocsNumberRule
{
    /// <summary>Product names a version may follow (".NET 8, 9 and 10", "C# 14", "Mono 6.8").</summary>
    private const string ProductNames =
        @"\.NET Framework|\.NET Standard|\.NET Core|\.NET|C\#|NativeAOT|Mono|Python|Erlang/OTP|Erlang|OTP|BenchmarkDotNet|NUnitLite|NUnit|FluentAssertions|Perfolizer|System\.CommandLine|PowerShell|ILCompiler|Debian|Windows|macOS";

    /// <summary>Words a structural ordinal may follow ("Table 3", "rule 4", "seed 002").</summary>
    private const string OrdinalWords = "[Tt]ables?|[Ff]igures?|[Rr]ules?|[Ss]eeds?|[Cc]hapters?|[Ss]teps?|[Ss]ections?|[Pp]arts?";

    private const string Version = @"\d+(?:\.\d+)*";

    public static IReadOnlyList<string> Violations(string relativePath, string markdown)
    {
        var prose = Blank(markdown);
        var lines = prose.Split('\n');
        var violations = new List<string>();
        for (var i = 0; i < lines.Length; i++)
        {
            var line = lines[i];
            foreach (var number in UnsourcedNumbers(line))
            {
                violations.Add($"{relativePath}:{i + 1}: A (number outside a generated region): \"{number}\" in: {line.Trim()}");
            }

            foreach (Match count in SpelledCount().Matches(line))
            {
                violations.Add($"{relativePath}:{i + 1}: B (spelled-out quantity): \"{count.Value}\" in: {line.Trim()}");
            }

            if (Quiet().IsMatch(line))
            {
                violations.Add($"{relativePath}:{i + 1}: D (\"quiet\" is the generator's word, from the load threshold): {line.Trim()}");
            }
        }

        foreach (var (block, blankedBlock, firstLine) in Blocks(markdown, prose))
        {
            if (Exact().IsMatch(blankedBlock) && !NamesATest().IsMatch(block))
            {
                violations.Add($"{relativePath}:{firstLine}: C (\"exact\" without a test named in the same paragraph, list item or table row)");
            }
        }

        return violations;
    }

    private static IEnumerable<string> UnsourcedNumbers(string line)
    {
        var exempt = new bool[line.Length];
        foreach (var pattern in ExemptForms)
        {
            foreach (Match match in pattern.Matches(line))
            {
                var group = match.Groups["n"].Success ? match.Groups["n"] : (Group)match;
                foreach (Capture capture in group.Captures)
                {
                    Array.Fill(exempt, true, capture.Index, capture.Length);
                }
            }
        }

        foreach (Match number in Number().Matches(line))
        {
            if (Enumerable.Range(number.Index, number.Length).Any(i => char.IsDigit(line[i]) && !exempt[i]))
            {
                yield return number.Value;
            }
        }
    }

    private static readonly Regex[] ExemptForms =
    [
        // a. part of a name: a token that starts with a letter (net48, x64, UTF-8, dotnet/runtime#76349).
        new(@"(?<![\w.\-/#+])[A-Za-z][\w.\-/#+]*"),
        // b. an issue or pull request: #87541.
        new(@"#\d+"),
        // c. a version with at least two dots: 0.14.0, 8.0.31.
        new(@"(?<![\w.])\d+\.\d+\.\d+(?:\.\d+)?(?:-[\w.]+)?"),
        // c. a version range with a wildcard: 8.x, 7.2.x.
        new(@"(?<![\w.])\d+(?:\.\d+)*\.x\b"),
        // d. a version (or a list of them) right after a product name.
        new($@"(?:{ProductNames}) (?<n>{Version})(?:(?:, | and | or |–|-| to )(?<n>{Version}))*"),
        // e. a year or a date (not followed by a unit).
        new(@"(?<![\w.,])(?:199\d|20\d\d)(?:-\d\d-\d\d)?(?![\w%×]|[.,]\d| ?(?:ns|µs|us|ms|s|B|KB|KiB|MB|MiB|GB|GiB)\b)"),
        // a. the guide's own name, after the article's list it re-measures.
        new(@"Async performance 101"),
        // f. structure: a heading's number, an ordered-list marker, "Table 3", "rule 4".
        new(@"^#{1,6} (?<n>\d+)\."),
        new(@"^\s*(?<n>\d+)\. "),
        new($@"\b(?:{OrdinalWords}) (?<n>\d+)(?:(?:, | and | or )(?<n>\d+))*\b"),
    ];

    /// <summary>Removes what may hold numbers: generated regions, code, HTML comments, link targets. Keeps line breaks.</summary>
    private static string Blank(string markdown)
    {
        var text = markdown.Replace("\r\n", "\n", StringComparison.Ordinal);
        foreach (var pattern in Removed)
        {
            text = pattern.Replace(text, match => Spaces(match.Value));
        }

        return text;
    }

    private static readonly Regex[] Removed =
    [
        new(@"<!-- generated:(?<id>[\w.-]+) -->.*?<!-- /generated:\k<id> -->", RegexOptions.Singleline),
        new(@"<!-- figure:[\w.-]+ -->[^\n]*?<!-- /figure -->"),
        new(@"^```.*?^```", RegexOptions.Singleline | RegexOptions.Multiline),
        new(@"<!--.*?-->", RegexOptions.Singleline),
        new(@"`[^`\n]*`"),
        new(@"(?<=\])\([^)\s]*\)"),
        new(@"^\s*\[[^\]]+\]:.*$", RegexOptions.Multiline),
        new(@"<https?://[^>]*>"),
    ];

    private static string Spaces(string removed) => new(removed.Select(c => c == '\n' ? '\n' : ' ').ToArray());

    /// <summary>
    /// Paragraphs, list items and table rows, each as written and as blanked (so that a block inside a generated
    /// region or a code block counts as blank), with its first line number.
    /// </summary>
    private static IEnumerable<(string Block, string BlankedBlock, int FirstLine)> Blocks(string markdown, string blanked)
    {
        var lines = markdown.Replace("\r\n", "\n", StringComparison.Ordinal).Split('\n');
        var blankedLines = blanked.Split('\n');
        var current = new List<int>();
        var first = 1;
        for (var i = 0; i <= lines.Length; i++)
        {
            var line = i < lines.Length ? lines[i] : "";
            var startsBlock = line.Trim().Length == 0 || line.TrimStart().StartsWith('|') || ListItem().IsMatch(line) || line.StartsWith('#');
            if (startsBlock && current.Count > 0)
            {
                yield return (string.Join('\n', current.Select(n => lines[n])), string.Join('\n', current.Select(n => blankedLines[n])), first);
                current.Clear();
            }

            if (line.Trim().Length > 0)
            {
                if (current.Count == 0)
                {
                    first = i + 1;
                }

                current.Add(i);
            }
        }
    }

    [GeneratedRegex(@"\d[\d,.^]*")]
    private static partial Regex Number();

    [GeneratedRegex(@"\b(?:(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million|billion)[ -](?:times|fold|percent|nanoseconds|microseconds|milliseconds|seconds|minutes|hours|bytes|kilobytes|megabytes|gigabytes)|twice as|half as)\b", RegexOptions.IgnoreCase)]
    private static partial Regex SpelledCount();

    [GeneratedRegex(@"\bquiet", RegexOptions.IgnoreCase)]
    private static partial Regex Quiet();

    [GeneratedRegex(@"\bexact(?:ly)?\b", RegexOptions.IgnoreCase)]
    private static partial Regex Exact();

    [GeneratedRegex(@"\]\([^)]*Tests\.cs(?:#[^)]*)?\)|`[^`\n]*Tests[^`\n]*`")]
    private static partial Regex NamesATest();

    [GeneratedRegex(@"^\s*(?:[-*+]|\d+\.) ")]
    private static partial Regex ListItem();
}
