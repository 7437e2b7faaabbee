using System.Reflection;
using StockPrices.CompiledAs;
using System.Runtime.InteropServices;

namespace StockPrices.Results;

/// <summary>
/// The one owner of the results folders. Committed results live in <c>docs/results/&lt;environment&gt;/</c>
/// (<see cref="ResultsScenarios"/> names what is inside); every run writes to the scratch folder
/// <c>artifacts/results/&lt;environment&gt;/</c> (ignored by git), and only a complete run saved on request is
/// published to docs/results, atomically. The docs generator reads every scenario through this class and
/// refuses a committed report that records itself as dry, short, partial or failed, or records nothing. Independent repeats of a
/// committed run (the same command, in a separate process) live beside it, so the docs can quote a range:
/// <c>&lt;environment&gt;/[&lt;key's folder&gt;/]repeats/run-&lt;n&gt;/&lt;key's name&gt;</c>, run 1 being the committed run itself;
/// one more independent run, the check, is kept at <c>&lt;environment&gt;/[&lt;key's folder&gt;/]check/&lt;key's name&gt;</c> to test
/// the ranges against and is never part of them.
/// </summary>
public sealed class ResultsStore
{
    public const string CommittedRelativePath = "docs/results";
    public const string ScratchRelativePath = "artifacts/results";
    public const string PublishedFolderName = "published";
    public const string RunRecordFileName = "run.json";
    public const string RepeatsFolderName = "repeats";
    public const string CheckFolderName = "check";
    private const string RepeatPrefix = "run-";

    /// <summary>The options that only say where a run is published; a repeat must match the committed run's command without them.</summary>
    public static readonly IReadOnlyList<string> PublishOptions = ["--save", "--save-repeat", "--save-check"];

    /// <summary>The option that chooses which of a command's results files a run writes (<c>runtimes --classes A B</c>), not what each holds.</summary>
    public const string SelectionOption = "--classes";

    /// <summary>Longest file or folder name most file systems take (ext4, NTFS: 255).</summary>
    public const int MaxNameLength = 255;

    /// <summary>How long a publish waits for another run's to end before it gives up.</summary>
    private static readonly TimeSpan PublishWait = TimeSpan.FromSeconds(10);

    private ResultsLock? _publishLock;

    public ResultsStore(string repositoryRoot)
    {
        ArgumentException.ThrowIfNullOrEmpty(repositoryRoot);
        RepositoryRoot = Path.GetFullPath(repositoryRoot);
    }

    public string RepositoryRoot { get; }

    /// <summary>docs/results: what the docs are generated from.</summary>
    public string CommittedRoot => Path.Combine(RepositoryRoot, CommittedRelativePath);

    /// <summary>artifacts/results: where every run writes.</summary>
    public string ScratchRoot => Path.Combine(RepositoryRoot, ScratchRelativePath);

    /// <summary>
    /// This runtime, OS and architecture, e.g. <c>net10.0-linux-x64</c>; <c>net11.0-runtime-async-linux-x64</c> when the app
    /// itself was compiled as runtime async (the build with StockPricesRuntimeAsync=true, docs/runtimes.md).
    /// </summary>
    public static string CurrentEnvironment =>
        $"net{Environment.Version.Major}.{Environment.Version.Minor}{(AppIsRuntimeAsync.Value ? "-runtime-async" : string.Empty)}-{Platform}";

    /// <summary>Whether the entry assembly's async methods carry the runtime-async method-impl flag (0x2000) rather than state machines.</summary>
    private static readonly Lazy<bool> AppIsRuntimeAsync = new(() =>
        Assembly.GetEntryAssembly() is { } app && AsyncCompilation.HasRuntimeAsyncMethods(app));

    /// <summary>Results measured across runtimes in one run, e.g. <c>runtimes-linux-x64</c>.</summary>
    public static string RuntimesEnvironment => "runtimes-" + Platform;

    private static string Platform =>
        (OperatingSystem.IsLinux() ? "linux" : OperatingSystem.IsWindows() ? "windows" : OperatingSystem.IsMacOS() ? "osx" : "unknown")
        + "-" + RuntimeInformation.ProcessArchitecture.ToString().ToLowerInvariant();

    /// <summary>The store of the repository this app runs in (see <see cref="global::StockPrices.Results.RepositoryRoot.Locate"/>).</summary>
    public static ResultsStore Locate() => new(global::StockPrices.Results.RepositoryRoot.Locate());

