using System.Text.RegularExpressions;
using StockPrices.Results;

namespace StockPrices.Tests.Reporting;

/// <summary>
/// The guide's claims point at chapter sections, benchmark classes and tests by relative link; a renamed
/// file or heading must break the build, not the reader's click.
/// </summary>
public partial class DocsLinkTests
{
    private static readonly string Root = RepositoryRoot.Find(TestContext.CurrentContext.TestDirectory);

    private static IEnumerable<string> Pages() =>
        Directory.EnumerateFiles(Path.Combine(Root, "docs"), "*.md", SearchOption.AllDirectories)
            // BenchmarkDotNet's disassembly export: its operands look like links ("[...](System.Reflection.Assembly)").
            .Where(path => !path.EndsWith("-asm.md", StringComparison.Ordinal))
            .Prepend(Path.Combine(Root, "README.md"))
            .Select(path => Path.GetRelativePath(Root, path).Replace('\\', '/'))
            .Order(StringComparer.Ordinal);

    [TestCaseSource(nameof(Pages))]
    public void EveryRelativeLink_PointsToAnExistingFileAndHeading(string page)
    {
        var path = Path.Combine(Root, page);
        var broken = new List<string>();
        foreach (Match link in MarkdownLink().Matches(File.ReadAllText(path)))
        {
            var target = link.Groups["target"].Value;
            if (target.StartsWith("http://", StringComparison.Ordinal) || target.StartsWith("https://", StringComparison.Ordinal))
            {
                continue;
            }

            var hash = target.IndexOf('#', StringComparison.Ordinal);
            var file = hash < 0 ? target : target[..hash];
            var resolved = file.Length == 0 ? path : Path.GetFullPath(Path.Combine(Path.GetDirectoryName(path)!, file));
            if (!File.Exists(resolved) && !Directory.Exists(resolved))
            {
                broken.Add($"{target}: no such file");
            }
            else if (hash >= 0 && resolved.EndsWith(".md", StringComparison.Ordinal) && !Anchors(resolved).Contains(target[(hash + 1)..]))
            {
                broken.Add($"{target}: no such heading");
            }
        }

        broken.Should().BeEmpty();
    }

    [Test]
    public void Anchors_FollowGitHubHeadingIds()
    {
        Slug("## 7. When to overlap I/O").Should().Be("7-when-to-overlap-io");
        Slug("## The headline: n = 300, m = 10,000").Should().Be("the-headline-n--300-m--10000");
        Slug("### `PoolingAsyncValueTaskMethodBuilder` on the yield path").Should().Be("poolingasyncvaluetaskmethodbuilder-on-the-yield-path");
    }

    private static HashSet<string> Anchors(string markdownFile) =>
        File.ReadLines(markdownFile).Where(line => line.StartsWith('#')).Select(Slug).ToHashSet(StringComparer.Ordinal);

    /// <summary>GitHub's heading id: lower case, punctuation other than '-' and '_' dropped, spaces to '-'.</summary>
    private static string Slug(string heading)
    {
        var text = heading.TrimStart('#').Trim().ToLowerInvariant();
        return NotInSlug().Replace(text, "").Replace(' ', '-');
    }

    [GeneratedRegex(@"\]\((?<target>[^)\s]+)\)")]
    private static partial Regex MarkdownLink();

    [GeneratedRegex(@"[^\p{L}\p{N}_\- ]")]
    private static partial Regex NotInSlug();
}
