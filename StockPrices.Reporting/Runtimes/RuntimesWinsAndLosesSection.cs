using StockPrices.Reporting.Docs;
using StockPrices.Results;

namespace StockPrices.Reporting.Runtimes;

/// <summary>
/// docs/runtimes.md: where runtime async wins and where it loses. The <c>RuntimeAsyncWinsAndLoses</c> chains on .NET 11
/// compiled as state machines and as runtime async, measured in the same runs: time and bytes per call of the chain in
/// each mode, and runtime async's time over the state machines', the median of the ratios taken within each run.
/// </summary>
public sealed class RuntimesWinsAndLosesSection : IDocsSection
{
    public const string BenchmarkClass = "RuntimeAsyncWinsAndLoses";
    public const string StateMachines = ".NET 11.0";
    public const string RuntimeAsync = ".NET 11.0 runtime async";

    public string Id => "runtimes-wins-and-loses";

    public string Render(DocsContext context)
    {
        var results = RuntimeComparisonResults.Load(context);
        var table = new MarkdownTable("Chain", "state machines", "runtime async", "runtime async / state machines").AlignRight(1..);
        var rows = 0;
        foreach (var chain in results.Methods(BenchmarkClass))
        {
            if (results.Find(BenchmarkClass, chain, StateMachines) is { } compiled && results.Find(BenchmarkClass, chain, RuntimeAsync) is { } runtimeAsync)
            {
                table.AddRow(chain, Cell(compiled), Cell(runtimeAsync), results.Ratio(BenchmarkClass, chain, RuntimeAsync, StateMachines)!);
                rows++;
            }
        }

        return rows == 0
            ? Prose.Of("runtimes").Fill("no-results", new { command = RunRecorder.CommandPrefix + "runtimes --runtimes net10.0 net11.0 net11.0-runtime-async nativeaot10.0 --save" }) + "\n"
            : table.ToString();
    }

    private static string Cell(RuntimeMeasurement measurement) =>
        $"{FigureRange.Of(measurement.RunMedianNanoseconds, RuntimeTable.Time)}, {RuntimeTable.Bytes(measurement.AllocatedBytes)}";
}
