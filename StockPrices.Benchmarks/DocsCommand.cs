using System.CommandLine;
using StockPrices.Benchmarks.CommandLine;
using StockPrices.Reporting.Docs;
using StockPrices.Reporting.Figures;

namespace StockPrices.Benchmarks;

/// <summary>
/// <c>docs</c>: regenerates every generated table and chart in README.md and docs/ from the committed
/// results. <c>docs --check</c> changes nothing and exits 1 when docs/ differs from the data. A committed
/// run that records itself as dry, short, partial or failed is refused (exit 1), not published.
/// </summary>
internal static class DocsCommand
{
    public static Command Create()
    {
        var check = new Option<bool>("--check") { Description = "Change nothing; exit 1 when a generated region or chart differs from the results." };
        var command = new Command("docs", "Regenerate every table and chart in README.md and docs/ from the committed results (docs/results).") { check };
        command.SetAction(parse => Run(parse.GetValue(check)));
        return command;
    }

    private static int Run(bool check)
    {
        var generator = new DocsGenerator(App.Store.RepositoryRoot, DocsSections.All, FigureCatalogue.All);
        IReadOnlyList<string> changed;
        try
        {
            changed = check ? generator.FindDrift() : generator.Write();
        }
        catch (InvalidDataException exception)
        {
            App.Fail("docs", exception.Message);
            return 1;
        }

        foreach (var file in changed)
        {
            Console.WriteLine(check ? $"out of date: {file}" : $"updated: {file}");
        }

        Console.WriteLine(changed.Count == 0 ? "docs/ matches the committed results." : $"{changed.Count} file(s) {(check ? "differ from" : "regenerated from")} the results.");
        return check && changed.Count > 0 ? 1 : 0;
    }
}
