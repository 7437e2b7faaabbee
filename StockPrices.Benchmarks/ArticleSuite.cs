using System.Collections.Immutable;
using System.CommandLine;
using System.Globalization;
using System.Reflection;
using BenchmarkDotNet.Attributes;
using BenchmarkDotNet.ConsoleArguments.ListBenchmarks;
using BenchmarkDotNet.Loggers;
using BenchmarkDotNet.Reports;
using BenchmarkDotNet.Running;
using StockPrices.Benchmarks.CommandLine;
using StockPrices.Benchmarks.Config;
using StockPrices.Benchmarks.Runtimes;
using StockPrices.Reporting;
using StockPrices.Reporting.BenchmarkResults;
using StockPrices.Results;
using StockPrices.Results.Quiet;

namespace StockPrices.Benchmarks;

/// <summary>
/// The app with no command, and the <c>beyond</c> command: the benchmarks through BenchmarkDotNet's runner, never
/// interactively; without <c>--filter</c> the suite's classes run (<see cref="BenchmarkSuite"/>: the article's, or
/// the ten questions beyond it). BenchmarkDotNet writes to artifacts/results/&lt;environment&gt;/&lt;suite&gt;
/// (or <c>--artifacts</c>); <c>--save</c> publishes a complete run of the whole suite to docs/results in one swap.
/// Exits 0 only when every selected benchmark built, ran and passed validation.
/// </summary>
internal static class ArticleSuite
{
    /// <summary>
    /// Iteration time (ms) used unless <c>--iterationTime</c> is given. BenchmarkDotNet's default is 500 ms; with
    /// it the suite takes several times its budget on 2 cores, because the yield-path benchmarks run to the
    /// iteration cap without bringing the confidence interval under 2% of the mean. 150 ms stays above the 100 ms BenchmarkDotNet's MinIterationTime analyser asks for.
    /// </summary>
    public const int DefaultIterationTimeMilliseconds = 150;

    /// <summary>
    /// Iteration cap used unless <c>--maxIterationCount</c> or <c>--minIterationCount</c> is given (BenchmarkDotNet's default is 100). The
    /// benchmarks that await a real suspension reach the cap in nearly every run, and on this machine kind their
    /// medians differ more between processes than between the 50th and the 100th iteration of one process, so the
    /// second half bought little precision for half the suite's time (docs/article.md says by how much).
    /// </summary>
    public const int DefaultMaxIterationCount = 50;

    /// <summary>The one runtime the app, and so the suite BenchmarkDotNet builds from it, targets.</summary>
    private const string SuiteRuntime = "net10.0";

    /// <summary>Makes the suite the root command's own action; the tokens no command claims go to BenchmarkDotNet.</summary>
    public static void AddTo(RootCommand root) => RunsSuite(root, BenchmarkSuite.Article);

    /// <summary>The <c>beyond</c> command: the same runner over the ten questions beyond the article.</summary>
    public static Command CreateBeyondCommand() => RunsSuite(
        new Command(
            BenchmarkSuite.Beyond.Name,
            "The ten questions beyond the article (docs/beyond-the-article.md) through BenchmarkDotNet, with the article suite's " +
            "job and options; BenchmarkDotNet's own options pass through. Results go to artifacts/results/<environment>/beyond; " +
            "--save publishes a complete run to docs/results."),
        BenchmarkSuite.Beyond);

    /// <summary>Gives <paramref name="command"/> the publishing options and makes it run <paramref name="suite"/>.</summary>
    private static Command RunsSuite(Command command, BenchmarkSuite suite)
    {
        var results = new ResultsOptions();
        results.AddTo(command, withOutput: false);
        command.TreatUnmatchedTokensAsErrors = false;
        command.SetAction(parse => Run(suite, [.. parse.UnmatchedTokens], results.Publish(parse)));
        return command;
    }

