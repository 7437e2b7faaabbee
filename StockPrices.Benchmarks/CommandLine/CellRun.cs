using StockPrices.Results.Quiet;

namespace StockPrices.Benchmarks.CommandLine;

/// <summary>
/// For the scenario commands that measure cell after cell, each with a quiet-machine reading named as the cell
/// (<see cref="Begin"/>, <see cref="End"/>): measures every cell, then, for a run that will be published, measures again,
/// up to <see cref="MaxReruns"/> times, each cell whose reading the gate found disturbed; its new result and reading
/// replace the old. The gate still judges the final readings.
/// </summary>
internal sealed class CellRun(RunOutput output)
{
    /// <summary>A cell takes under a minute; the host can slow this machine for tens of seconds at any moment.</summary>
    public const int MaxReruns = 2;

    private QuietMachineMonitor Monitor => output.Recorder.QuietMachine;

    /// <param name="cells">The cells in the order they run; a stop request ends the run before the next one.</param>
    /// <param name="name">The name the cell's reading is taken under.</param>
    /// <param name="measure">Measures one cell (with its index, for progress, and whether it is measured again) and takes its reading.</param>
    /// <param name="ends">Whether a result ends the run: no cell is measured after it, nor again.</param>
    /// <returns>The results in cell order; a stop request, or a result that ends the run, leaves out the cells after it.</returns>
    public async Task<IReadOnlyList<TResult>> RunAsync<TCell, TResult>(
        IReadOnlyList<TCell> cells, Func<TCell, string> name, Func<TCell, int, bool, Task<TResult>> measure, Func<TResult, bool>? ends = null)
    {
        ends ??= _ => false;
        var results = new List<TResult>(cells.Count);
        for (var index = 0; index < cells.Count && !StopSignal.Requested; index++)
        {
            results.Add(await measure(cells[index], index, false));
            if (ends(results[index]))
            {
                return results;
            }
        }

        for (var rerun = 1; output.Publishes && rerun <= MaxReruns && !StopSignal.Requested; rerun++)
        {
            var disturbed = Monitor.DisturbedNames();
            var again = Enumerable.Range(0, results.Count).Where(index => disturbed.Contains(name(cells[index]))).ToList();
            if (again.Count == 0)
            {
                break;
            }

            Console.WriteLine($"// Quiet machine: measuring again ({rerun} of at most {MaxReruns}): {string.Join("; ", again.Select(index => name(cells[index])))}");
            Monitor.Forget(reading => disturbed.Contains(reading.Name));
            foreach (var index in again.TakeWhile(_ => !StopSignal.Requested))
            {
                results[index] = await measure(cells[index], index, true);
                if (ends(results[index]))
                {
                    return results;
                }
            }
        }

        return results;
    }

    /// <summary>The same for cells measured synchronously, on the calling thread.</summary>
    public IReadOnlyList<TResult> Run<TCell, TResult>(
        IReadOnlyList<TCell> cells, Func<TCell, string> name, Func<TCell, int, bool, TResult> measure, Func<TResult, bool>? ends = null) =>
        RunAsync(cells, name, (cell, index, again) => Task.FromResult(measure(cell, index, again)), ends).GetAwaiter().GetResult();

    /// <summary>Begins a cell's reading, as its measurement starts.</summary>
    public QuietMachineWatch Begin() => Monitor.Begin();

    /// <summary>Ends the reading of the cell <paramref name="name"/>, which <paramref name="rerun"/> selects alone, and prints it.</summary>
    public void End(QuietMachineWatch watch, string name, string rerun) =>
        Console.WriteLine($"// Quiet machine: {Monitor.End(watch, name, rerun).Describe()}");
}
