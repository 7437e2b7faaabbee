using System.CommandLine;
using System.CommandLine.Parsing;
using System.Runtime.InteropServices;
using Concurrency.Pipelines;
using StockPrices.Reporting;
using StockPrices.Reporting.Docs;

namespace StockPrices.Benchmarks.Pipelines;

/// <summary>
/// <c>pipelines</c>: seed 002's read / process / write scenario. Without <c>--file</c>, the simulated
/// workload (the seed's bandwidth table, or one configuration when <c>--write</c> is given alone);
/// with <c>--file</c>, a real file compressed and sent to a paced loopback client.
/// </summary>
internal static class PipelinesCommand
{
    public static int Run(string[] args)
    {
        var chunks = new Option<int>("--chunks") { Description = "Chunks in the simulated run (the seed: 10).", DefaultValueFactory = _ => 10 };
        var read = DurationOption("--read", "Read time per chunk (simulated).", TimeSpan.FromMilliseconds(200));
        var process = DurationOption("--process", "Process time per chunk (simulated).", TimeSpan.FromMilliseconds(300));
        var write = DurationOption("--write", "Write time per chunk (simulated); with --bandwidths, the write time at 80 Mbit/s (the seed's W = write × 80 / bandwidth).", TimeSpan.FromMilliseconds(500));
        var bandwidths = new Option<double[]>("--bandwidths")
        {
            Description = "Simulated client bandwidths for the seed's table, e.g. 200M,80M,2M (default: the seed's eight).",
            CustomParser = result => ParseEach(result, Quantity.TryParseMegabits, "a bandwidth such as 20Mbit"),
        };
        var scale = new Option<double?>("--scale")
        {
            Description = "Multiplies every simulated stage time (0.1 runs 10 s of the seed in 1 s). Default: each configuration scaled so its slowest stage takes 30 ms.",
        };
        var runs = new Option<int>("--runs") { Description = "Simulated: runs of each cell; the median is reported.", DefaultValueFactory = _ => 5 };
        var depth = new Option<int>("--depth") { Description = "Chunks each bounded buffer between two stages holds.", DefaultValueFactory = _ => PipelineVariants.DefaultDepth };
        var file = new Option<string>("--file") { Description = "Real run: a size to generate (e.g. 256MB) or the path of an existing file." };
        var bandwidth = new Option<double>("--bandwidth")
        {
            Description = "Real run: the loopback client's reading rate, e.g. 20Mbit.",
            DefaultValueFactory = _ => 200,
            CustomParser = result => ParseOne<double>(result, Quantity.TryParseMegabits, "a bandwidth such as 20Mbit"),
        };
        var chunkSize = new Option<long>("--chunk-size")
        {
            Description = "Real run: bytes per chunk, e.g. 1MB.",
            DefaultValueFactory = _ => 4 << 20,
            CustomParser = result => ParseOne<long>(result, Quantity.TryParseBytes, "a size such as 1MB"),
        };
        var socketBuffer = new Option<long>("--socket-buffer")
        {
            Description = "Real run: the socket send and receive buffer sizes asked of the OS (Linux doubles them), e.g. 64KB.",
            DefaultValueFactory = _ => 64 * 1024,
            CustomParser = result => ParseOne<long>(result, Quantity.TryParseBytes, "a size such as 64KB"),
        };
        var output = new Option<string>("--output") { Description = "Folder for the results JSON (default: docs/results/<runtime-os-arch>/ in the repository)." };

        chunks.Validators.Add(RequirePositive<int>);
        depth.Validators.Add(RequirePositive<int>);
        runs.Validators.Add(RequirePositive<int>);
        scale.Validators.Add(result =>
        {
            if (TryGetValue<double?>(result, out var value) && value <= 0)
            {
                result.AddError("--scale must be greater than zero.");
            }
        });
        chunkSize.Validators.Add(result =>
        {
            if (TryGetValue<long>(result, out var bytes) && bytes > Array.MaxLength / 2)
            {
                result.AddError($"--chunk-size must be at most {Array.MaxLength / 2:N0} bytes.");
            }
        });

        var command = new RootCommand("pipelines: seed 002's read / process / write, sequential vs overlapped vs pipelined, against the analytic limit.")
        {
            chunks, read, process, write, bandwidths, scale, runs, depth, file, bandwidth, chunkSize, socketBuffer, output,
        };
        command.SetAction(async (parsed, cancellationToken) =>
        {
            var folder = parsed.GetValue(output) ?? DefaultResultsFolder();
            var whyNot = folder is null ? "not inside the repository; give --output <folder>" : OutputFolder.WhyNotWritable(folder);
            if (folder is null || whyNot is not null)
            {
                await Console.Error.WriteLineAsync($"pipelines: {(whyNot ?? "no output folder").TrimEnd('.')}.");
                return 2;
            }

            try
            {
                if (parsed.GetValue(file) is { } fileArgument)
                {
                    return await RunFileAsync(fileArgument, parsed.GetValue(bandwidth), parsed.GetValue(chunkSize), (int)Math.Min(parsed.GetValue(socketBuffer), 64 << 20), parsed.GetValue(depth), folder, cancellationToken);
                }

                var single = parsed.GetResult(write) is { Implicit: false } && parsed.GetResult(bandwidths) is null;
                var settings = new SimulatedSettings(
                    parsed.GetValue(chunks),
                    parsed.GetValue(read),
                    parsed.GetValue(process),
                    parsed.GetValue(write),
                    single ? null : parsed.GetResult(bandwidths) is null ? SimulatedSettings.SeedBandwidths : parsed.GetValue(bandwidths),
                    parsed.GetValue(scale),
                    parsed.GetValue(runs),
                    parsed.GetValue(depth),
                    folder);
                return await SimulatedRun.RunAsync(settings, cancellationToken);
            }
            catch (OperationCanceledException) when (cancellationToken.IsCancellationRequested)
            {
                await Console.Error.WriteLineAsync("pipelines: cancelled; every stage stopped, nothing saved.");
                return 130;
            }
        });

        // Ctrl+C and SIGTERM cancel the run, and the run is waited for: its stages stop, the temporary
        // file is deleted, and the exit code says so. (System.CommandLine's own handling returns after a
        // timeout without waiting, so it is turned off.)
        using var stop = new CancellationTokenSource();
        ConsoleCancelEventHandler onCancelKey = (_, e) =>
        {
            e.Cancel = true;
            stop.Cancel();
        };
        Console.CancelKeyPress += onCancelKey;
        using var onTerminate = PosixSignalRegistration.Create(PosixSignal.SIGTERM, context =>
        {
            context.Cancel = true;
            stop.Cancel();
        });
        try
        {
            return command.Parse(args).InvokeAsync(new InvocationConfiguration { ProcessTerminationTimeout = null }, stop.Token).GetAwaiter().GetResult();
        }
        finally
        {
            Console.CancelKeyPress -= onCancelKey;
        }
    }

