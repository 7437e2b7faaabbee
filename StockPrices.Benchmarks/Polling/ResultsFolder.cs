using StockPrices.Reporting;
using StockPrices.Reporting.Docs;

namespace StockPrices.Benchmarks.Polling;

/// <summary>Where the reports go: <c>--output</c>, else docs/results/&lt;runtime-os-arch&gt;/ of the repository run from.</summary>
internal static class ResultsFolder
{
    public static string Resolve(DirectoryInfo? output) =>
        output?.FullName
        ?? Path.Combine(RepositoryRoot.Find(Environment.CurrentDirectory), "docs", "results", EnvironmentInfo.ResultsFolderName);
}
