using System.CommandLine;
using BenchmarkDotNet.Attributes;
using BenchmarkDotNet.Columns;
using BenchmarkDotNet.Configs;
using BenchmarkDotNet.Jobs;
using BenchmarkDotNet.Reports;
using Perfolizer.Horology;
using StockPrices.Benchmarks.Article;
using StockPrices.Benchmarks.Beyond;
using StockPrices.Benchmarks.CommandLine;
using StockPrices.Benchmarks.MachineryAndHop;
using StockPrices.Benchmarks.Runtimes.Benchmarks;
using StockPrices.Reporting;
using StockPrices.Reporting.Runtimes;
using StockPrices.Results;

namespace StockPrices.Benchmarks.Runtimes;

/// <summary>
/// <c>runtimes [--runtimes NAME...] [--classes NAME...] [--job dry|short|medium|default] [--save|--save-repeat|--save-check] [BenchmarkDotNet options]</c>:
/// runs the selected benchmarks once per runtime, side by side in one summary per class (the runtime in
/// the Job column). The first runtime's job is the baseline job (.NET 10 by default): with the class's
/// baseline method as well, BenchmarkDotNet's Ratio is to that method on that runtime. Each benchmark class's
/// results file goes to artifacts/results/runtimes-&lt;os&gt;-&lt;arch&gt;/; <c>--save</c> also publishes a
/// complete run to docs/results/, which docs/runtimes.md is generated from, and <c>--save-repeat</c> adds one more run of
/// the same command beside it.
/// </summary>
internal static class RuntimesCommand
{
    private static readonly Dictionary<string, (Job Job, RunCompleteness Completeness)> Jobs = new(StringComparer.OrdinalIgnoreCase)
    {
        ["dry"] = (Job.Dry, RunCompleteness.Dry),
        ["short"] = (Job.ShortRun, RunCompleteness.Short),
        ["medium"] = (Job.MediumRun, RunCompleteness.Complete),
        // The article suite's job (ArticleSuite says why), so that its .NET 10 rows and these are measured alike.
        ["default"] = (Job.Default
            .WithIterationTime(TimeInterval.FromMilliseconds(ArticleSuite.DefaultIterationTimeMilliseconds))
            .WithMaxIterationCount(ArticleSuite.DefaultMaxIterationCount), RunCompleteness.Complete),
    };

    /// <summary>
    /// The classes from other chapters that also run on every runtime: the suspension's machinery without the thread pool,
    /// which runtime async replaces, and the beyond chapter's classes whose framework code (SemaphoreSlim, channels, async
    /// iterators) is itself compiled for runtime async on .NET 11. The csproj compiles these files for .NET 8 and 9 as
    /// well; keep the two lists alike.
    /// </summary>
    private static readonly Type[] OtherClassesOnEveryRuntime = [typeof(SuspensionMachinery), typeof(SemaphoreSlimVsLock), typeof(ChannelsPerItem), typeof(AsyncEnumerablePerItem)];

    /// <summary>
    /// The benchmark classes built for every runtime: the article's, the runtime probes' and
    /// <see cref="OtherClassesOnEveryRuntime"/>. The project compiles only these for .NET 8 and 9 (its csproj), so a
    /// class from elsewhere could never run on those jobs. A class that exports its disassembly (SyncCompletionCost) is
    /// left out: BenchmarkDotNet refuses the whole class when one job is NativeAOT ("Currently NativeAOT has no
    /// DisassemblyDiagnoser support").
    /// </summary>
    public static IReadOnlyList<Type> ComparedClasses { get; } =
    [
        .. BenchmarkSelection.AllClasses
            .Where(type => type.Namespace == typeof(SyncVsAsync).Namespace || type.Namespace == typeof(TaskResultCaching).Namespace || OtherClassesOnEveryRuntime.Contains(type))
            .Where(type => !type.IsDefined(typeof(DisassemblyDiagnoserAttribute), inherit: true))
            .OrderBy(type => type.Name, StringComparer.Ordinal),
    ];

    /// <summary>
    /// <c>runtimes --runtimes net8.0 net9.0 --filter *X*</c>: the runtime and class names end where an option begins, but
    /// System.CommandLine would take BenchmarkDotNet's <c>--filter</c> (unknown to it) as one more name; so each of these
    /// options and its names are moved to the end of the arguments before they are parsed.
    /// </summary>
    public static string[] WithOwnListsLast(string[] args)
    {
        if (args is not ["runtimes", ..])
        {
            return args;
        }

        foreach (var option in new[] { ResultsStore.SelectionOption, "--runtimes" })
        {
            var start = Array.FindIndex(args, a => a == option || (option == "--runtimes" && a == "-r"));
            if (start < 0)
            {
                continue;
            }

            var end = start + 1;
            while (end < args.Length && !args[end].StartsWith('-'))
            {
                end++;
            }

            args = [.. args[..start], .. args[end..], .. args[start..end]];
        }

        return args;
    }

