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
            if (BothModes(results, chain) is { } both)
            {
                table.AddRow(chain, Cell(both.StateMachines), Cell(both.RuntimeAsync), Ratio(both.StateMachines, both.RuntimeAsync));
                rows++;
            }
        }

        return rows == 0
            ? Prose.Of("runtimes").Fill("no-results", new { command = RunRecorder.CommandPrefix + "runtimes --runtimes net10.0 net11.0 net11.0-runtime-async nativeaot10.0 --save" }) + "\n"
            : table.ToString();
    }

    /// <summary>Runtime async's time over the state machines' for one chain (<c>Yield_AsyncCaller(Frames=8)</c>); null before a run is published.</summary>
    public static string? Ratio(RuntimeComparisonResults results, string chain) =>
        BothModes(results, chain) is { } both ? Ratio(both.StateMachines, both.RuntimeAsync) : null;

    private static (RuntimeMeasurement StateMachines, RuntimeMeasurement RuntimeAsync)? BothModes(RuntimeComparisonResults results, string chain) =>
        results.Find(BenchmarkClass, chain, StateMachines) is { } compiled && results.Find(BenchmarkClass, chain, RuntimeAsync) is { } runtimeAsync
            ? (compiled, runtimeAsync)
            : null;

    private static string Ratio(RuntimeMeasurement compiled, RuntimeMeasurement runtimeAsync) =>
        FigureRange.Of(runtimeAsync.RatiosTo(compiled), RuntimeTable.Ratio, "×");

    private static string Cell(RuntimeMeasurement measurement) =>
        $"{FigureRange.Of(measurement.RunMedianNanoseconds, RuntimeTable.Time)}, {RuntimeTable.Bytes(measurement.AllocatedBytes)}";
}
