using System.CommandLine;
using Concurrency.Pipelines;
using StockPrices.Benchmarks.CommandLine;
using StockPrices.Results;

namespace StockPrices.Benchmarks.Pipelines;

/// <summary>
/// <c>pipelines</c>: seed 002's read / process / write scenario. Without <c>--file</c>, the simulated
/// workload (the seed's bandwidth table, or one configuration when <c>--write</c> is given alone);
/// with <c>--file</c>, a real file compressed and sent to a paced loopback client.
/// </summary>
internal static class PipelinesCommand
{
    private const string Bandwidth = "a bandwidth such as 20Mbit";
    private const string Size = "a size such as 1MB";

    public static Command Create()
    {
        var maxStage = TimeSpan.FromMinutes(10);
        var chunks = CheckedOptions.Integer("--chunks", "Chunks in the simulated run.", 10, 1, 100_000);
        var read = CheckedOptions.Duration("--read", "Read time per chunk (simulated).", TimeSpan.FromMilliseconds(200), TimeSpan.FromMicroseconds(1), maxStage);
        var process = CheckedOptions.Duration("--process", "Process time per chunk (simulated).", TimeSpan.FromMilliseconds(300), TimeSpan.FromMicroseconds(1), maxStage);
        var write = CheckedOptions.Duration("--write", "Write time per chunk (simulated); with --bandwidths, the write time at 80 Mbit/s (at a bandwidth B it takes write × 80 / B).", TimeSpan.FromMilliseconds(500), TimeSpan.FromMicroseconds(1), maxStage);
        var bandwidths = new Option<double[]>("--bandwidths")
        {
            Description = "Simulated client bandwidths, one row of the table each, e.g. 200M,80M,2M (default: 200M, 100M, 80M, 50M, 20M, 10M, 5M and 2M).",
            AllowMultipleArgumentsPerToken = true,
            CustomParser = result => CheckedOptions.Each<double>(result, Quantity.TryParseMegabits, Bandwidth, 0.001, 1_000_000),
        };
        var scale = new Option<double?>("--scale")
        {
            Description = "Multiplies every simulated stage time (0.1 runs 10 s of simulated time in 1 s). Default: each configuration scaled so its slowest stage takes 30 ms.",
            CustomParser = result => CheckedOptions.One<double>(result, CheckedOptions.TryParseNumber, "a number such as 0.1", 0.0001, 100, 0),
        };
        var runs = CheckedOptions.Integer("--runs", "Simulated: runs of each cell; the median is reported.", 5, 1, 1000);
        var depth = CheckedOptions.Integer("--depth", "Chunks each bounded buffer between two stages holds.", PipelineVariants.DefaultDepth, 1, 10_000);
        var file = new Option<string>("--file") { Description = "Real run: a size to generate (e.g. 256MB) or the path of an existing file." };
        var bandwidth = CheckedOptions.Single<double>("--bandwidth", "Real run: the loopback client's reading rate, e.g. 20Mbit.", 200, Quantity.TryParseMegabits, Bandwidth, 0.001, 100_000);
        var chunkSize = CheckedOptions.Single<long>("--chunk-size", "Real run: bytes per chunk, e.g. 1MB.", 4 << 20, Quantity.TryParseBytes, Size, 1, Array.MaxLength / 2);
        var socketBuffer = CheckedOptions.Single<long>("--socket-buffer", "Real run: the socket send and receive buffer sizes asked of the OS (Linux doubles them), e.g. 64KB.", 64 * 1024, Quantity.TryParseBytes, Size, 1, 64 << 20);
        var results = new ResultsOptions();

        var command = new Command("pipelines", "Reads, processes and writes chunks through simulated devices (or a real file and socket): the time of sequential, overlapped and pipelined code against the analytic limit.")
        {
            chunks, read, process, write, bandwidths, scale, runs, depth, file, bandwidth, chunkSize, socketBuffer,
        };
        results.AddTo(command);
        command.SetAction(async (parsed, cancellationToken) =>
        {
            try
            {
                if (parsed.GetValue(file) is { } fileArgument)
                {
                    return await RunFileAsync(parsed, results, fileArgument, parsed.GetValue(bandwidth), parsed.GetValue(chunkSize), (int)parsed.GetValue(socketBuffer), parsed.GetValue(depth), cancellationToken);
                }

                var single = parsed.GetResult(write) is { Implicit: false } && parsed.GetResult(bandwidths) is null;
                if (results.Prepare(parsed, single ? ResultsScenarios.PipelinesSimulated : ResultsScenarios.PipelinesBandwidthTable, ResultsStore.CurrentEnvironment) is not { } output)
                {
                    return App.BadInput;
                }

                var settings = new SimulatedSettings(
                    parsed.GetValue(chunks),
                    parsed.GetValue(read),
                    parsed.GetValue(process),
                    parsed.GetValue(write),
                    single ? null : parsed.GetResult(bandwidths) is null ? SimulatedSettings.SeedBandwidths : parsed.GetValue(bandwidths),
                    parsed.GetValue(scale),
                    parsed.GetValue(runs),
                    parsed.GetValue(depth),
                    output);
                return await SimulatedRun.RunAsync(settings, cancellationToken);
            }
            catch (OperationCanceledException) when (cancellationToken.IsCancellationRequested)
            {
                // Every stage has stopped and the temporary file is deleted; StopSignal has said so.
                return StopSignal.ExitCode;
            }
        });
        return command;
    }

