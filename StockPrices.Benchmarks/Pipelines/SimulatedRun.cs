using System.Diagnostics;
using System.Globalization;
using Concurrency.Pipelines;
using Concurrency.Pipelines.Simulated;
using StockPrices.Benchmarks.CommandLine;
using StockPrices.Reporting;
using StockPrices.Reporting.Pipelines;
using StockPrices.Results;

namespace StockPrices.Benchmarks.Pipelines;

/// <summary>
/// Runs every variant on seed 002's simulated workload (one configuration, or the seed's bandwidth table),
/// with all stage times multiplied by the time scale, and reports times back at the seed's scale.
/// </summary>
internal static class SimulatedRun
{
    /// <summary>The longest a simulated run may take at worst.</summary>
    private static readonly TimeSpan MaxRun = TimeSpan.FromHours(2);

    public static async Task<int> RunAsync(SimulatedSettings settings, CancellationToken cancellationToken)
    {
        var started = DateTimeOffset.UtcNow;
        var clock = Stopwatch.StartNew();
        var columns = settings.BandwidthsMegabits is { } bandwidths
            ? bandwidths.Select(megabits => (Label: Quantity.Megabits(megabits), Megabits: megabits, Write: settings.WriteAt(megabits))).ToArray()
            : [(Label: "", Megabits: double.NaN, settings.Write)];
        var variants = PipelineVariants.All(settings.Depth);

        // The run's time limit, checked before any work: at worst every chunk passes every stage in turn.
        var longest = columns.Sum(c =>
        {
            var times = new ChunkStageTimes(settings.Read, settings.Process, c.Write);
            return variants.Count * settings.Runs * settings.Chunks * (times.Read + times.Process + times.Write).TotalSeconds * settings.ScaleFor(times);
        });
        if (longest > MaxRun.TotalSeconds)
        {
            App.Fail("pipelines", $"this run could take up to {longest / 3600:#,0.#} h (--chunks x the stage times x the scale x --runs, for each variant and bandwidth), over the limit of {MaxRun.TotalHours:0} h that keeps a run from holding the machine: lower one of them");
            return App.BadInput;
        }

        await VariantWarmup.RunAsync(variants, cancellationToken);
        var shortestStage = columns.Select(c => settings.ScaleFor(new ChunkStageTimes(settings.Read, settings.Process, c.Write)) * Min(settings.Read, settings.Process, c.Write)).Min();
        // Task.Delay rounds below a millisecond down to nothing, so calibrate at 2 ms at least.
        var calibration = await TimerCalibration.MeasureAsync(shortestStage > TimeSpan.FromMilliseconds(2) ? shortestStage : TimeSpan.FromMilliseconds(2), cancellationToken);
        Console.WriteLine(calibration.Describe());

        var cellRun = new CellRun(settings.Output);
        var measured = await cellRun.RunAsync(
            columns,
            column => ReadingName(column.Label),
            (column, index, _) => MeasureAsync(settings, cellRun, variants, column, index * variants.Count, columns.Length * variants.Count, cancellationToken),
            column => column is null);
        if (measured.Any(column => column is null))
        {
            return 1;
        }

        var rows = measured.SelectMany(column => column!).ToList();
        var table = new MarkdownTable("Bandwidth", "W (ms)", "Variant", "Median (ms)", "Limit (ms)", "Measured/Limit", "Overhead/chunk (ms)")
            .AlignRight("W (ms)", "Median (ms)", "Limit (ms)", "Measured/Limit", "Overhead/chunk (ms)");
        rows.ForEach(row => table.AddRow(row.Cells));
        var report = new RunReport(
            "pipelines-simulated",
            "Seed 002: read / process / write, sequential vs overlapped vs pipelined (simulated stage times)",
            started,
            clock.Elapsed,
            EnvironmentInfo.Capture(),
            new Dictionary<string, string>
            {
                ["chunks"] = settings.Chunks.ToString(CultureInfo.InvariantCulture),
                ["readMs"] = settings.Read.TotalMilliseconds.ToString(CultureInfo.InvariantCulture),
                ["processMs"] = settings.Process.TotalMilliseconds.ToString(CultureInfo.InvariantCulture),
                [PipelinesReportKeys.WriteMs] = settings.Write.TotalMilliseconds.ToString(CultureInfo.InvariantCulture),
                ["writeModel"] = settings.BandwidthsMegabits is null ? "fixed" : $"writeMs x {SimulatedSettings.ReferenceMegabits} / bandwidth Mbit/s",
                ["scale"] = settings.Scale?.ToString(CultureInfo.InvariantCulture) ?? $"auto: slowest stage {SimulatedSettings.AutoScaleSlowestStage.TotalMilliseconds} ms wall",
                ["depth"] = settings.Depth.ToString(CultureInfo.InvariantCulture),
                ["runs"] = settings.Runs.ToString(CultureInfo.InvariantCulture),
                ["deviceOvershootMs"] = calibration.DeviceOvershoot.TotalMilliseconds.ToString("0.000", CultureInfo.InvariantCulture),
                ["taskDelayOvershootMs"] = calibration.TaskDelayOvershoot.TotalMilliseconds.ToString("0.000", CultureInfo.InvariantCulture),
            },
            [.. rows.Select(row => row.Row)],
            [
                "Measured: the median of the runs, at the seed's scale (wall time divided by the configuration's scale factor); each round runs every variant in turn.",
                "Reads and writes occupy a simulated device thread each (no pool thread held); process blocks the calling thread (stands in for CPU work).",
                "Limit: sequential n(R+P+W); overlapped-write (R+P)+W+(n-1)max(R+P,W); three-stage R+P+W+(n-1)max(R,P,W).",
                calibration.Describe(),
            ]);
        return settings.Output.FinishTable(report, table.ToString(), [], null);
    }

