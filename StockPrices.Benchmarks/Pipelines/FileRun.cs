using System.Diagnostics;
using System.Globalization;
using Concurrency.Pipelines;
using Concurrency.Pipelines.Real;
using StockPrices.Benchmarks.CommandLine;
using StockPrices.Reporting;
using StockPrices.Reporting.Pipelines;
using StockPrices.Results;

namespace StockPrices.Benchmarks.Pipelines;

/// <summary>
/// Runs every variant on a real file: read from disk, Brotli-compressed chunk by chunk, sent over
/// 127.0.0.1 to a client reading at the given bandwidth, which checks the bytes (SHA-256) and the order.
/// </summary>
internal static class FileRun
{
    public const string GeneratedFileName = "quotes.csv";

    /// <summary>The longest a real run may take at its slowest.</summary>
    private static readonly TimeSpan MaxRun = TimeSpan.FromHours(2);

    private static readonly TimeSpan ProgressEvery = TimeSpan.FromSeconds(2);

    public static async Task<int> RunAsync(FileSettings settings, CancellationToken cancellationToken)
    {
        var started = DateTimeOffset.UtcNow;
        var clock = Stopwatch.StartNew();
        // A new folder with an unpredictable name, readable by this user only: no other user can plant a file or a link at the generated file's path.
        string? temporaryFolder = null;
        try
        {
            string input;
            if (settings.GenerateBytes is { } size)
            {
                temporaryFolder = Directory.CreateTempSubdirectory("stockprices-pipelines-").FullName;
                input = Path.Combine(temporaryFolder, GeneratedFileName);
                Console.WriteLine($"Generating {size:N0} bytes of quotes in {input} ...");
                await StockPriceFileGenerator.CreateAsync(input, size, cancellationToken);
            }
            else
            {
                input = settings.InputPath!;
            }

            var fileBytes = new FileInfo(input).Length;
            if (fileBytes == 0)
            {
                Console.Error.WriteLine($"pipelines: '{input}' is empty; there is nothing to send.");
                return 1;
            }

            Console.WriteLine("Computing the expected output with a plain loop ...");
            var expected = ExpectedOutput.Compute(input, settings.ChunkBytes);
            var bytesPerSecond = settings.BandwidthMegabits * 1_000_000 / 8;
            Console.WriteLine(string.Create(CultureInfo.InvariantCulture,
                $"{fileBytes:N0} bytes in {expected.Chunks} chunks compress to {expected.Bytes:N0} bytes; at {settings.BandwidthMegabits} Mbit/s the write alone takes {expected.Bytes / bytesPerSecond:0.00} s."));

            var variants = PipelineVariants.All(settings.Depth);

            // The run's time limit, checked before any variant runs: each one takes at least the write alone.
            var writeAlone = TimeSpan.FromSeconds(expected.Bytes / bytesPerSecond);
            if (writeAlone * variants.Count > MaxRun)
            {
                App.Fail("pipelines", $"at {settings.BandwidthMegabits} Mbit/s the {variants.Count} variants would take at least {(writeAlone * variants.Count).TotalHours:#,0.#} h, over the limit of {MaxRun.TotalHours:0} h that keeps a run from holding the machine: raise --bandwidth or use a smaller --file");
                return App.BadInput;
            }

            await VariantWarmup.RunAsync(variants, cancellationToken);
            var cellRun = new CellRun(settings.Output);
            var measured = await cellRun.RunAsync(
                variants,
                variant => variant.Name,
                (variant, _, _) => MeasureAsync(variant, input, fileBytes, settings, cellRun, bytesPerSecond, expected, cancellationToken),
                variant => variant is null);
            if (measured.Any(variant => variant is null))
            {
                return 1;
            }

            var table = new MarkdownTable("Variant", "Measured (s)", "Limit (s)", "Measured/Limit", "Input MB/s", "Peak working set (MB)", "Output")
                .AlignRight("Measured (s)", "Limit (s)", "Measured/Limit", "Input MB/s", "Peak working set (MB)");
            var rows = measured.Select(variant => variant!.Value).ToList();
            rows.ForEach(row => table.AddRow(row.Cells));
            var report = new RunReport(
                "pipelines-file",
                "Seed 002 on a real file: disk read, Brotli compression, paced loopback TCP client",
                started,
                clock.Elapsed,
                EnvironmentInfo.Capture(),
                new Dictionary<string, string>
                {
                    ["fileBytes"] = fileBytes.ToString(CultureInfo.InvariantCulture),
                    ["generated"] = (settings.GenerateBytes is not null).ToString(),
                    ["chunkBytes"] = settings.ChunkBytes.ToString(CultureInfo.InvariantCulture),
                    ["chunks"] = expected.Chunks.ToString(CultureInfo.InvariantCulture),
                    ["outputBytes"] = expected.Bytes.ToString(CultureInfo.InvariantCulture),
                    [PipelinesReportKeys.BandwidthMbit] = settings.BandwidthMegabits.ToString(CultureInfo.InvariantCulture),
                    ["depth"] = settings.Depth.ToString(CultureInfo.InvariantCulture),
                    ["socketBufferBytes"] = settings.SocketBufferBytes.ToString(CultureInfo.InvariantCulture),
                    ["brotliQuality"] = CompressingFileStages.DefaultQuality.ToString(CultureInfo.InvariantCulture),
                    ["peakWorkingSetReset"] = PeakWorkingSet.TryReset().ToString(),
                },
                [.. rows.Select(row => row.Row)],
                [
                    "Measured: from the first read until the client has received and hashed the last byte.",
                    "Limit: the read and process times per chunk measured in the same run, write time = chunk bytes / bandwidth; sequential sums them, overlapped-write is a two-stage and the pipelines a three-stage flow shop.",
                    "Socket buffers (the kernel's, not the pipeline's) hold part of a chunk, so a variant can come in slightly under its limit.",
                    "The file was just written or read, so reads come from the page cache, not the disk.",
                    "Peak working set: the process's VmHWM, reset before each variant (Linux /proc/self/clear_refs).",
                ]);
            return settings.Output.FinishTable(report, table.ToString(), [], null);
        }
        finally
        {
            if (Directory.Exists(temporaryFolder))
            {
                Directory.Delete(temporaryFolder, recursive: true);
            }
        }
    }

