namespace StockPrices.Tests.CommandLine;

/// <summary>
/// Bad input, given to the real command line: each is refused before any work starts with one line on
/// stderr (no stack trace), a non-zero exit code (2 for input the parser rejects, 1 for a problem found while
/// checking it), and docs/results byte for byte as it was.
/// </summary>
[Parallelizable(ParallelScope.Children)]
public sealed class BadInputTests
{
    private static readonly string InsideCommittedResults = Path.Combine(AppProcess.RepositoryRoot, "docs", "results", "net10.0-linux-x64");

    // A folder below a file can never be created, whoever runs the tests.
    private static readonly string Unwritable = Path.Combine(AppProcess.RepositoryRoot, "README.md", "results");

    private static readonly string LongName = "ring-" + new string('a', 300);

    private static IEnumerable<TestCaseData> Cases()
    {
        TestCaseData Case(int exitCode, string message, params string[] arguments) =>
            new TestCaseData(arguments, exitCode, message).SetName($"[{string.Join(' ', arguments.Select(a => a.Length > 30 ? a[..30] + "..." : a))}] exits {exitCode}: {message}");

        yield return Case(2, "unknown command 'foo'", "foo");
        yield return Case(2, "unknown command 'Ring'", "Ring");
        yield return Case(2, "argument 1 is empty", "");
        yield return Case(2, "argument 2 is empty", "ring", "");
        yield return Case(2, "--nodes: 'abc' is not a whole number", "ring", "-n", "abc");
        yield return Case(2, "--nodes must be between 2 and 1000000 (got '2147483648')", "ring", "-n", "2147483648");
        yield return Case(2, "--nodes: '１２' is not a whole number", "ring", "-n", "１２");
        yield return Case(2, "--nodes must be between 2 and", "ring", "-n", "1");
        yield return Case(2, "--messages must be between 1 and", "ring", "-m", "0");
        yield return Case(2, "--budget: 'abc' is not a whole number", "ring", "--budget", "abc");
        yield return Case(2, "--budget must be between 1 and", "ring", "--budget", "0");
        yield return Case(2, "--repeat: '1.5' is not a whole number", "ring", "--repeat", "1.5");
        yield return Case(2, "Unknown implementation 'bogus'", "ring", "-i", "bogus");
        yield return Case(2, "--grid sets n and m itself", "ring", "--grid", "-n", "30");
        yield return Case(2, "--save-as must be ring- followed by", "ring", "--save-as", "Ring-Bad");
        yield return Case(2, "(305 characters)", "ring", "--save-as", LongName);
        yield return Case(2, "is inside docs/results, which only --save writes", "ring", "--output", InsideCommittedResults);
        yield return Case(2, "--save replaces the committed run, --save-repeat adds one beside it and --save-check keeps one to check them: choose one", "polling", "tcp", "--save", "--save-repeat");
        yield return Case(2, "there is no committed run at docs/results/", "ring", "-n", "7", "-m", "3", "--save-repeat");
        yield return Case(2, "--save, --save-repeat and --save-check publish only the whole suite with the default job, and `--job short` is not the default, --job Default: leave it out", "--job", "short", "--save-repeat");
        yield return Case(2, "cannot write to", "ring", "--output", Unwritable);
        yield return Case(2, "unrecognized argument '-n'", "polling", "-n", "abc");
        yield return Case(2, "--connections: 'abc' is not a whole number", "polling", "simulated", "-n", "abc");
        yield return Case(2, "--connections must be between 1 and 100000", "polling", "simulated", "-n", "0");
        yield return Case(2, "--probability: 'abc' is not a number", "polling", "simulated", "-p", "abc");
        yield return Case(2, "--probability must be between 0 and 1", "polling", "simulated", "-p", "1.5");
        yield return Case(2, "--probability: 'NaN' is not a number", "polling", "simulated", "-p", "NaN");
        yield return Case(2, "--duration: 'abc' is not a duration", "polling", "simulated", "--duration", "abc");
        yield return Case(2, "--duration: '10' is not a duration", "polling", "simulated", "--duration", "10");
        yield return Case(2, "--duration must be between 1ms and 3600s", "polling", "simulated", "--duration", "99999999h");
        yield return Case(2, "--duration: '1e300s' is not a duration", "polling", "simulated", "--duration", "1e300s");
        yield return Case(2, "'Nope'", "polling", "simulated", "--variants", "Nope");
        yield return Case(2, "is inside docs/results, which only --save writes", "polling", "simulated", "--output", InsideCommittedResults);
        yield return Case(2, "--port: 'abc' is not a whole number", "polling", "tcp", "--port", "abc");
        yield return Case(2, "--port must be between 0 and 65535", "polling", "tcp", "--port", "70000");
        yield return Case(2, "cannot write to", "polling", "tcp", "--output", Unwritable);
        yield return Case(2, "--scale must be between", "pipelines", "--scale", "NaN");
        yield return Case(2, "--scale must be between", "pipelines", "--scale", "0");
        yield return Case(2, "--read: 'abc' is not a duration", "pipelines", "--read", "abc");
        yield return Case(2, "--read: '1e308ms' is not a duration", "pipelines", "--read", "1e308ms");
        yield return Case(2, "this run needs about", "pipelines", "--file", "1000000GB");
        yield return Case(2, "no such file", "pipelines", "--file", "/nonexistent/quotes.csv");
        yield return Case(2, "the size must be greater than zero", "pipelines", "--file", "0");
        yield return Case(2, "--chunk-size: 'abc' is not a size", "pipelines", "--chunk-size", "abc");
        yield return Case(2, "--bandwidth: 'fast' is not a bandwidth", "pipelines", "--bandwidth", "fast");
        yield return Case(2, "cannot write to", "pipelines", "--output", Unwritable);
        yield return Case(2, "is inside docs/results, which only --save writes", "pipelines", "--output", InsideCommittedResults);
        yield return Case(2, "--threshold: '-5%' is not a positive percentage", "compare", "--base", "a", "--diff", "b", "--threshold", "-5%");
        yield return Case(2, "--threshold: 'NaN%' is not a positive percentage", "compare", "--base", "a", "--diff", "b", "--threshold", "NaN%");
        yield return Case(2, "--base", "compare", "--diff", "b");
        yield return Case(1, "is the root of a file system", "compare", "--base", "/", "--diff", InsideCommittedResults);
        yield return Case(1, "no folder", "compare", "--base", "/nonexistent-base", "--diff", InsideCommittedResults);
        yield return Case(2, "unrecognized argument '--chek'", "docs", "--chek");
        yield return Case(2, "--runtimes: unknown runtime 'net7.0'", "runtimes", "-r", "net7.0");
        yield return Case(2, "'huge'", "runtimes", "--job", "huge");
        yield return Case(2, "--save publishes only full runs, and --job dry is not one", "runtimes", "--job", "dry", "--save");
        yield return Case(2, "Option 'f, filter' has no value", "runtimes", "--filter");
        yield return Case(2, "Option 'bogus' is unknown", "--bogus");
        yield return Case(2, "The provided base job \"nonsense\" is invalid", "--job", "nonsense");
        yield return Case(2, "--save, --save-repeat and --save-check publish only the whole suite with the default job, and `--job short` is not the default, --job Default: leave it out", "--job", "short", "--save");
        yield return Case(2, "`--filter *SyncVsAsync*` is not the default, --filter StockPrices.Benchmarks.Article.*: leave it out", "--filter", "*SyncVsAsync*", "--save");
        foreach (var notTheDefault in new[] { "--iterationCount 1", "--warmupCount 0", "--anyCategories Sync", "--allCategories Sync", "--runtimes net8.0", "--envVars A:B", "--inProcess" })
        {
            yield return Case(2, $"publish only the whole suite with the default job, and `{notTheDefault}` changes the job or the benchmark set: leave it out", ["--save", .. notTheDefault.Split(' ')]);
        }

        yield return Case(2, "--save publishes every benchmark class on the chosen runtimes and job, and `--filter *SyncVsAsync*` changes the job or the benchmark set", "runtimes", "--filter", "*SyncVsAsync*", "--save");
        yield return Case(2, "--iterationTime must be at least 1 (got 0)", "--iterationTime", "0");
        yield return Case(2, "--iterationTime must be at least 1 (got -150)", "--iterationTime", "-150");
        yield return Case(2, "--minIterationCount (10) must not exceed --maxIterationCount (5)", "--minIterationCount", "10", "--maxIterationCount", "5");
        yield return Case(2, "--max-processes must be at most 2,000 (got '5000'): each node is a whole .NET process", "ring", "--max-processes", "5000");
        yield return Case(2, "--max-os-threads must be at most 20,000 (got '1000000')", "ring", "--max-os-threads", "1000000");
        yield return Case(2, "this run needs about 8,796,093,022,208 MB", "pipelines", "--file", "9223372036854775807");
        yield return Case(2, "over the limit of 2 h that keeps a run from holding the machine", "pipelines", "--chunks", "100000", "--read", "10m", "--scale", "100");
        yield return Case(2, "at 0.001 Mbit/s the", "pipelines", "--file", "1MB", "--bandwidth", "0.001Mbit");
        yield return Case(2, "--depth 10000 x --chunk-size 536,870,912 bytes would hold about 10,241,536 MB of chunks in flight", "pipelines", "--file", "1MB", "--depth", "10000", "--chunk-size", "512MB");
        yield return Case(2, "'ring worker' is internal", "ring", "worker", "tasks-channel", "3", "3");
        yield return Case(2, "'--serve' is internal", "polling", "tcp", "--serve", "Await", "--result-file", "/tmp/anywhere");
        yield return Case(2, "'--child' is internal", "polling", "simulated", "--child", "Await");
        yield return Case(2, "'--result-file' is internal", "polling", "simulated", "--result-file", "/tmp/anywhere");
        yield return Case(2, "is inside docs/results, which only --save writes", "--artifacts", InsideCommittedResults);
        yield return Case(2, "cannot write to", "--artifacts", Unwritable, "--filter", "*SyncVsAsync*");
        yield return Case(2, "and `--artifacts " + Path.GetTempPath() + "` changes the job or the benchmark set: leave it out", "--artifacts", Path.GetTempPath(), "--save");
    }

    [TestCaseSource(nameof(Cases))]
    public void IsRefusedWithOneLineAndNothingWrittenToCommittedResults(string[] arguments, int exitCode, string message)
    {
        var before = CommittedResults.Hash();

        var (actualExitCode, _, error) = AppProcess.Run(arguments);

        actualExitCode.Should().Be(exitCode, error);
        error.TrimEnd().Split('\n').Should().ContainSingle("the refusal is one line").Which.Should().Contain(message);
        error.Should().NotMatchRegex(@"(?m)^\s+at \S+\(", "no stack trace").And.NotContain("Unhandled exception");
        CommittedResults.Hash().Should().Be(before);
    }
}
