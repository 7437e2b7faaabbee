namespace StockPrices.Results;

/// <summary>
/// The scenario keys: the runner that writes a scenario and the docs section that reads it use the same
/// key, and the <see cref="ResultsStore"/> turns it into a path. A report scenario is saved as
/// <c>&lt;key&gt;-report.json</c>; a folder scenario (BenchmarkDotNet's exports) as the folder <c>&lt;key&gt;</c>.
/// </summary>
public static class ResultsScenarios
{
    /// <summary>The article suite's BenchmarkDotNet exports (a folder).</summary>
    public const string Article = "article/results";

    /// <summary>The BenchmarkDotNet exports of the ten questions beyond the article (a folder).</summary>
    public const string Beyond = "beyond/results";

    public const string PollingSimulated = "polling-simulated";
    public const string PollingTcp = "polling-tcp";
    public const string PipelinesBandwidthTable = "pipelines-bandwidth-table";
    public const string PipelinesSimulated = "pipelines-simulated";
    public const string PipelinesFile = "pipelines-file";
    public const string RingHeadline = "ring-headline";
    public const string RingGrid = "ring-grid";
    public const string RingSmall = "ring-small";
    public const string RingCustom = "ring-custom";

    /// <summary><c>quick</c>: the paired headline comparisons and the machinery and hop rows, measured in process.</summary>
    public const string Quick = "quick";

    /// <summary>A polling-simulated run with handling costs other than zero, e.g. polling-simulated-cost-100ms-500ms.</summary>
    public static string WithCost(string scenario, IEnumerable<string> costs) => $"{scenario}-cost-{string.Join('-', costs)}";

    /// <summary>One benchmark class measured on several runtimes (in <see cref="ResultsStore.RuntimesEnvironment"/>).</summary>
    public static string Runtimes(string benchmarkClass) => benchmarkClass;
}
