using System.Runtime.InteropServices;
using System.Text.Json;
using StockPrices.Reporting.Docs;

namespace StockPrices.Reporting.Results;

/// <summary>
/// The one owner of the results folders. Committed results live in <c>docs/results/&lt;environment&gt;/</c>
/// (<see cref="ResultsScenarios"/> names what is inside); every run writes to the scratch folder
/// <c>artifacts/results/&lt;environment&gt;/</c> (ignored by git), and only a complete run saved on request is
/// published to docs/results, atomically. The docs generator reads every scenario through this class and
/// refuses a committed run that records itself as dry, short, partial or failed.
/// </summary>
public sealed class ResultsStore
{
    public const string CommittedRelativePath = "docs/results";
    public const string ScratchRelativePath = "artifacts/results";
    public const string PublishedFolderName = "published";
    public const string RunRecordFileName = "run.json";

    /// <summary>Longest file or folder name most file systems take (ext4, NTFS: 255).</summary>
    public const int MaxNameLength = 255;

    private static readonly JsonSerializerOptions RecordOptions = new() { WriteIndented = true, PropertyNamingPolicy = JsonNamingPolicy.CamelCase };

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

    /// <summary>This runtime, OS and architecture, e.g. <c>net10.0-linux-x64</c>.</summary>
    public static string CurrentEnvironment => $"net{Environment.Version.Major}.{Environment.Version.Minor}-{Platform}";

    /// <summary>Results measured across runtimes in one run, e.g. <c>runtimes-linux-x64</c>.</summary>
    public static string RuntimesEnvironment => "runtimes-" + Platform;

    private static string Platform =>
        (OperatingSystem.IsLinux() ? "linux" : OperatingSystem.IsWindows() ? "windows" : OperatingSystem.IsMacOS() ? "osx" : "unknown")
        + "-" + RuntimeInformation.ProcessArchitecture.ToString().ToLowerInvariant();

    /// <summary>The store of the repository this app runs in (see <see cref="Docs.RepositoryRoot.Locate"/>).</summary>
    public static ResultsStore Locate() => new(Docs.RepositoryRoot.Locate());

    public string CommittedReport(string environment, string key) => Path.Combine(CommittedRoot, environment, key + RunReportFile.Suffix);

    public string CommittedFolder(string environment, string key) => Path.Combine(CommittedRoot, environment, key);

    public string ScratchFolder(string environment, string key) => Path.Combine(ScratchRoot, environment, key);

    /// <summary>Whether <paramref name="path"/> is docs/results or inside it (where only a publish may write).</summary>
    public bool IsCommitted(string path)
    {
        var full = Path.TrimEndingDirectorySeparator(Path.GetFullPath(path));
        var root = Path.TrimEndingDirectorySeparator(CommittedRoot);
        return full.Equals(root, StringComparison.Ordinal) || full.StartsWith(root + Path.DirectorySeparatorChar, StringComparison.Ordinal);
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
    public RunReport? Report(string key)
    {
        var all = Reports(key);
        return all.FirstOrDefault(r => r.Environment == CurrentEnvironment).Report ?? all.FirstOrDefault().Report;
    }

    /// <summary>Every committed report in one environment folder.</summary>
    public IReadOnlyList<RunReport> ReportsIn(string environment)
    {
        var folder = Path.Combine(CommittedRoot, environment);
        return Directory.Exists(folder)
            ? Directory.EnumerateFiles(folder, "*" + RunReportFile.Suffix).Order(StringComparer.Ordinal).Select(LoadPublishable).ToList()
            : [];
    }

    /// <summary>Every committed report file, by path.</summary>
    public IReadOnlyList<string> AllReportFiles() =>
        Directory.Exists(CommittedRoot)
            ? Directory.EnumerateFiles(CommittedRoot, "*" + RunReportFile.Suffix, SearchOption.AllDirectories).Order(StringComparer.Ordinal).ToList()
            : [];

    /// <summary>Folders of committed environments whose name starts with <paramref name="prefix"/>.</summary>
    public IReadOnlyList<string> Environments(string prefix = "") =>
        Directory.Exists(CommittedRoot)
            ? Directory.EnumerateDirectories(CommittedRoot, prefix + "*").Select(Path.GetFileName).OfType<string>()
                .Where(name => name != PublishedFolderName).Order(StringComparer.Ordinal).ToList()
            : [];

    /// <summary>A committed folder scenario (BenchmarkDotNet exports), after checking its run record.</summary>
    public string CommittedFolderChecked(string environment, string key)
    {
        var folder = CommittedFolder(environment, key);
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
    /// then, when <paramref name="publish"/> is asked and the run is publishable, into docs/results.
    /// </summary>
    public SavedRun Save(RunReport report, RunRecord record, string environment, string key, bool publish, string? output = null)
    {
        ArgumentNullException.ThrowIfNull(report);
        ArgumentNullException.ThrowIfNull(record);
        var withRecord = report with { Run = record };
        var scratch = RunReportFile.Save(withRecord, output ?? Path.Combine(ScratchRoot, environment), key);
        var (published, why) = Publish(record, publish, () =>
        {
            return RunReportFile.Save(withRecord, Path.Combine(CommittedRoot, environment), key);
        });
        return new SavedRun(scratch, published, why);
    }

    /// <summary>
    /// Writes the run record into <paramref name="scratchFolder"/> (a folder scenario's exports), then, when asked
    /// and publishable, replaces the committed folder with it in one swap.
    /// </summary>
    public SavedRun SaveFolder(string scratchFolder, RunRecord record, string environment, string key, bool publish)
    {
        ArgumentException.ThrowIfNullOrEmpty(scratchFolder);
        ArgumentNullException.ThrowIfNull(record);
        AtomicWrite.File(Path.Combine(scratchFolder, RunRecordFileName), JsonSerializer.Serialize(record, RecordOptions) + "\n");
        var (published, why) = Publish(record, publish, () =>
        {
            var target = CommittedFolder(environment, key);
            AtomicWrite.Folder(scratchFolder, target);
            return target;
        });
        return new SavedRun(scratchFolder, published, why);
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

    public static RunRecord LoadRecord(string path)
    {
        using var stream = File.OpenRead(path);
        return JsonSerializer.Deserialize<RunRecord>(stream, RecordOptions) ?? throw new InvalidDataException($"{path} holds no run record.");
    }

    private static (string? Path, string? Why) Publish(RunRecord record, bool publish, Func<string> write) =>
        !publish ? (null, "add --save to publish a complete run")
        : record.WhyNotPublishable is { } why ? (null, why)
        : (write(), null);

    private RunReport LoadPublishable(string path)
    {
        var report = RunReportFile.Load(path);
        return report.Run is { IsPublishable: false } record ? throw Refused(path, record) : report;
    }

    private InvalidDataException Refused(string path, RunRecord record) =>
        new($"{Path.GetRelativePath(RepositoryRoot, path)} is not publishable: {record.WhyNotPublishable}. Restore it with git checkout, or replace it with a complete run saved with --save.");

    private static string Megabytes(long bytes) => $"{bytes / (1024.0 * 1024):#,0} MB";
}