    public static Command Create()
    {
        var known = ComparedRuntime.All.Select(r => r.Name).ToList();
        var runtimes = new Option<string[]>("--runtimes", "-r")
        {
            Description = $"Runtimes to compare, the first the baseline: {string.Join(", ", known)}.",
            DefaultValueFactory = _ => [.. ComparedRuntime.DefaultNames],
            AllowMultipleArgumentsPerToken = true,
            CustomParser = result => CheckedOptions.Among(result, "runtime", known),
        };
        var classNames = ComparedClasses.Select(type => type.Name).ToList();
        var classes = new Option<string[]>(ResultsStore.SelectionOption)
        {
            Description = "Benchmark classes to run, every one by default: a publishing run can then be split across sessions, class by class.",
            DefaultValueFactory = _ => [.. classNames],
            AllowMultipleArgumentsPerToken = true,
            CustomParser = result => CheckedOptions.Among(result, "class", classNames),
        };
        var job = new Option<string>("--job", "-j") { Description = "BenchmarkDotNet's job for every runtime; default is its default job with the article suite's iteration time and cap.", DefaultValueFactory = _ => "default" };
        job.AcceptOnlyFromAmong([.. Jobs.Keys]);
        var command = new Command("runtimes", "The benchmarks on several runtimes side by side (.NET 8, 9, 10 and 11, runtime async on .NET 10 and 11, NativeAOT 8 to 11). BenchmarkDotNet's options (--filter ...) pass through.")
        {
            runtimes, classes, job,
        };
        var results = new ResultsOptions();
        results.AddTo(command, withOutput: false);
        command.TreatUnmatchedTokensAsErrors = false;
        command.Validators.Add(result =>
        {
            if (results.AnyGiven(result) && result.GetValue(job) is { } name && Jobs.TryGetValue(name, out var chosen) && chosen.Completeness != RunCompleteness.Complete)
            {
                result.AddError($"--save, --save-repeat and --save-check publish only full runs, and --job {name} is not one: leave them out (the results go to artifacts/results/) or use --job medium or default.");
            }
        });
        command.SetAction(parse => Run(
            [.. parse.GetValue(runtimes)!.Select(name => ComparedRuntime.All.Single(r => r.Name == name))],
            [.. parse.GetValue(classes)!.Select(name => ComparedClasses.Single(type => type.Name == name))],
            parse.GetValue(job)!.ToLowerInvariant(),
            results.Publish(parse),
            [.. parse.UnmatchedTokens]));
        return command;
    }

    private static int Run(IReadOnlyList<ComparedRuntime> runtimes, IReadOnlyList<Type> classes, string jobName, PublishMode publish, string[] benchmarkDotNetArguments)
    {
        var save = publish != PublishMode.None;
        if (classes.Count < ComparedClasses.Count && BenchmarkSelection.Given(benchmarkDotNetArguments, "filter"))
        {
            App.Fail("runtimes", "--classes and --filter both choose what runs: give one of them");
            return App.BadInput;
        }

        if (save && BenchmarkSelection.WhyNotPublishable(benchmarkDotNetArguments) is { } notDefault)
        {
            App.Fail("runtimes", $"--save, --save-repeat and --save-check publish each chosen benchmark class whole, on the chosen runtimes and job, and {notDefault}: leave them out (the results go to artifacts/results/)");
            return App.BadInput;
        }

        var (baseJob, completeness) = Jobs[jobName];
        List<Job> jobs = [.. runtimes.Select((runtime, i) => i == 0 ? runtime.CreateJob(baseJob).AsBaseline() : runtime.CreateJob(baseJob))];
        if (BenchmarkSelection.Parse("runtimes", benchmarkDotNetArguments, ConfigOf(jobs), classes) is not { } selection)
        {
            return App.BadInput;
        }

        if (selection.ListsOrInforms)
        {
            selection.ListOrInform();
            return 0;
        }

        // Every class's results file records the command; a repeat or check must match each chosen class's committed run.
        if (RunOutput.Prepare("runtimes", ResultsScenarios.Runtimes(classes[0].Name), ResultsStore.RuntimesEnvironment, publish, output: null) is not { } output)
        {
            return App.BadInput;
        }

        if (publish is PublishMode.AddRepeat or PublishMode.Check
            && classes.Skip(1).Select(type => output.Store.WhyNotBesideCommitted(ResultsStore.RuntimesEnvironment, ResultsScenarios.Runtimes(type.Name), output.Recorder.Command, folder: false)).FirstOrDefault(why => why is not null) is { } notBeside)
        {
            App.Fail("runtimes", notBeside);
            return App.BadInput;
        }

        var gate = new QuietMachineEventProcessor(output.Recorder.QuietMachine, waitForNearCores: save, namesJob: true);
        foreach (var runtime in runtimes)
        {
            Console.WriteLine($"// runtime {runtime.Name}: {runtime.Description}");
        }

        var started = DateTimeOffset.UtcNow;
        var artifacts = output.Store.ScratchFolder(ResultsStore.RuntimesEnvironment, "benchmarkdotnet");
        var summaries = selection.Run(gate, artifacts);
        if (summaries.Count == 0)
        {
            App.Fail("runtimes", "no benchmark matched the filter; nothing ran (list them with --list flat)");
            return 1;
        }

        var exitCode = 0;
        foreach (var refused in summaries.Where(summary => !summary.BenchmarksCases.Any()))
        {
            App.Fail("runtimes", $"{refused.Title}: nothing ran: {string.Join("; ", refused.ValidationErrors.Select(error => error.Message))}");
            exitCode = 1;
        }

        var measured = MeasuredCase.From(summaries);
        var firstPass = measured;
        foreach (var pass in save ? DisturbedCaseReruns.Run(selection, gate, artifacts, output.Recorder.QuietMachine, namesJob: true) : [])
        {
            var remeasured = MeasuredCase.From(pass);
            measured = [.. measured.Select(measuredCase => remeasured.FirstOrDefault(fresh => fresh.ReadingName == measuredCase.ReadingName) ?? measuredCase)];
        }

        foreach (var benchmarkClass in measured.GroupBy(measuredCase => measuredCase.Class))
        {
            var cases = benchmarkClass.ToList();
            var failed = cases.Any(measuredCase => !measuredCase.Succeeded || measuredCase.Summary.HasCriticalValidationErrors);
            exitCode = Math.Max(exitCode, output.Finish(
                Report(benchmarkClass.Key, cases, [.. firstPass.Where(measuredCase => measuredCase.Class == benchmarkClass.Key)], runtimes, jobName, started),
                failed ? 1 : 0,
                failed ? RunCompleteness.Partial : completeness,
                failed ? "a benchmark failed to build, run or validate" : $"--job {jobName}",
                key: ResultsScenarios.Runtimes(benchmarkClass.Key.Name)));
        }

        return exitCode;
    }