    private static int Run(BenchmarkSuite suite, string[] args, PublishMode publish)
    {
        var save = publish != PublishMode.None;
        if (WindowsDiagnosersOption.IsRequested(args))
        {
            return WindowsDiagnosersOption.Refuse(Console.Error);
        }

        var config = ArticleConfig.Create();
        var counted = BenchmarkSelection.Given(args, "maxIterationCount") || BenchmarkSelection.Given(args, "minIterationCount");
        string[][] defaults =
        [
            ["--filter", suite.Filter],
            ["--iterationTime", DefaultIterationTimeMilliseconds.ToString(CultureInfo.InvariantCulture)],
            .. counted ? [] : new[] { new[] { "--maxIterationCount", DefaultMaxIterationCount.ToString(CultureInfo.InvariantCulture) } },
        ];
        if (BenchmarkSelection.Parse(suite.Name, args, config, BenchmarkSelection.AllClasses, defaults) is not { } selection)
        {
            return App.BadInput;
        }

        // A list or a run of nothing is refused; --info alone prints the environment, whatever the filter.
        var options = selection.Options;
        var informsOnly = options is { PrintInformation: true, ListBenchmarkCaseMode: ListBenchmarkCaseMode.Disabled };
        if (!informsOnly && selection.CaseNames() is { Count: 0 })
        {
            App.Fail(suite.Name, selection.NoneSelected());
            return App.BadInput;
        }

        if (selection.ListsOrInforms)
        {
            selection.ListOrInform();
            return 0;
        }

        var notDefault = BenchmarkSelection.WhyNotPublishable(args, ("filter", suite.Filter), ("job", "Default"));
        var (completeness, why) = selection.JobCompleteness != RunCompleteness.Complete ? (selection.JobCompleteness, $"--job {options.BaseJob}")
            : notDefault is not null ? (RunCompleteness.Partial, notDefault)
            : (RunCompleteness.Complete, $"--job {options.BaseJob}");
        if (save && notDefault is not null)
        {
            App.Fail(suite.Name, $"--save, --save-repeat and --save-check publish only the whole suite with the default job, and {notDefault}: leave it out (the results go to artifacts/results/)");
            return App.BadInput;
        }

        if (options.Runtimes.FirstOrDefault(runtime => !runtime.Equals(SuiteRuntime, StringComparison.OrdinalIgnoreCase)) is { } otherRuntime)
        {
            App.Fail(suite.Name, $"--runtimes {otherRuntime}: this suite is built for {SuiteRuntime} only, so BenchmarkDotNet could not build it; the runtimes command compares runtimes (runtimes -r net10.0 net11.0)");
            return App.BadInput;
        }

        // BenchmarkDotNet adds to its results folder: each run gets its own, so no earlier or concurrent run's reports mix with this one's.
        var scratch = RunScratchFolder.Create(App.Store, ResultsStore.CurrentEnvironment, suite.Folder);
        if (RunOutput.Prepare(suite.Name, suite.ResultsKey, ResultsStore.CurrentEnvironment, publish, selection.ArtifactsFolder(scratch.RunFolder), folder: true) is not { } output)
        {
            return App.BadInput;
        }

        if (suite == BenchmarkSuite.Article && options.BaseJob.Equals("Default", StringComparison.OrdinalIgnoreCase) && options is { LaunchCount: null, IterationCount: null } && !counted)
        {
            selection.ClassConfig = type => type.IsDefined(typeof(SeveralLaunchesAttribute), inherit: false) ? SeveralLaunchesAttribute.Config(DefaultMaxIterationCount) : null;
        }

        var gate = new QuietMachineEventProcessor(output.Recorder.QuietMachine, waitForNearCores: save);
        var summaries = selection.Run(gate, scratch.RunFolder);
        var logs = summaries.Select(summary => summary.LogFilePath).ToList();
        foreach (var pass in save ? DisturbedCaseReruns.Run(selection, gate, scratch.RunFolder, output.Recorder.QuietMachine, namesJob: false) : [])
        {
            logs.AddRange(pass.Select(summary => summary.LogFilePath));
            var fresh = pass.SelectMany(summary => summary.Reports).ToDictionary(report => ReadingName(report.BenchmarkCase), StringComparer.Ordinal);
            summaries = [.. summaries.Select(summary => Merged(summary, fresh))];
        }

        if (summaries.Count == 0)
        {
            App.Fail(suite.Name, selection.NoneSelected());
            return 1;
        }

        var environment = new BenchmarkRunEnvironment(
            EnvironmentInfo.Capture(),
            typeof(BenchmarkRunner).Assembly.GetCustomAttribute<AssemblyInformationalVersionAttribute>()?.InformationalVersion ?? "unknown",
            selection.Arguments,
            output.Recorder.StartedUtc,
            output.Recorder.Elapsed,
            output.Recorder.LoadAverageAtStart,
            LoadAverage.Read());
        var resultsFolder = summaries[0].ResultsDirectoryPath;

        // BenchmarkDotNet's log holds its warnings (bimodal, MinIterationTime, outliers), which the chapter shows beside each
        // row; each pass that measured disturbed benchmarks again has its own log, read after the first.
        foreach (var log in logs.Distinct(StringComparer.Ordinal))
        {
            File.Copy(log, Path.Combine(resultsFolder, Path.GetFileName(log)), overwrite: true);
        }

        Console.WriteLine($"// Environment: {BenchmarkRunEnvironmentFile.Save(environment, resultsFolder)}");
        Console.WriteLine($"// Wall time of the whole run: {output.Recorder.Elapsed:hh\\:mm\\:ss}");

        var failures = Failures(summaries).ToList();
        if (selection.WhyNotTheSelected(summaries) is { } notTheExpected)
        {
            failures.Add($"not the benchmark set the arguments select: {notTheExpected}");
        }

        foreach (var failure in failures)
        {
            Console.Error.WriteLine($"FAILED: {failure}");
        }

        // A completed run becomes the latest before it is saved, so that the path printed is where its results stay.
        if (options.ArtifactsDirectory is null)
        {
            resultsFolder = Path.Combine(scratch.Keep(completed: failures.Count == 0 && !StopSignal.Requested), Path.GetRelativePath(scratch.RunFolder, resultsFolder));
        }

        return failures.Count == 0
            ? output.FinishFolder(resultsFolder, 0, completeness, why)
            : output.FinishFolder(resultsFolder, 1, RunCompleteness.Partial, $"{failures.Count} benchmark(s) failed");
    }