    private static async Task<int> RunFileAsync(string fileArgument, double bandwidthMegabits, long chunkBytes, int socketBufferBytes, int depth, string folder, CancellationToken cancellationToken)
    {
        long? generate = Quantity.TryParseBytes(fileArgument, out var size) ? size : null;
        if (generate is <= 0)
        {
            await Console.Error.WriteLineAsync($"pipelines: --file {fileArgument}: the size must be greater than zero.");
            return 2;
        }

        if (generate is null && !File.Exists(fileArgument))
        {
            await Console.Error.WriteLineAsync($"pipelines: --file {fileArgument}: no such file (give an existing file or a size such as 256MB).");
            return 2;
        }

        var settings = new FileSettings(generate, generate is null ? Path.GetFullPath(fileArgument) : null, bandwidthMegabits, (int)chunkBytes, depth, socketBufferBytes, folder);
        return await FileRun.RunAsync(settings, cancellationToken);
    }

    private static string? DefaultResultsFolder()
    {
        try
        {
            return Path.Combine(RepositoryRoot.Find(Environment.CurrentDirectory), "docs", "results", EnvironmentInfo.ResultsFolderName);
        }
        catch (DirectoryNotFoundException)
        {
            return null;
        }
    }

    private static Option<TimeSpan> DurationOption(string name, string description, TimeSpan defaultValue)
    {
        var option = new Option<TimeSpan>(name)
        {
            Description = description,
            DefaultValueFactory = _ => defaultValue,
            CustomParser = result => ParseOne<TimeSpan>(result, Quantity.TryParseDuration, "a duration such as 200ms"),
        };
        return option;
    }

    private delegate bool TryParse<T>(string text, out T value);

    /// <summary>Parses the option's one value, which must be above zero (every size, time and bandwidth here is).</summary>
    private static T ParseOne<T>(ArgumentResult result, TryParse<T> tryParse, string expected)
        where T : IComparable<T>
    {
        var text = string.Join(' ', result.Tokens.Select(t => t.Value));
        if (!tryParse(text, out var value))
        {
            result.AddError($"{OptionName(result)}: '{text}' is not {expected}.");
        }
        else if (value.CompareTo(default!) <= 0)
        {
            result.AddError($"{OptionName(result)} must be greater than zero (got '{text}').");
        }

        return value;
    }

    private static double[] ParseEach(ArgumentResult result, TryParse<double> tryParse, string expected)
    {
        var values = new List<double>();
        foreach (var text in result.Tokens.SelectMany(t => t.Value.Split(',', StringSplitOptions.RemoveEmptyEntries | StringSplitOptions.TrimEntries)))
        {
            if (!tryParse(text, out var value))
            {
                result.AddError($"{OptionName(result)}: '{text}' is not {expected}.");
                return [];
            }

            if (value <= 0)
            {
                result.AddError($"{OptionName(result)} must all be greater than zero (got '{text}').");
                return [];
            }

            values.Add(value);
        }

        if (values.Count == 0)
        {
            result.AddError($"{OptionName(result)} needs at least one value, e.g. 200M,80M,2M.");
        }

        return values.ToArray();
    }

    private static void RequirePositive<T>(OptionResult result)
        where T : IComparable<T>
    {
        if (TryGetValue<T>(result, out var value) && value.CompareTo(default!) <= 0)
        {
            result.AddError($"{result.Option.Name} must be greater than zero.");
        }
    }

    /// <summary>The option's value, or false when it did not parse (its parse error is already reported).</summary>
    private static bool TryGetValue<T>(OptionResult result, out T value)
    {
        try
        {
            value = result.GetValueOrDefault<T>();
            return true;
        }
        catch (InvalidOperationException)
        {
            value = default!;
            return false;
        }
    }

    private static string OptionName(ArgumentResult result) => result.Parent is OptionResult option ? option.Option.Name : "argument";
}