    public string CommittedReport(string environment, string key) => Path.Combine(CommittedRoot, environment, key + RunReportFile.Suffix);

    public string CommittedFolder(string environment, string key) => Path.Combine(CommittedRoot, environment, key);

    public string ScratchFolder(string environment, string key) => Path.Combine(ScratchRoot, environment, key);

    /// <summary>Whether <paramref name="path"/> is docs/results or inside it (where only a publish may write).</summary>
    public bool IsCommitted(string path) => PathIdentity.IsSameOrInside(path, CommittedRoot);

    /// <summary>
    /// Takes <see cref="ResultsLock"/> for this process, waiting up to <paramref name="wait"/>, and puts back what a
    /// crashed publish left half done. Null once held, else why not (another run holds it).
    /// </summary>
    public string? HoldPublishLock(TimeSpan wait)
    {
        if (_publishLock is not null)
        {
            return null;
        }

        _publishLock = ResultsLock.TryAcquire(ScratchRoot, wait);
        if (_publishLock is null)
        {
            return $"another run is publishing to {CommittedRelativePath} (it holds {ScratchRelativePath}/{ResultsLock.FileName}); run again when it has ended";
        }

        foreach (var restored in AtomicWrite.Recover(CommittedRoot))
        {
            // The full path: a store in a temporary folder (the tests') must not read as the repository's own docs/results.
            Console.Error.WriteLine($"{restored}: put back from the copy an interrupted publish left behind.");
        }

        return null;
    }

    /// <summary>Lets another run publish (the lock also ends with the process).</summary>
    public void ReleasePublishLock()
    {
        _publishLock?.Dispose();
        _publishLock = null;
    }

    // Reading (the docs generator)

    /// <summary>Every environment's committed report of <paramref name="key"/>, by environment name.</summary>
    public IReadOnlyList<(string Environment, RunReport Report)> Reports(string key) =>
        Environments()
            .Select(environment => (Environment: environment, Path: CommittedReport(environment, key)))
            .Where(file => File.Exists(file.Path))
            .Select(file => (file.Environment, LoadPublishable(file.Path)))
            .ToList();

    /// <summary>This environment's committed report of <paramref name="key"/>, else the first other environment's; null when none.</summary>
    public RunReport? Report(string key) => ChosenEnvironment(key) is { } chosen ? LoadPublishable(CommittedReport(chosen, key)) : null;

    /// <summary>
    /// The committed run of <paramref name="key"/> in <paramref name="environment"/> (by default the one <see cref="Report"/>
    /// picks) followed by its repeats in run order: every independent run a range is taken over. Empty when none is committed.
    /// </summary>
    public IReadOnlyList<RunReport> Runs(string key, string? environment = null) =>
        (environment ?? ChosenEnvironment(key)) is { } chosen && File.Exists(CommittedReport(chosen, key))
            ? [LoadPublishable(CommittedReport(chosen, key)), .. Repeats(chosen, key, folder: false).Select(LoadPublishable)]
            : [];

    /// <summary>The environment name of <paramref name="runtime"/> (<c>net11.0</c>, <c>net11.0-runtime-async</c>) on this OS and architecture.</summary>
    public static string EnvironmentOf(string runtime) => $"{runtime}-{Platform}";

    /// <summary>This environment when it has a committed report of <paramref name="key"/>, else the first that has; every one is checked.</summary>
    private string? ChosenEnvironment(string key) =>
        Reports(key).Select(r => r.Environment).OrderBy(environment => environment != CurrentEnvironment).FirstOrDefault();

    /// <summary>The committed repeats of a scenario (report files, or folders for a folder scenario), in run order.</summary>
    public IReadOnlyList<string> Repeats(string environment, string key, bool folder)
    {
        var root = RepeatsRoot(environment, key);
        return Directory.Exists(root)
            ? Directory.EnumerateDirectories(root, RepeatPrefix + "*")
                .Select(RunNumber)
                .Select(number => (Number: number, Path: RepeatPath(environment, key, number, folder)))
                .Where(run => run.Number > 1 && (folder ? Directory.Exists(run.Path) : File.Exists(run.Path)))
                .OrderBy(run => run.Number)
                .Select(run => folder ? CheckedFolder(run.Path) : run.Path)
                .ToList()
            : [];
    }