    private static string ReadingName(BenchmarkCase benchmark) => QuietMachineEventProcessor.ReadingName(benchmark, namesJob: false);

    /// <summary>The class's summary with the cases measured again in place of the old ones, its reports written again; the same summary when none was.</summary>
    private static Summary Merged(Summary summary, IReadOnlyDictionary<string, BenchmarkReport> fresh)
    {
        if (!summary.BenchmarksCases.Any(benchmark => fresh.ContainsKey(ReadingName(benchmark))))
        {
            return summary;
        }

        var reports = summary.Reports.Select(report => fresh.GetValueOrDefault(ReadingName(report.BenchmarkCase)) ?? report).ToImmutableArray();
        var merged = new Summary(summary.Title, reports, summary.HostEnvironmentInfo, summary.ResultsDirectoryPath, summary.LogFilePath, summary.TotalTime, summary.Style.CultureInfo, summary.ValidationErrors, summary.ColumnHidingRules, summary.Style);

        // The pass wrote the class's reports with only the cases it measured; these replace them.
        foreach (var exporter in reports[0].BenchmarkCase.Config.GetExporters())
        {
            exporter.ExportToFiles(merged, NullLogger.Instance).ToList();
        }

        return merged;
    }

    private static IEnumerable<string> Failures(IEnumerable<Summary> summaries)
    {
        foreach (var summary in summaries)
        {
            foreach (var error in summary.ValidationErrors.Where(e => e.IsCritical))
            {
                yield return $"{summary.Title}: validation: {error.Message}";
            }

            foreach (var failed in MeasuredCase.From([summary]).Where(measured => !measured.Succeeded))
            {
                yield return $"{failed.Class.Name}.{failed.Case.Descriptor.WorkloadMethod.Name}: did not build or run";
            }
        }
    }
}
