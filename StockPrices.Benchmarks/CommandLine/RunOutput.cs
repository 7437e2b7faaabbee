using StockPrices.Reporting;
using StockPrices.Results;

namespace StockPrices.Benchmarks.CommandLine;

/// <summary>
/// Where one run's results go, checked before the run starts (writable, name not too long, space free), and
/// the end of every runner: the run record is written, the report saved to the scratch folder and, when asked
/// and complete, published to docs/results. A stopped run saves nothing.
/// </summary>
internal sealed class RunOutput(string command, string runKey, string environment, PublishMode publish, string? output)
{
    /// <summary>How long a run that asks to publish waits for another publishing run before it is refused.</summary>
    private static readonly TimeSpan PublishLockWait = TimeSpan.FromSeconds(2);

    public ResultsStore Store => App.Store;

    /// <summary>Started when the output is prepared, just before the run.</summary>
    public RunRecorder Recorder { get; } = RunRecorder.Start(Environment.GetCommandLineArgs().Skip(1));

    /// <summary>Whether a complete, quiet run will be published to docs/results (--save, --save-repeat or --save-check).</summary>
    public bool Publishes => publish != PublishMode.None;

    /// <summary>The folder the run writes to (the scratch folder or --output).</summary>
    private string Folder => output ?? Path.Combine(Store.ScratchRoot, environment);

    /// <summary>
    /// Checks where the results will go before any work starts (never into docs/results, whether by --output or by the
    /// default folder, by a relative path or through a link: paths compare by what they resolve to), and for a repeat or
    /// check that the committed run is one of the same command; prints why not and returns null when the run cannot go ahead.
    /// </summary>
    public static RunOutput? Prepare(string command, string key, string environment, PublishMode publish, string? output, long bytesNeeded = 1 << 20, bool folder = false)
    {
        var store = App.Store;
        var run = new RunOutput(command, key, environment, publish, output);
        // The results folder is checked first: a publishing run's lock file is kept in the scratch root. The lock is then held
        // from these checks to the end of the publish: no other run validates against, or writes to, docs/results meanwhile.
        var whyNot = store.IsCommitted(run.Folder) || (publish != PublishMode.None && store.IsCommitted(store.ScratchRoot))
            ? (output is not null && store.IsCommitted(output)
                ? $"--output {output} is inside {ResultsStore.CommittedRelativePath}, which only --save writes (a complete run, atomically)"
                : $"{store.ScratchRoot}, where runs write their results unless given --output, is inside {ResultsStore.CommittedRelativePath} (through a link), which only --save writes (a complete run, atomically)")
            : (publish != PublishMode.None ? store.HoldPublishLock(PublishLockWait) : null)
              ?? ResultsStore.WhyNotWritable(run.Folder, key + RunReportFile.Suffix, bytesNeeded)
              ?? (publish != PublishMode.None ? ResultsStore.WhyNotWritable(Path.Combine(store.CommittedRoot, environment), key + RunReportFile.Suffix) : null)
              ?? (publish is PublishMode.AddRepeat or PublishMode.Check ? store.WhyNotBesideCommitted(environment, key, run.Recorder.Command, folder) : null);
        if (whyNot is not null)
        {
            App.Fail(command, whyNot);
            return null;
        }

        return run;
    }

    /// <summary>Saves the report (published only when asked and complete) and returns the exit code.</summary>
    public int Finish(RunReport report, int exitCode, RunCompleteness completeness, string? why = null, string? key = null) =>
        Save(exitCode, completeness, why, record => Store.Save(report, record, environment, key ?? runKey, publish, output));

    /// <summary>
    /// The end of a run measured cell by cell: unless a stop was asked for (the cells measured before it are not a result),
    /// prints the table and the lines that go with it, then saves the report, complete (exit code 0) when
    /// <paramref name="whyPartial"/> is null, else partial with <paramref name="partialExitCode"/>. A run in which no cell
    /// gave a row saves nothing.
    /// </summary>
    public int FinishTable(RunReport report, string table, IEnumerable<string> lines, string? whyPartial, int partialExitCode = 1)
    {
        if (StopSignal.Requested)
        {
            return StopSignal.ExitCode;
        }

        Console.WriteLine();
        Console.WriteLine(table);
        foreach (var line in lines)
        {
            Console.WriteLine(line);
        }

        if (report.Rows.Count == 0)
        {
            Console.Error.WriteLine("No run gave a result; nothing saved.");
            return 1;
        }

        return whyPartial is null
            ? Finish(report, 0, RunCompleteness.Complete)
            : Finish(report, partialExitCode, RunCompleteness.Partial, whyPartial);
    }

    /// <summary>The same for a folder of exports (BenchmarkDotNet's), published by swapping the whole folder.</summary>
    public int FinishFolder(string scratchFolder, int exitCode, RunCompleteness completeness, string? why = null) =>
        Save(exitCode, completeness, why, record => Store.SaveFolder(scratchFolder, record, environment, runKey, publish));

    private int Save(int exitCode, RunCompleteness completeness, string? why, Func<RunRecord, SavedRun> save)
    {
        TestPause.At(TestPause.BeforePublish);
        if (!StopSignal.TryBeginPublish())
        {
            return StopSignal.ExitCode;
        }

        try
        {
            TestPause.At(TestPause.Publishing);
            var record = Recorder.Finish(exitCode, completeness, why);
            Console.WriteLine(record.QuietMachine?.Verdict());
            return Report(save(record), exitCode);
        }
        catch (Exception exception) when (exception is IOException or UnauthorizedAccessException)
        {
            App.Fail(command, $"could not save the results, nothing published: {exception.Message}");
            return 1;
        }
        finally
        {
            StopSignal.EndPublish();
        }
    }

    private int Report(SavedRun saved, int exitCode)
    {
        foreach (var line in saved.Lines())
        {
            Console.WriteLine(line);
        }

        // Asked to publish and refused: the run is not what was asked for, so it does not exit 0.
        return exitCode == 0 && publish != PublishMode.None && saved.PublishedPath is null ? 1 : exitCode;
    }
}
