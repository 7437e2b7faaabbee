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

    // A response file that names an internal option: read by the parser, it would pass the checks on the command line as typed.
    private static readonly string ResponseFileWithInternalOption = WriteResponseFile("--child", "Await", "--result-file", "/tmp/anywhere");

    private static readonly string LongName = "ring-" + new string('a', 300);

    // A folder that no one, root included, may create anything in (procfs).
    private static readonly string ReadOnly = Path.Combine("/proc", "sys", "stockprices-results");

    // A folder in the temporary folder whose path, through a symbolic link, is inside docs/results.
    private static readonly string ThroughSymlink = Path.Combine(SymlinkIntoCommittedResults(), "net10.0-linux-x64", "new");

    /// <summary>Values every whole-number option refuses (its least value is 1 or more).</summary>
    private static readonly string[] HostileWholeNumbers = ["-1", "99999999999999999999", "abc", "１２", "1.5"];

    /// <summary>Values an option taking any whole number (a seed) refuses.</summary>
    private static readonly string[] HostileAnyWholeNumbers = ["-99999999999999999999", "99999999999999999999", "abc", "１２"];

    private static readonly string[] HostileNumbers = ["-1", "1e999", "abc", "１２", "NaN"];

    private static readonly string[] HostileDurations = ["-1s", "99999999999h", "abc", "１２ms", "１２"];

    private static readonly string[] HostileSizes = ["-1MB", "1e300GB", "abc", "１２MB"];

    private static readonly string[] HostileBandwidths = ["-1M", "1e300M", "fast", "１２M"];

    /// <summary>BenchmarkDotNet's counts and times, which pass through after the article suite, beyond and runtimes.</summary>
    private static readonly string[] BenchmarkDotNetCounts =
        ["--iterationCount", "--warmupCount", "--launchCount", "--invocationCount", "--unrollFactor", "--iterationTime", "--minIterationCount", "--maxIterationCount", "--minWarmupCount", "--maxWarmupCount"];

    /// <summary>Every command, each of its options and the values that option refuses (empty values are refused for every option alike).</summary>
    private static readonly (string[] Command, string Option, string[] Values)[] HostileOptions =
    [
        (["ring"], "--nodes", HostileWholeNumbers),
        (["ring"], "--messages", HostileWholeNumbers),
        (["ring"], "--repeat", HostileWholeNumbers),
        (["ring"], "--cell-budget", HostileWholeNumbers),
        (["ring"], "--budget", HostileWholeNumbers),
        (["ring"], "--max-os-threads", HostileWholeNumbers),
        (["ring"], "--max-processes", HostileWholeNumbers),
        (["ring"], "--implementations", ["abc", "１２", "-1"]),
        (["ring"], "--save-as", ["abc", "ring-１２", "ring-A"]),
        (["pipelines"], "--chunks", HostileWholeNumbers),
        (["pipelines"], "--runs", HostileWholeNumbers),
        (["pipelines"], "--depth", HostileWholeNumbers),
        (["pipelines"], "--scale", HostileNumbers),
        (["pipelines"], "--read", HostileDurations),
        (["pipelines"], "--process", HostileDurations),
        (["pipelines"], "--write", HostileDurations),
        (["pipelines"], "--bandwidths", HostileBandwidths),
        (["pipelines"], "--bandwidth", HostileBandwidths),
        (["pipelines"], "--chunk-size", HostileSizes),
        (["pipelines"], "--socket-buffer", HostileSizes),
        (["pipelines"], "--file", ["-1MB", "99999999999999999999", "abc", "１２MB"]),
        (["polling", "simulated"], "--connections", HostileWholeNumbers),
        (["polling", "simulated"], "--seed", HostileAnyWholeNumbers),
        (["polling", "simulated"], "--probability", HostileNumbers),
        (["polling", "simulated"], "--cost", HostileDurations),
        (["polling", "simulated"], "--duration", HostileDurations),
        (["polling", "simulated"], "--interval", HostileDurations),
        (["polling", "simulated"], "--warmup", HostileDurations),
        (["polling", "simulated"], "--drain", HostileDurations),
        (["polling", "simulated"], "--variants", ["abc", "１２", "-1"]),
        (["polling", "tcp"], "--connections", HostileWholeNumbers),
        (["polling", "tcp"], "--port", HostileWholeNumbers),
        (["polling", "tcp"], "--seed", HostileAnyWholeNumbers),
        (["polling", "tcp"], "--probability", HostileNumbers),
        (["polling", "tcp"], "--duration", HostileDurations),
        (["polling", "tcp"], "--servers", ["abc", "１２", "-1"]),
        (["quick"], "--rounds", HostileWholeNumbers),
        (["quick"], "--slice", HostileDurations),
        (["quick"], "--warm-up-limit", HostileDurations),
        (["compare", "--base", "a", "--diff", "b"], "--threshold", ["-1%", "1e999%", "abc", "１２%"]),
        (["runtimes"], "--runtimes", ["abc", "１２", "-1"]),
        (["runtimes"], "--job", ["abc", "１２", "-1"]),
        (["runtimes"], "--iterationCount", ["-1", "abc", "１２"]),
        (["beyond"], "--iterationCount", ["-1", "abc", "１２"]),
        (["beyond"], "--iterationTime", ["-1", "abc", "１２"]),
        (["docs"], "--check", ["abc", "１２"]),
        .. BenchmarkDotNetCounts.Select(option => (Array.Empty<string>(), option, new[] { "-1", "99999999999999999999", "abc", "１２" })),
    ];

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
        yield return Case(2, "--implementations: unknown implementation 'bogus'. Known: threads-blockingcollection, ", "ring", "-i", "bogus");
        yield return Case(2, "--grid sets n and m itself", "ring", "--grid", "-n", "30");
        yield return Case(2, "--save-as must be ring- followed by", "ring", "--save-as", "Ring-Bad");
        yield return Case(2, "'tasks-channel' is given twice; give each once", "ring", "-i", "tasks-channel", "tasks-channel");
        yield return Case(2, "unrecognized argument 'extra': it follows an option that takes no value, or one value only", "--job", "dry", "extra", "--list", "flat");
        yield return Case(2, "unrecognized argument 'extra': it follows an option that takes no value, or one value only", "--info", "extra");
        yield return Case(2, "unrecognized argument 'extra': it follows an option that takes no value, or one value only", "beyond", "--memory", "extra");
        yield return Case(2, "--iterationCount must be at most 10,000 (got 2147483647): a run must end in hours", "--iterationCount", "2147483647", "--filter", "*SyncVsAsync*");
        yield return Case(2, "--iterationTime must be at most 60,000 (got 2147483647): a run must end in hours", "beyond", "--iterationTime", "2147483647");
        yield return Case(2, "--variants: 'Await' is given twice; give each once", "polling", "simulated", "--variants", "Await", "await");
        yield return Case(2, "--servers: 'Pipelines' is given twice; give each once", "polling", "tcp", "--servers", "Pipelines,Pipelines");
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
        yield return Case(2, "--variants: unknown variant 'Nope'. Known: ThreadPerConnection, ", "polling", "simulated", "--variants", "Nope");
        yield return Case(2, "is inside docs/results, which only --save writes", "polling", "simulated", "--output", InsideCommittedResults);
        yield return Case(2, "--port: 'abc' is not a whole number", "polling", "tcp", "--port", "abc");
        yield return Case(2, "--port must be between 0 and 65535", "polling", "tcp", "--port", "70000");
        yield return Case(2, "polling tcp: --cost takes one value here, the cost the server pays for every message; polling simulated runs several", "polling", "tcp", "--cost", "0", "20ms");
        yield return Case(2, "cannot write to", "polling", "tcp", "--output", Unwritable);
        yield return Case(2, "--scale: 'NaN' is not a number such as 0.1", "pipelines", "--scale", "NaN");
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
        yield return Case(2, "--threshold: '0%' is not a positive percentage such as 5% or a time such as 2ns", "compare", "--base", "a", "--diff", "b", "--threshold", "0%");
        yield return Case(2, "--threshold: '0.0ns' is not a positive percentage such as 5% or a time such as 2ns", "compare", "--base", "a", "--diff", "b", "--threshold", "0.0ns");
        yield return Case(2, "--base", "compare", "--diff", "b");
        yield return Case(1, "is the root of a file system", "compare", "--base", "/", "--diff", InsideCommittedResults);
        yield return Case(1, "no folder", "compare", "--base", "/nonexistent-base", "--diff", InsideCommittedResults);
        yield return Case(2, "unrecognized argument '--chek'", "docs", "--chek");
        yield return Case(2, "--runtimes: unknown runtime 'net7.0'", "runtimes", "-r", "net7.0");
        yield return Case(2, "'huge'", "runtimes", "--job", "huge");
        yield return Case(2, "--save, --save-repeat and --save-check publish only full runs, and --job dry is not one", "runtimes", "--job", "dry", "--save");
        yield return Case(2, "--save, --save-repeat and --save-check publish only full runs, and --job short is not one", "runtimes", "--job", "short", "--save-repeat");
        yield return Case(2, "--save replaces the committed run, --save-repeat adds one beside it", "runtimes", "--save", "--save-repeat");
        yield return Case(2, "Option 'f, filter' has no value", "runtimes", "--filter");
        yield return Case(2, "--classes: unknown class 'SyncVsAsynk'", "runtimes", "--classes", "SyncVsAsynk");
        yield return Case(2, "--classes: 'SyncVsAsync' is given twice; give each once", "runtimes", "--classes", "SyncVsAsync", "SyncVsAsync", "--job", "dry");
        yield return Case(2, "--classes and --filter both choose what runs: give one of them", "runtimes", "--classes", "SyncVsAsync", "--filter", "*Sync*", "--job", "dry");
        yield return Case(2, "Option 'bogus' is unknown", "--bogus");
        yield return Case(2, "The provided base job \"nonsense\" is invalid", "--job", "nonsense");
        yield return Case(2, "--save, --save-repeat and --save-check publish only the whole suite with the default job, and `--job short` is not the default, --job Default: leave it out", "--job", "short", "--save");
        yield return Case(2, "`--filter *SyncVsAsync*` is not the default, --filter StockPrices.Benchmarks.Article.*: leave it out", "--filter", "*SyncVsAsync*", "--save");
        foreach (var notTheDefault in new[] { "--iterationCount 1", "--warmupCount 0", "--anyCategories Sync", "--allCategories Sync", "--runtimes net8.0", "--envVars A:B", "--inProcess" })
        {
            yield return Case(2, $"publish only the whole suite with the default job, and `{notTheDefault}` changes the job or the benchmark set: leave it out", ["--save", .. notTheDefault.Split(' ')]);
        }

        yield return Case(2, "--save, --save-repeat and --save-check publish each chosen benchmark class whole, on the chosen runtimes and job, and `--filter *SyncVsAsync*` changes the job or the benchmark set", "runtimes", "--filter", "*SyncVsAsync*", "--save-repeat");
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
        yield return Case(2, "'--launch' is internal", "quick", "--launch", "TaskVsSync");
        yield return Case(2, "'--result-file' is internal", "polling", "simulated", "--result-file", "/tmp/anywhere");
        yield return Case(2, "is inside docs/results, which only --save writes", "--artifacts", InsideCommittedResults);
        yield return Case(2, "cannot write to", "--artifacts", Unwritable, "--filter", "*SyncVsAsync*");
        yield return Case(2, "and `--artifacts " + Path.GetTempPath() + "` changes the job or the benchmark set: leave it out", "--artifacts", Path.GetTempPath(), "--save");

        // One rule for option values: a single-value option refuses a list and a number written with a comma, as it
        // refuses being given twice; a list option refuses a number grouped by thousands; every option its range.
        yield return Case(2, "--probability takes one value, a number, with a dot for decimals and without commas (got '0.1,0.9')", "polling", "simulated", "-p", "0.1,0.9");
        yield return Case(2, "--probability takes one value, a number, with a dot for decimals and without commas (got '0,1')", "polling", "simulated", "-p", "0,1");
        yield return Case(2, "--duration takes one value, a duration such as 250ms, 10s or 2m, with a dot for decimals and without commas (got '1ms,20s')", "polling", "simulated", "--duration", "1ms,20s");
        yield return Case(2, "--launches takes one value, a whole number, written without commas (got '1,100')", "quick", "--launches", "1,100");
        yield return Case(2, "--launches must be between 1 and", "quick", "--launches", "0");
        yield return Case(2, "--rounds takes one value, a whole number, written without commas (got '10,000')", "quick", "--rounds", "10,000");
        yield return Case(2, "--repeat takes one value, a whole number, written without commas (got '1,100')", "ring", "--repeat", "1,100");
        yield return Case(2, "--max-processes takes one value, a whole number, written without commas (got '1,000')", "ring", "--max-processes", "1,000");
        yield return Case(2, "--scale takes one value, a number such as 0.1, with a dot for decimals and without commas (got '0,5')", "pipelines", "--scale", "0,5");
        yield return Case(2, "--bandwidth takes one value, a bandwidth such as 20Mbit, with a dot for decimals and without commas (got '20M,80M')", "pipelines", "--bandwidth", "20M,80M");
        yield return Case(2, "--messages: '10,000' reads as one number grouped by thousands or as a list: write a number without commas (10000), and separate values with spaces", "ring", "-m", "10,000");
        yield return Case(2, "--connections: '1,000' reads as one number grouped by thousands or as a list", "polling", "simulated", "-n", "1,000");

        // A filter that selects nothing says so in one line, listing or running, instead of an empty list or every type.
        yield return Case(2, "--filter 'NoSuch*' selects no benchmark: a filter matches Namespace.Type.Method", "--list", "flat", "--filter", "NoSuch*");
        yield return Case(2, "--filter 'NoSuch*' selects no benchmark", "beyond", "--list", "tree", "--filter", "NoSuch*");
        yield return Case(2, "--filter 'NoSuch*' selects no benchmark", "beyond", "--job", "dry", "--filter", "NoSuch*");
        yield return Case(2, "--filter 'NoSuch*' 'Nor*' selects no benchmark", "--job", "dry", "--filter", "NoSuch*", "Nor*");

        yield return Case(2, "-n is given 2 times; give it once", "ring", "-n", "3", "-n", "4");
        yield return Case(2, "--grid is given 2 times; give it once", "ring", "--grid", "--grid");
        yield return Case(2, "--check is given 2 times; give it once", "docs", "--check", "--check");
        yield return Case(2, "--base is given 2 times; give it once", "compare", "--base", "a", "--base", "b", "--diff", "c");
        yield return Case(2, "--duration is given 2 times; give it once", "polling", "tcp", "--duration", "1s", "--duration", "2s");
        yield return Case(2, "-r is given 2 times; give it once", "runtimes", "-r", "net8.0", "-r", "net9.0", "--job", "dry");
        yield return Case(2, "--save is given 2 times; give it once", "--save", "--save");
        yield return Case(2, "--save is given 2 times; give it once", "beyond", "--save", "--save");
        yield return Case(2, $"unrecognized argument '@{ResponseFileWithInternalOption}'", "polling", "simulated", "@" + ResponseFileWithInternalOption);
        yield return Case(2, $"unrecognized argument '@{ResponseFileWithInternalOption}'", "ring", "@" + ResponseFileWithInternalOption);
        yield return Case(2, "unrecognized argument 'extra': BenchmarkDotNet's options start with -", "beyond", "extra");
        yield return Case(2, "unrecognized argument 'extra': BenchmarkDotNet's options start with -", "--save", "extra");
        yield return Case(2, "unrecognized argument 'extra': BenchmarkDotNet's options start with -", "runtimes", "extra");
        yield return Case(2, "--maxWidth must be at least 20 (got 5)", "--maxWidth", "5");
        yield return Case(2, "--maxWidth must be at least 20 (got -1)", "beyond", "--maxWidth", "-1");
        yield return Case(2, "--maxWidth must be at least 20 (got 0)", "runtimes", "--maxWidth", "0", "--job", "dry");
        yield return Case(2, "--buildTimeout must be at least 1 (got 0)", "--buildTimeout", "0");
        yield return Case(2, "--affinity must be at least 1 (got 0)", "--affinity", "0");
        yield return Case(2, "--runtimes net7.0: this suite is built for net10.0 only", "--runtimes", "net7.0");
        yield return Case(2, "--runtimes net8.0: this suite is built for net10.0 only", "--runtimes", "net8.0", "--job", "dry", "--filter", "*SyncVsAsync*");
        yield return Case(2, "--runtimes net9.0: this suite is built for net10.0 only", "beyond", "--runtimes", "net9.0", "--job", "dry");
        yield return Case(2, "--list needs a value: --list flat or --list tree", "--list");
        yield return Case(2, "--list needs a value: --list flat or --list tree", "beyond", "--list", "--filter", "*X*");

        if (!OperatingSystem.IsLinux())
        {
            yield break;
        }

        yield return Case(2, "--file /etc: a folder, not a file", "pipelines", "--file", "/etc");
        yield return Case(2, "--file /dev/zero: empty, or a device or pipe whose size is not known", "pipelines", "--file", "/dev/zero");

        // Through its links /usr holds the same trees many times over: a search that follows them takes minutes.
        yield return Case(1, "/usr holds no BenchmarkDotNet results", "compare", "--base", "/usr", "--diff", "/usr");

        // Paths by what they point at: a link into docs/results is inside it; a read-only folder is refused before the run.
        string[][] withOutput = [["ring"], ["pipelines"], ["polling", "simulated"], ["polling", "tcp"], ["quick"]];
        foreach (var command in withOutput)
        {
            yield return Case(2, "is inside docs/results, which only --save writes", [.. command, "--output", ThroughSymlink]);
            yield return Case(2, "cannot write to " + ReadOnly, [.. command, "--output", ReadOnly]);
        }

        yield return Case(2, "is inside docs/results, which only --save writes", "--artifacts", ThroughSymlink);
        yield return Case(2, "is inside docs/results, which only --save writes", "beyond", "--artifacts", ThroughSymlink);
        yield return Case(2, "cannot write to " + ReadOnly, "--artifacts", ReadOnly, "--filter", "*SyncVsAsync*");
    }

    /// <summary>Every option of every command given each value it must refuse, and an empty value per command.</summary>
    private static IEnumerable<TestCaseData> HostileValues()
    {
        foreach (var (command, option, values) in HostileOptions)
        {
            foreach (var value in values)
            {
                yield return new TestCaseData((object)(string[])[.. command, option, value]).SetName($"[{string.Join(' ', command.Take(2))} {option} {value}] is refused");
            }
        }

        foreach (var command in HostileOptions.Select(hostile => hostile.Command).DistinctBy(command => string.Join(' ', command)))
        {
            yield return new TestCaseData((object)(string[])[.. command, HostileOptions.First(hostile => hostile.Command == command).Option, ""]).SetName($"[{string.Join(' ', command.Take(2))} empty value] is refused");
        }
    }

    [TestCaseSource(nameof(HostileValues))]
    public void HostileValueIsRefusedWithOneLineBeforeAnyWork(string[] arguments)
    {
        var before = CommittedResults.Hash();

        var (exitCode, output, error) = AppProcess.Run(arguments);

        exitCode.Should().NotBe(0, output);
        error.TrimEnd().Split('\n').Should().ContainSingle("the refusal is one line: " + error);
        error.Should().NotMatchRegex(@"(?m)^\s+at \S+\(", "no stack trace").And.NotContain("Unhandled exception");
        output.Split('\n').Should().NotContain(line => line.StartsWith("saved ", StringComparison.Ordinal), "no run was made");
        CommittedResults.Hash().Should().Be(before);
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

    [OneTimeTearDown]
    public void DeleteSymlinkAndResponseFile()
    {
        File.Delete(Path.GetDirectoryName(Path.GetDirectoryName(ThroughSymlink))!);
        File.Delete(ResponseFileWithInternalOption);
    }

    /// <summary>A response file named after this repository (so test names stay the same from run to run) holding <paramref name="lines"/>.</summary>
    private static string WriteResponseFile(params string[] lines)
    {
        var file = Path.Combine(Path.GetTempPath(), "stockprices-arguments" + AppProcess.RepositoryRoot.Replace(Path.DirectorySeparatorChar, '-') + ".rsp");
        File.WriteAllLines(file, lines);
        return file;
    }

    /// <summary>A link named after this repository (so test names stay the same from run to run) to its docs/results.</summary>
    private static string SymlinkIntoCommittedResults()
    {
        var link = Path.Combine(Path.GetTempPath(), "stockprices-link" + AppProcess.RepositoryRoot.Replace(Path.DirectorySeparatorChar, '-'));
        if (OperatingSystem.IsLinux() && !Directory.Exists(link))
        {
            Directory.CreateSymbolicLink(link, Path.Combine(AppProcess.RepositoryRoot, "docs", "results"));
        }

        return link;
    }
}