    /// <summary>The committed check run of a scenario (its report file, or folder), or null when there is none.</summary>
    public string? Check(string environment, string key, bool folder)
    {
        var path = CheckPath(environment, key, folder);
        return folder ? (Directory.Exists(path) ? CheckedFolder(path) : null) : File.Exists(path) ? path : null;
    }

    /// <summary>The runs (<see cref="Runs"/>) of every committed report in one environment folder, by file name.</summary>
    public IReadOnlyList<IReadOnlyList<RunReport>> RunsIn(string environment)
    {
        var folder = Path.Combine(CommittedRoot, environment);
        return Directory.Exists(folder)
            ? [.. Directory.EnumerateFiles(folder, "*" + RunReportFile.Suffix).Order(StringComparer.Ordinal).Select(path => Runs(KeyOf(path), environment))]
            : [];
    }

    /// <summary>Every committed report file but the repeats and checks, by path, with how many committed runs it has (itself and its repeats).</summary>
    public IReadOnlyList<(string Path, int Runs)> AllReportFiles() =>
        Directory.Exists(CommittedRoot)
            ? Directory.EnumerateFiles(CommittedRoot, "*" + RunReportFile.Suffix, SearchOption.AllDirectories)
                .Where(path => !Path.GetRelativePath(CommittedRoot, path).Split(Path.DirectorySeparatorChar).Any(part => part is RepeatsFolderName or CheckFolderName))
                .Order(StringComparer.Ordinal)
                .Select(path => (path, 1 + Repeats(Path.GetFileName(Path.GetDirectoryName(path))!, KeyOf(path), folder: false).Count))
                .ToList()
            : [];

    /// <summary>Folders of committed environments whose name starts with <paramref name="prefix"/>.</summary>
    public IReadOnlyList<string> Environments(string prefix = "") =>
        Directory.Exists(CommittedRoot)
            ? Directory.EnumerateDirectories(CommittedRoot, prefix + "*").Select(Path.GetFileName).OfType<string>()
                .Where(name => name != PublishedFolderName).Order(StringComparer.Ordinal).ToList()
            : [];

    /// <summary>A committed folder scenario (BenchmarkDotNet exports), after checking its run record.</summary>
    public string CommittedFolderChecked(string environment, string key) => CheckedFolder(CommittedFolder(environment, key));

    private string CheckedFolder(string folder)
    {
        var recordPath = Path.Combine(folder, RunRecordFileName);
        if (File.Exists(recordPath) && LoadRecord(recordPath) is { IsPublishable: false } record)
        {
            throw Refused(folder, record);
        }

        return folder;
    }

    // Writing (the runners)

    /// <summary>
    /// Saves <paramref name="report"/> with its run record into the scratch folder (or <paramref name="output"/>),
    /// then, when <paramref name="publish"/> asks and the run is publishable, into docs/results.
    /// </summary>
    public SavedRun Save(RunReport report, RunRecord record, string environment, string key, PublishMode publish, string? output = null)
    {
        var withRecord = report with { Run = record };
        var scratch = RunReportFile.Save(withRecord, output ?? Path.Combine(ScratchRoot, environment), key);
        var (published, why) = Publish(record, publish, environment, key, folder: false, target => JsonFile.Write(target, withRecord));
        return new SavedRun(scratch, published, why);
    }

    /// <summary>
    /// Writes the run record into <paramref name="scratchFolder"/> (a folder scenario's exports), then, when asked
    /// and publishable, replaces the committed folder with it in one swap.
    /// </summary>
    public SavedRun SaveFolder(string scratchFolder, RunRecord record, string environment, string key, PublishMode publish)
    {
        ArgumentException.ThrowIfNullOrEmpty(scratchFolder);
        JsonFile.Write(Path.Combine(scratchFolder, RunRecordFileName), record);
        var (published, why) = Publish(record, publish, environment, key, folder: true, target => AtomicWrite.Folder(scratchFolder, target));
        return new SavedRun(scratchFolder, published, why);
    }

