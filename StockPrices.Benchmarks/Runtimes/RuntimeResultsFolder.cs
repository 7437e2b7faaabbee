using StockPrices.Reporting;

namespace StockPrices.Benchmarks.Runtimes;

/// <summary>docs/results/runtimes-&lt;os&gt;-&lt;arch&gt;: results measured across runtimes in one run.</summary>
internal static class RuntimeResultsFolder
{
    public static string Name => "runtimes-" + EnvironmentInfo.ResultsFolderName[(EnvironmentInfo.ResultsFolderName.IndexOf('-', StringComparison.Ordinal) + 1)..];
}
