using System.Globalization;
using StockPrices.Results;

namespace StockPrices.Benchmarks.CommandLine;

/// <summary>
/// A scratch folder of BenchmarkDotNet's exports for one run alone, so that two runs at once never write into or
/// delete each other's output, and an earlier run's results are never deleted before this one has passed its
/// checks: the run writes to <c>artifacts/results/&lt;environment&gt;/&lt;key&gt;-runs/&lt;start&gt;-&lt;pid&gt;</c>, and
/// only a run that completed replaces <c>artifacts/results/&lt;environment&gt;/&lt;key&gt;</c> (the folder the docs
/// tell users to compare), in one swap. A run that did not complete stays where it ran.
/// </summary>
internal sealed class RunScratchFolder(string runFolder, string latestFolder)
{
    /// <summary>Where this run writes.</summary>
    public string RunFolder => runFolder;

    public static RunScratchFolder Create(ResultsStore store, string environment, string key)
    {
        var latest = store.ScratchFolder(environment, key);
        var name = $"{DateTime.UtcNow.ToString("yyyyMMdd'T'HHmmss", CultureInfo.InvariantCulture)}-{Environment.ProcessId}";
        return new RunScratchFolder(Path.Combine(latest + "-runs", name), latest);
    }

    /// <summary>Makes this run the latest (where the last completed run is kept) when it completed, then its own folder goes; returns where its results are now.</summary>
    public string Keep(bool completed)
    {
        if (!completed || !Directory.Exists(runFolder))
        {
            return runFolder;
        }

        AtomicWrite.Folder(runFolder, latestFolder);
        Directory.Delete(runFolder, recursive: true);
        return latestFolder;
    }
}
