using StockPrices.Results.Quiet;

namespace StockPrices.Benchmarks.CommandLine;

/// <summary>
/// For the scenario commands that measure cell after cell (one quiet-machine reading each, named as the cell): measures
/// every cell, then, for a run that will be published, measures again, up to <see cref="MaxReruns"/> times, each cell
/// whose reading the gate found disturbed; its new result and reading replace the old. The gate still judges the final
/// readings.
/// </summary>
internal static class DisturbedCellReruns
{
    /// <summary>A cell takes under a minute; the host can slow this machine for tens of seconds at any moment.</summary>
    public const int MaxReruns = 2;

    /// <param name="cells">The cells in the order they run; a stop request ends the run before the next one.</param>
    /// <param name="name">The name the cell's reading is taken under.</param>
    /// <param name="measure">Measures one cell (with its index, for progress, and whether it is measured again) and takes its reading.</param>
    /// <returns>The measured cells' results in cell order; a stop request leaves out the cells after it.</returns>
    public static IReadOnlyList<TResult> Run<TCell, TResult>(
        IReadOnlyList<TCell> cells, Func<TCell, string> name, Func<TCell, int, bool, TResult> measure, QuietMachineMonitor monitor, bool publishing)
    {
        var results = new List<TResult>(cells.Count);
        foreach (var index in Enumerable.Range(0, cells.Count).TakeWhile(_ => !StopSignal.Requested))
        {
            results.Add(measure(cells[index], index, false));
        }

        for (var rerun = 1; publishing && rerun <= MaxReruns && !StopSignal.Requested; rerun++)
        {
            var disturbed = monitor.DisturbedNames();
            var again = Enumerable.Range(0, results.Count).Where(index => disturbed.Contains(name(cells[index]))).ToList();
            if (again.Count == 0)
            {
                break;
            }

            Console.WriteLine($"// Quiet machine: measuring again ({rerun} of at most {MaxReruns}): {string.Join("; ", again.Select(index => name(cells[index])))}");
            monitor.Forget(reading => disturbed.Contains(reading.Name));
            foreach (var index in again.TakeWhile(_ => !StopSignal.Requested))
            {
                results[index] = measure(cells[index], index, true);
            }
        }

        return results;
    }
}