    /// <summary>
    /// Checked before a run that asks to be added beside the committed one (a repeat or the check): the committed run
    /// exists, records its command, and that command is <paramref name="command"/> but for the publish options.
    /// Null when it may, else why not.
    /// </summary>
    public string? WhyNotBesideCommitted(string environment, string key, string command, bool folder)
    {
        ArgumentException.ThrowIfNullOrEmpty(command);
        var committed = folder ? CommittedFolder(environment, key) : CommittedReport(environment, key);
        var shown = Path.GetRelativePath(RepositoryRoot, committed);
        if (!(folder ? Directory.Exists(committed) : File.Exists(committed)))
        {
            return $"there is no committed run at {shown} to repeat; publish one with --save first";
        }

        var recordFile = Path.Combine(committed, RunRecordFileName);
        var recorded = folder
            ? File.Exists(recordFile) ? LoadRecord(recordFile).Command : null
            : RunReportFile.Load(committed).Run?.Command;
        return recorded is null ? $"the committed run at {shown} does not record its command; publish a new one with --save first"
            : WithoutPublishOptions(recorded) != WithoutPublishOptions(command)
                ? $"a repeat or check must be the committed run's command, `{WithoutPublishOptions(recorded)}`, and this is `{WithoutPublishOptions(command)}`"
            : null;
    }

    /// <summary>
    /// Checked before a run starts, so finished work is never lost: the folder can be created and written,
    /// a file named <paramref name="fileName"/> fits in it, and it has <paramref name="bytesNeeded"/> free.
    /// Null when all is well, else why not.
    /// </summary>
    public static string? WhyNotWritable(string folder, string fileName, long bytesNeeded = 1 << 20)
    {
        ArgumentException.ThrowIfNullOrEmpty(folder);
        ArgumentException.ThrowIfNullOrEmpty(fileName);
        if (System.Text.Encoding.UTF8.GetByteCount(fileName) > MaxNameLength)
        {
            return $"the file name {fileName[..40]}... is {fileName.Length} characters long; the limit is {MaxNameLength}";
        }

        try
        {
            Directory.CreateDirectory(folder);
            var probe = Path.Combine(folder, $".write-check-{Environment.ProcessId}");
            File.WriteAllText(probe, "");
            File.Delete(probe);
            var free = new DriveInfo(Path.GetFullPath(folder)).AvailableFreeSpace;
            return free < bytesNeeded
                ? $"{folder} has {Megabytes(free)} free; this run needs about {Megabytes(bytesNeeded)}"
                : null;
        }
        catch (Exception exception) when (exception is IOException or UnauthorizedAccessException or NotSupportedException or ArgumentException)
        {
            return $"cannot write to {folder}: {exception.Message}";
        }
    }

    public static RunRecord LoadRecord(string path) =>
        JsonFile.Read<RunRecord>(path, "run record");

    /// <summary>Publishes as asked; a publish that cannot be written says why, and the scratch copy, already saved, stays.</summary>
    private (string? Path, string? Why) Publish(RunRecord record, PublishMode publish, string environment, string key, bool folder, Action<string> write)
    {
        try
        {
            return PublishOrThrow(record, publish, environment, key, folder, write);
        }
        catch (Exception exception) when (exception is IOException or UnauthorizedAccessException)
        {
            return (null, exception.Message);
        }
    }

    private (string? Path, string? Why) PublishOrThrow(RunRecord record, PublishMode publish, string environment, string key, bool folder, Action<string> write)
    {
        if (publish == PublishMode.None)
        {
            // Not asked to publish: a run that could not have been (a look with fewer rounds, a dry job) has failed at
            // nothing, so it says nothing of publishing; one that could have been says how.
            return (null, record.IsPublishable ? "add --save to publish a complete run" : null);
        }

        if (record.WhyNotPublishable is { } why)
        {
            return (null, why);
        }

        if (HoldPublishLock(PublishWait) is { } busy)
        {
            throw new IOException(busy);
        }

        // Checked again at publish: the committed run may have been replaced while this one ran.
        if (publish is PublishMode.AddRepeat or PublishMode.Check && WhyNotBesideCommitted(environment, key, record.Command, folder) is { } notBeside)
        {
            return (null, notBeside);
        }

        if (publish == PublishMode.AddRepeat)
        {
            return (AddRepeat(environment, key, folder, write), null);
        }

        if (publish == PublishMode.Check)
        {
            write(CheckPath(environment, key, folder));
            return (CheckPath(environment, key, folder), null);
        }

        var published = folder ? CommittedFolder(environment, key) : CommittedReport(environment, key);
        write(published);

        // The replaced run's repeats and check were of another build or command: they leave with it.
        foreach (var stale in Repeats(environment, key, folder).Append(Check(environment, key, folder)).OfType<string>())
        {
            if (folder)
            {
                Directory.Delete(stale, recursive: true);
            }
            else
            {
                File.Delete(stale);
            }

            // A run-N or check folder may hold other scenarios' runs too; emptied, a run-N folder would still hold its number.
            if (Path.GetDirectoryName(stale) is { } runFolder && !Directory.EnumerateFileSystemEntries(runFolder).Any())
            {
                Directory.Delete(runFolder);
            }
        }

        return (published, null);
    }

