using StockPrices.Reporting.Docs;

namespace StockPrices.Benchmarks;

/// <summary>
/// <c>docs</c>: regenerates every generated table and chart in README.md and docs/ from the committed
/// results. <c>docs --check</c> changes nothing and exits 1 when docs/ differs from the data.
/// </summary>
internal static class DocsCommand
{
    public static int Run(string[] args)
    {
        var check = args is ["--check"];
        if (args.Length > 0 && !check)
        {
            Console.Error.WriteLine($"docs: unknown argument '{string.Join(' ', args)}'. Usage: docs [--check]");
            return 2;
        }

        var generator = new DocsGenerator(RepositoryRoot.Find(Environment.CurrentDirectory), DocsSections.All);
        var changed = check ? generator.FindDrift() : generator.Write();
        foreach (var file in changed)
        {
            Console.WriteLine(check ? $"out of date: {file}" : $"updated: {file}");
        }

        Console.WriteLine(changed.Count == 0 ? "docs/ matches the committed results." : $"{changed.Count} file(s) {(check ? "differ from" : "regenerated from")} the results.");
        return check && changed.Count > 0 ? 1 : 0;
    }
}