    /// <summary>Read, process and write: each holds one chunk besides the buffers between them.</summary>
    private const int Stages = 3;

    private static async Task<int> RunFileAsync(ParseResult parsed, ResultsOptions results, string fileArgument, double bandwidthMegabits, long chunkBytes, int socketBufferBytes, int depth, CancellationToken cancellationToken)
    {
        long? generate = Quantity.TryParseBytes(fileArgument, out var size) ? size : null;
        if (generate is <= 0)
        {
            App.Fail("pipelines", $"--file {fileArgument}: the size must be greater than zero");
            return App.BadInput;
        }

        if (generate is null && (Directory.Exists(fileArgument) ? "a folder, not a file"
                : !File.Exists(fileArgument) ? "no such file"
                : new FileInfo(fileArgument).Length == 0 ? "empty, or a device or pipe whose size is not known, so there is nothing to send"
                : null) is { } notAFile)
        {
            App.Fail("pipelines", $"--file {fileArgument}: {notAFile} (give an existing file or a size such as 256MB)");
            return App.BadInput;
        }

        // The two buffers between the three stages hold up to --depth chunks each, and each stage one more: checked in
        // doubles, so a huge product cannot overflow into a small one, against the memory the runtime may use.
        var inFlight = ((2.0 * depth) + Stages) * chunkBytes;
        var memory = GC.GetGCMemoryInfo().TotalAvailableMemoryBytes;
        if (inFlight > memory / 2.0)
        {
            App.Fail("pipelines", $"--depth {depth} x --chunk-size {chunkBytes:#,0} bytes would hold about {inFlight / (1 << 20):#,0} MB of chunks in flight, and the app may use {memory / (1 << 20):#,0} MB: lower --depth or --chunk-size so they fit in half of it");
            return App.BadInput;
        }

        // The generated file goes to the temporary folder: check it has room before spending any time (the margin
        // added without overflow: a size near long.MaxValue must not wrap to a negative need that any disk meets).
        const long margin = 64L << 20;
        if (generate is { } bytes && ResultsStore.WhyNotWritable(Path.GetTempPath(), FileRun.GeneratedFileName, Math.Min(bytes, long.MaxValue - margin) + margin) is { } noRoom)
        {
            App.Fail("pipelines", $"--file {fileArgument}: {noRoom}");
            return App.BadInput;
        }

        if (results.Prepare(parsed, ResultsScenarios.PipelinesFile, ResultsStore.CurrentEnvironment) is not { } output)
        {
            return App.BadInput;
        }

        var settings = new FileSettings(generate, generate is null ? Path.GetFullPath(fileArgument) : null, bandwidthMegabits, (int)chunkBytes, depth, socketBufferBytes, output);
        return await FileRun.RunAsync(settings, cancellationToken);
    }
}
