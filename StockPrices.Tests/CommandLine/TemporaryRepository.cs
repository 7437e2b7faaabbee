using StockPrices.Results;

namespace StockPrices.Tests.CommandLine;

/// <summary>
/// A repository of the app's own in a temporary folder (only its marker file, and the committed reports a test puts
/// there), so that the app run in it reads and writes that folder's docs/results and artifacts; deleted when disposed.
/// </summary>
internal sealed class TemporaryRepository : IDisposable
{
    public TemporaryRepository(string prefix)
    {
        Root = Directory.CreateTempSubdirectory(prefix).FullName;
        File.WriteAllText(Path.Combine(Root, RepositoryRoot.MarkerFile), "");
    }

    public string Root { get; }

    /// <summary>Puts <paramref name="text"/> as the committed report of <paramref name="key"/> for this environment (or <paramref name="environment"/>), and returns its path.</summary>
    public string Commit(string key, string text, string? environment = null)
    {
        var report = Path.Combine(Root, ResultsStore.CommittedRelativePath, environment ?? ResultsStore.CurrentEnvironment, key + RunReportFile.Suffix);
        Directory.CreateDirectory(Path.GetDirectoryName(report)!);
        File.WriteAllText(report, text);
        return report;
    }

    public void Dispose() => Directory.Delete(Root, recursive: true);
}
