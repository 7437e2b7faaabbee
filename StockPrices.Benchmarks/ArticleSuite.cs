using BenchmarkDotNet.Running;

namespace StockPrices.Benchmarks;

/// <summary>The article's benchmarks through BenchmarkDotNet's switcher.</summary>
internal static class ArticleSuite
{
    public static int Run(string[] args)
    {
        var summaries = BenchmarkSwitcher.FromAssembly(typeof(ArticleSuite).Assembly).Run(args);
        return summaries.Any(s => s.HasCriticalValidationErrors || s.Reports.Any(r => !r.Success)) ? 1 : 0;
    }
}