    /// <summary>Writes the repeat aside, then claims the next free run-N for it with create-new semantics.</summary>
    private string AddRepeat(string environment, string key, bool folder, Action<string> write)
    {
        var staging = Directory.CreateTempSubdirectory("stockprices-repeat-").FullName;
        try
        {
            write(Path.Combine(staging, Leaf(key, folder)));
            var next = Repeats(environment, key, folder).Select(path => RunNumber(Path.GetDirectoryName(path)!)).DefaultIfEmpty(1).Max() + 1;
            while (!AtomicWrite.NewFolder(staging, Path.GetDirectoryName(RepeatPath(environment, key, next, folder))!))
            {
                next++;
            }

            return RepeatPath(environment, key, next, folder);
        }
        finally
        {
            Directory.Delete(staging, recursive: true);
        }
    }

    /// <summary>
    /// The command without its publish options and without <see cref="SelectionOption"/> and its values: a run of some of a
    /// command's results files repeats the run of each of them.
    /// </summary>
    private static string WithoutPublishOptions(string command)
    {
        var kept = new List<string>();
        var selecting = false;
        foreach (var token in command.Split(' ', StringSplitOptions.RemoveEmptyEntries))
        {
            selecting = token == SelectionOption || (selecting && !token.StartsWith('-'));
            if (!selecting && !PublishOptions.Contains(token))
            {
                kept.Add(token);
            }
        }

        return string.Join(' ', kept);
    }

    /// <summary>A folder beside the committed run of <paramref name="key"/>: <c>&lt;environment&gt;/[&lt;key's folder&gt;/]&lt;parts&gt;</c>.</summary>
    private string Beside(string environment, string key, params string[] parts) =>
        Path.Combine([CommittedRoot, environment, Path.GetDirectoryName(key) ?? "", .. parts]);

    /// <summary>The key of the report file at <paramref name="path"/> in its environment folder: its name without the suffix.</summary>
    private static string KeyOf(string path) => Path.GetFileName(path)[..^RunReportFile.Suffix.Length];

    private static string Leaf(string key, bool folder) => Path.GetFileName(key) + (folder ? "" : RunReportFile.Suffix);

    private string RepeatsRoot(string environment, string key) => Beside(environment, key, RepeatsFolderName);

    private string RepeatPath(string environment, string key, int run, bool folder) =>
        Beside(environment, key, RepeatsFolderName, RepeatPrefix + run.ToString(System.Globalization.CultureInfo.InvariantCulture), Leaf(key, folder));

    private string CheckPath(string environment, string key, bool folder) => Beside(environment, key, CheckFolderName, Leaf(key, folder));

    private static int RunNumber(string runFolder) =>
        int.TryParse(Path.GetFileName(runFolder).AsSpan(RepeatPrefix.Length), System.Globalization.NumberStyles.None, System.Globalization.CultureInfo.InvariantCulture, out var n) ? n : 0;

    private RunReport LoadPublishable(string path)
    {
        var report = RunReportFile.Load(path);
        return report.Run switch
        {
            null => throw new InvalidDataException($"{Path.GetRelativePath(RepositoryRoot, path)} does not record how it was made (no run record), so it may be a dry, short or partial run. Replace it with a complete run saved with --save."),
            { IsPublishable: false } record => throw Refused(path, record),
            _ => report,
        };
    }

    private InvalidDataException Refused(string path, RunRecord record) =>
        new($"{Path.GetRelativePath(RepositoryRoot, path)} is not publishable: {record.WhyNotPublishable}. Restore it with git checkout, or replace it with a complete run saved with --save.");

    private static string Megabytes(long bytes) => $"{bytes / (1024.0 * 1024):#,0} MB";
}