    /// <summary>One variant, with its quiet-machine reading: its row and table row, or null when it delivered wrong output.</summary>
    private static async Task<(RunReportRow Row, string[] Cells)?> MeasureAsync(
        IPipelineVariant variant, string input, long fileBytes, FileSettings settings, CellRun cellRun, double bytesPerSecond, ExpectedOutput expected, CancellationToken cancellationToken)
    {
        var quiet = cellRun.Begin();
        var run = await RunVariantAsync(variant, input, settings, bytesPerSecond, expected, cancellationToken);
        if (run.Difference is not null)
        {
            Console.Error.WriteLine($"pipelines: {variant.Name} delivered wrong output: {run.Difference}.");
            return null;
        }

        cellRun.End(quiet, variant.Name, $"pipelines --file {settings.GenerateBytes?.ToString(CultureInfo.InvariantCulture) ?? settings.InputPath}");

        // The limit takes the read and process times this run measured (on a shared machine they
        // vary from run to run) and the write time the client's pace sets for each chunk's bytes.
        var stageTimes = run.Stages.Chunks
            .Select((chunk, k) => chunk with { Write = TimeSpan.FromSeconds(run.Stages.ProcessedBytes[k] / bytesPerSecond) })
            .ToArray();
        var limit = PipelineLimit.For(variant.Shape, stageTimes);
        var ratio = run.Elapsed / limit;
        var throughput = fileBytes / 1e6 / run.Elapsed.TotalSeconds;
        var peakMegabytes = run.PeakWorkingSetBytes / 1e6;
        Console.WriteLine($"  {variant.Name}: {Seconds(run.Elapsed)} s, limit {Seconds(limit)} s, peak working set {peakMegabytes:0} MB, output verified");
        var row = new RunReportRow(
            variant.Name,
            new Dictionary<string, string> { ["shape"] = variant.Shape.ToString(), ["output"] = "verified" },
            new Dictionary<string, double>
            {
                [PipelinesReportKeys.MeasuredMs] = run.Elapsed.TotalMilliseconds,
                [PipelinesReportKeys.LimitMs] = limit.TotalMilliseconds,
                [PipelinesReportKeys.MeasuredOverLimit] = ratio,
                [PipelinesReportKeys.InputMegabytesPerSecond] = throughput,
                [PipelinesReportKeys.PeakWorkingSetBytes] = run.PeakWorkingSetBytes,
                [PipelinesReportKeys.WorkingSetBeforeBytes] = run.WorkingSetBeforeBytes,
                ["readMsTotal"] = run.Stages.Chunks.Sum(c => c.Read.TotalMilliseconds),
                ["processMsTotal"] = run.Stages.Chunks.Sum(c => c.Process.TotalMilliseconds),
                ["writeMsTotal"] = run.Stages.Chunks.Sum(c => c.Write.TotalMilliseconds),
            });
        return (row, [variant.Name, Seconds(run.Elapsed), Seconds(limit), ratio.ToString("0.000", CultureInfo.InvariantCulture),
            throughput.ToString("0.0", CultureInfo.InvariantCulture), peakMegabytes.ToString("0", CultureInfo.InvariantCulture), "verified"]);
    }

    private static async Task<VariantRun> RunVariantAsync(IPipelineVariant variant, string input, FileSettings settings, double bytesPerSecond, ExpectedOutput expected, CancellationToken cancellationToken)
    {
        GC.Collect();
        GC.WaitForPendingFinalizers();
        GC.Collect();
        var workingSetBefore = Environment.WorkingSet;
        PeakWorkingSet.TryReset();
        Console.WriteLine($"{variant.Name} ...");
        await using var link = await LoopbackLink.OpenAsync(bytesPerSecond, settings.SocketBufferBytes, cancellationToken);
        var compressing = new CompressingFileStages(input, link.Sender, settings.ChunkBytes);
        await using var closeInput = compressing;
        var stages = new TimedStages(compressing);
        var clock = Stopwatch.StartNew();
        var pipeline = variant.RunAsync(stages, cancellationToken);
        while (await Task.WhenAny(pipeline, Task.Delay(ProgressEvery, CancellationToken.None)) != pipeline)
        {
            Console.WriteLine($"    {stages.ChunksWritten}/{expected.Chunks} chunks written, {clock.Elapsed.TotalSeconds:0} s");
        }

        await pipeline;
        link.CompleteSending();
        var received = await link.Received;
        clock.Stop();
        return new VariantRun(stages, clock.Elapsed, PeakWorkingSet.ReadBytes(), workingSetBefore, received.DifferenceFrom(expected));
    }

    private static string Seconds(TimeSpan time) => time.TotalSeconds.ToString("0.00", CultureInfo.InvariantCulture);

    private sealed record VariantRun(TimedStages Stages, TimeSpan Elapsed, long PeakWorkingSetBytes, long WorkingSetBeforeBytes, string? Difference);
}
