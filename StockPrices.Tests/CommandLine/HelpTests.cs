using System.Text.RegularExpressions;

namespace StockPrices.Tests.CommandLine;

/// <summary><c>--help</c> on every command: the app's own help, exit 0, and defaults its own parser accepts.</summary>
[Parallelizable(ParallelScope.Children)]
public sealed partial class HelpTests
{
    private static readonly string Unwritable = Path.Combine(AppProcess.RepositoryRoot, "README.md", "results");

    [TestCase(new string[0], "Commands:")]
    [TestCase(new[] { "docs" }, "--check")]
    [TestCase(new[] { "beyond" }, "--save-repeat")]
    [TestCase(new[] { "compare" }, "--threshold")]
    [TestCase(new[] { "runtimes" }, "-r, --runtimes <runtimes>")]
    [TestCase(new[] { "ring" }, "--save-as")]
    [TestCase(new[] { "pipelines" }, "--file")]
    [TestCase(new[] { "polling" }, "simulated")]
    [TestCase(new[] { "polling", "simulated" }, "--connections")]
    [TestCase(new[] { "polling", "tcp" }, "--port")]
    public void HelpIsTheCommandsOwnAndExitsZero(string[] command, string expected)
    {
        var (exitCode, output, error) = AppProcess.Run([.. command, "--help"]);

        exitCode.Should().Be(0, error);
        output.Should().Contain(expected).And.Contain("Usage:");
    }

    /// <summary>The help of a scenario says what it measures in the user's words, never by the project's seed documents ("seed 003").</summary>
    [TestCase]
    [TestCase("ring")]
    [TestCase("pipelines")]
    [TestCase("polling")]
    [TestCase("polling", "simulated")]
    [TestCase("polling", "tcp")]
    public void HelpNamesNoSeedDocument(params string[] command)
    {
        var (exitCode, output, error) = AppProcess.Run([.. command, "--help"]);

        exitCode.Should().Be(0, error);
        output.Should().NotMatchRegex(@"(?i)\bseed 0\d\d|\bthe seed\b|\bseed's\b", "a user has never seen the seed documents");
    }

    /// <summary>
    /// Every "[default: X]" the help prints, given back as the option's value: the parser accepts it (the run then
    /// stops at the unwritable --output, the first check after parsing).
    /// </summary>
    [TestCase("polling", "simulated")]
    [TestCase("polling", "tcp")]
    [TestCase("pipelines")]
    [TestCase("ring")]
    [TestCase("quick")]
    public void PrintedDefaultsAreAcceptedByTheParser(params string[] command)
    {
        var (_, help, _) = AppProcess.Run([.. command, "--help"]);
        var defaults = DefaultInHelp().Matches(help).Select(m => (Option: m.Groups["option"].Value, Values: m.Groups["value"].Value.Split('|'))).ToList();
        defaults.Should().NotBeEmpty();

        foreach (var (option, values) in defaults)
        {
            var (exitCode, _, error) = AppProcess.Run([.. command, option, .. values, "--output", Unwritable]);

            (exitCode, error.Trim()).Should().Match<(int, string)>(r => r.Item1 == 2 && r.Item2.Contains("cannot write to"), $"{option} {string.Join(' ', values)} is what --help prints");
        }
    }

    [GeneratedRegex(@"^\s+(-\w, )?(?<option>--[\w-]+) [^\n]*\[default: (?<value>[^\]]+)\]", RegexOptions.Multiline)]
    private static partial Regex DefaultInHelp();
}