    /// <summary>
    /// Every variant at one bandwidth, with the column's quiet-machine reading: their rows and table rows (cells
    /// <paramref name="first"/> + 1 on of <paramref name="count"/>), or null when one wrote out of order.
    /// </summary>
    private static async Task<List<(RunReportRow Row, string[] Cells)>?> MeasureAsync(
        SimulatedSettings settings, CellRun cellRun, IReadOnlyList<IPipelineVariant> variants, (string Label, double Megabits, TimeSpan Write) column, int first, int count, CancellationToken cancellationToken)
    {
        var (label, megabits, write) = column;
        var times = new ChunkStageTimes(settings.Read, settings.Process, write);
        var scale = settings.ScaleFor(times);
        var walls = variants.ToDictionary(v => v, _ => new List<TimeSpan>(settings.Runs));
        var quiet = cellRun.Begin();

        // Rounds go through every variant in turn, so a burst of load on the machine hits them alike.
        for (var round = 0; round < settings.Runs; round++)
        {
            foreach (var variant in variants)
            {
                using var stages = new SimulatedStages(settings.Chunks, times.Scale(scale));
                var wall = Stopwatch.StartNew();
                await variant.RunAsync(stages, cancellationToken);
                wall.Stop();
                if (stages.WriteOrderError is { } orderError)
                {
                    Console.Error.WriteLine($"pipelines: {variant.Name} wrote out of order: {orderError}.");
                    return null;
                }

                walls[variant].Add(wall.Elapsed);
            }
        }

        cellRun.End(quiet, ReadingName(label), label.Length == 0 ? "pipelines" : $"pipelines --bandwidths {label}");
        var rows = new List<(RunReportRow Row, string[] Cells)>();
        foreach (var variant in variants)
        {
            var sorted = walls[variant].Order().ToList();
            var median = sorted[sorted.Count / 2];
            var measured = median / scale;
            var limit = PipelineLimit.For(variant.Shape, times, settings.Chunks);
            var ratio = measured / limit;
            var overheadPerChunk = (measured - limit).TotalMilliseconds * scale / settings.Chunks;
            var row = new RunReportRow(
                variant.Name,
                new Dictionary<string, string> { ["bandwidth"] = label, ["shape"] = variant.Shape.ToString() },
                new Dictionary<string, double>
                {
                    [PipelinesReportKeys.BandwidthMbit] = megabits,
                    [PipelinesReportKeys.WriteMs] = write.TotalMilliseconds,
                    ["scale"] = scale,
                    [PipelinesReportKeys.MeasuredMs] = measured.TotalMilliseconds,
                    ["fastestMs"] = (sorted[0] / scale).TotalMilliseconds,
                    ["slowestMs"] = (sorted[^1] / scale).TotalMilliseconds,
                    [PipelinesReportKeys.LimitMs] = limit.TotalMilliseconds,
                    [PipelinesReportKeys.MeasuredOverLimit] = ratio,
                    ["wallMs"] = median.TotalMilliseconds,
                    [PipelinesReportKeys.OverheadPerChunkWallMs] = overheadPerChunk,
                });
            rows.Add((row, [label, Ms(write.TotalMilliseconds), variant.Name, Ms(measured.TotalMilliseconds), Ms(limit.TotalMilliseconds), Ratio(ratio), overheadPerChunk.ToString("0.00", CultureInfo.InvariantCulture)]));
            Console.WriteLine($"[{first + rows.Count,2}/{count}] {label,5} {variant.Name,-16} median of {settings.Runs}: {Ms(measured.TotalMilliseconds),9} ms  limit {Ms(limit.TotalMilliseconds),9} ms  x{Ratio(ratio)}");
        }

        return rows;
    }

    private static string ReadingName(string label) => label.Length == 0 ? "pipelines simulated" : $"bandwidth {label}";

    private static TimeSpan Min(params TimeSpan[] times) => times.Min();

    private static string Ms(double milliseconds) => milliseconds.ToString("N0", CultureInfo.InvariantCulture);

    private static string Ratio(double ratio) => ratio.ToString("0.000", CultureInfo.InvariantCulture);
}