    /// <summary>
    /// How long one job's build may take. BenchmarkDotNet's own limit (five minutes) is shorter than a NativeAOT publish of
    /// the benchmark app takes on this two-core machine while anything else runs: a dry run of the NativeAOT 10 and 11
    /// jobs stopped at "The configured timeout 00:05:00 was reached!".
    /// </summary>
    private static readonly TimeSpan BuildTimeout = TimeSpan.FromMinutes(30);

    private static ManualConfig ConfigOf(IEnumerable<Job> jobs) =>
        jobs.Aggregate(
            ManualConfig.CreateMinimumViable().HideColumns(Column.Arguments, Column.EnvironmentVariables, Column.Toolchain).WithBuildTimeout(BuildTimeout),
            (config, job) => config.AddJob(job));

    /// <param name="cases">The class's cases as published.</param>
    /// <param name="firstPass">The class's cases as the first pass measured them: its duration, and which were measured again.</param>
    private static RunReport Report(Type type, IReadOnlyList<MeasuredCase> cases, IReadOnlyList<MeasuredCase> firstPass, IReadOnlyList<ComparedRuntime> runtimes, string jobName, DateTimeOffset started)
    {
        var names = string.Join(' ', runtimes.Select(r => r.Name));
        var summaries = cases.Select(measuredCase => measuredCase.Summary).Distinct().ToList();
        return new RunReport(
            Scenario: $"runtimes/{type.Name}",
            Title: $"{type.Name} on {string.Join(", ", runtimes.Select(r => r.Name))}",
            StartedUtc: started,
            Duration: firstPass[0].Summary.TotalTime,
            Environment: EnvironmentInfo.Capture(),
            Parameters: new Dictionary<string, string>
            {
                ["job"] = jobName,
                ["runtimes"] = names,
                ["benchmarkDotNet"] = typeof(Summary).Assembly.GetName().Version?.ToString(3) ?? "unknown",
            },
            Rows: [.. cases.Where(measuredCase => measuredCase.Succeeded).Select(measuredCase => RuntimeResultRow.From(measuredCase.Report!, measuredCase.Summary))],
            Notes:
            [
                .. summaries.SelectMany(summary => summary.AllRuntimes.Split('\n', StringSplitOptions.RemoveEmptyEntries | StringSplitOptions.TrimEntries)).Distinct(),
                .. summaries.SelectMany(AsyncCompilationLines).Distinct(),
                .. cases.Except(firstPass).Select(measuredCase => RuntimesDocs.MeasuredAgainNote + measuredCase.ReadingName),
            ]);
    }

    /// <summary>What AsyncCompilationCheck printed in the benchmark processes (from the run's log), once per distinct line.</summary>
    private static IEnumerable<string> AsyncCompilationLines(Summary summary) =>
        File.Exists(summary.LogFilePath)
            ? File.ReadLines(summary.LogFilePath)
                .Where(line => line.StartsWith(Benchmarks.AsyncCompilationCheck.LinePrefix, StringComparison.Ordinal)
                    || line.StartsWith(Benchmarks.AsyncCompilationCheck.ProcessLinePrefix, StringComparison.Ordinal))
                .Select(line => line[3..])
                .Distinct()
                .ToList()
            : [];
}
