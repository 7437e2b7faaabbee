using System.Globalization;
using System.Text.Json;
using StockPrices.Results;

namespace StockPrices.Reporting.BenchmarkResults;

/// <summary>
/// Reads BenchmarkDotNet's full JSON reports (<c>*-report-full.json</c>, <c>JsonExporter.Full</c>), with the
/// <c>Baseline</c> and <c>Categories</c> fields the benchmark app adds when it writes them.
/// </summary>
public static class BenchmarkResultsFile
{
    public const string Suffix = "-report-full.json";

    /// <summary>Every full-JSON report in <paramref name="folder"/>, ordered by file name.</summary>
    public static IReadOnlyList<BenchmarkSummary> LoadFolder(string folder)
    {
        ArgumentException.ThrowIfNullOrEmpty(folder);
        if (!Directory.Exists(folder))
        {
            throw new DirectoryNotFoundException($"No results folder {folder}.");
        }

        return Directory.EnumerateFiles(folder, "*" + Suffix)
            .Order(StringComparer.Ordinal)
            .Select(Load)
            .ToList();
    }

    public static BenchmarkSummary Load(string path)
    {
        ArgumentException.ThrowIfNullOrEmpty(path);
        return JsonFile.Parse(path, "BenchmarkDotNet full JSON report", json =>
        {
            using var document = JsonDocument.Parse(json);
            return Parse(document.RootElement);
        });
    }

    private static BenchmarkSummary Parse(JsonElement root)
    {
        var host = root.GetProperty("HostEnvironmentInfo");
        return new BenchmarkSummary(
            root.GetProperty("Title").GetString() ?? "",
            host.GetProperty("BenchmarkDotNetVersion").GetString() ?? "",
            host.GetProperty("OsVersion").GetString() ?? "",
            host.GetProperty("ProcessorName").GetString() ?? "",
            host.GetProperty("RuntimeVersion").GetString() ?? "",
            root.GetProperty("Benchmarks").EnumerateArray().Select(ParseBenchmark).ToList());
    }

    private static BenchmarkResult ParseBenchmark(JsonElement benchmark)
    {
        var statistics = benchmark.TryGetProperty("Statistics", out var s) && s.ValueKind == JsonValueKind.Object ? s : (JsonElement?)null;
        double Statistic(string name) => statistics?.GetProperty(name).GetDouble() ?? double.NaN;
        var displayInfo = benchmark.TryGetProperty("DisplayInfo", out var display) ? display.GetString() ?? "" : "";
        var actualPerLaunch = WorkloadPerLaunch(benchmark, "Actual");

        double? allocated = benchmark.TryGetProperty("Memory", out var memory) && memory.ValueKind == JsonValueKind.Object
            ? memory.GetProperty("BytesAllocatedPerOperation").GetDouble()
            : null;

        var metrics = new Dictionary<string, double>(StringComparer.Ordinal);
        if (benchmark.TryGetProperty("Metrics", out var metricArray) && metricArray.ValueKind == JsonValueKind.Array)
        {
            foreach (var metric in metricArray.EnumerateArray())
            {
                metrics[metric.GetProperty("Descriptor").GetProperty("Id").GetString() ?? ""] = metric.GetProperty("Value").GetDouble();
            }
        }

        return new BenchmarkResult(
            benchmark.GetProperty("Type").GetString() ?? "",
            benchmark.GetProperty("Method").GetString() ?? "",
            benchmark.GetProperty("FullName").GetString() ?? "",
            benchmark.TryGetProperty("Baseline", out var baseline) && baseline.GetBoolean(),
            benchmark.TryGetProperty("Categories", out var categories) && categories.ValueKind == JsonValueKind.Array
                ? categories.EnumerateArray().Select(c => c.GetString() ?? "").ToList()
                : [],
            statistics is null ? 0 : int.Parse(statistics.Value.GetProperty("N").GetRawText(), CultureInfo.InvariantCulture),
            Statistic("Mean"),
            Statistic("Median"),
            Statistic("StandardError"),
            allocated,
            metrics)
        {
            Samples = statistics is { } measured && measured.TryGetProperty("OriginalValues", out var values)
                ? values.EnumerateArray().Select(v => v.GetDouble()).ToList()
                : [],
            ActualIterations = actualPerLaunch.Values.Select(launch => launch.Count).DefaultIfEmpty(0).Max(),
            Launches = Math.Max(1, actualPerLaunch.Count),
            IterationsByLaunch = [.. WorkloadPerLaunch(benchmark, "Result").Values],
            MaxIterationCount = JobSetting(displayInfo, "MaxIterationCount"),
            Parameters = benchmark.TryGetProperty("Parameters", out var parameters) && parameters.ValueKind == JsonValueKind.String ? parameters.GetString() ?? "" : "",
            Job = JobOf(displayInfo),
        };
    }

    /// <summary>One stage's workload iterations (nanoseconds per operation) of each launch, in launch order.</summary>
    private static SortedDictionary<int, IReadOnlyList<double>> WorkloadPerLaunch(JsonElement benchmark, string stage) =>
        new(benchmark.TryGetProperty("Measurements", out var measurements) && measurements.ValueKind == JsonValueKind.Array
            ? measurements.EnumerateArray()
                .Where(m => m.GetProperty("IterationMode").GetString() == "Workload" && m.GetProperty("IterationStage").GetString() == stage)
                .GroupBy(m => m.TryGetProperty("LaunchIndex", out var launch) ? launch.GetInt32() : 1)
                .ToDictionary(launch => launch.Key, launch => (IReadOnlyList<double>)[.. launch.Select(m => m.GetProperty("Nanoseconds").GetDouble() / m.GetProperty("Operations").GetDouble())])
            : []);

    /// <summary>A whole-number setting of the job in BenchmarkDotNet's display info, "Type.Method: Job-X(Name=Value, ...)".</summary>
    private static int? JobSetting(string displayInfo, string name)
    {
        var at = displayInfo.IndexOf(name + "=", displayInfo.LastIndexOf(": ", StringComparison.Ordinal) + 1, StringComparison.Ordinal);
        if (at < 0)
        {
            return null;
        }

        var value = displayInfo[(at + name.Length + 1)..].TakeWhile(char.IsAsciiDigit).ToArray();
        return int.TryParse(value, NumberStyles.None, CultureInfo.InvariantCulture, out var number) ? number : null;
    }

    /// <summary>The job id in BenchmarkDotNet's display info, "Type.Method: Job(settings)".</summary>
    private static string JobOf(string displayInfo)
    {
        var job = displayInfo[(displayInfo.LastIndexOf(": ", StringComparison.Ordinal) + 1)..].Trim();
        var settings = job.IndexOf('(', StringComparison.Ordinal);
        return settings > 0 ? job[..settings] : job;
    }
}
