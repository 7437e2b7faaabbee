using System.Runtime;
using System.Runtime.InteropServices;

namespace StockPrices.Results;

/// <summary>Where a result was measured: saved beside every results file.</summary>
public sealed record EnvironmentInfo(
    string Runtime,
    string RuntimeVersion,
    string OperatingSystem,
    string Architecture,
    string Processor,
    int ProcessorCount,
    bool ServerGarbageCollector,
    string MachineName)
{
    public static EnvironmentInfo Capture() => new(
        RuntimeInformation.FrameworkDescription,
        Environment.Version.ToString(),
        RuntimeInformation.OSDescription,
        RuntimeInformation.ProcessArchitecture.ToString().ToLowerInvariant(),
        ReadProcessorName(),
        Environment.ProcessorCount,
        GCSettings.IsServerGC,
        Environment.MachineName);


    private static string ReadProcessorName()
    {
        const string cpuInfo = "/proc/cpuinfo";
        if (File.Exists(cpuInfo))
        {
            var modelName = File.ReadLines(cpuInfo).FirstOrDefault(line => line.StartsWith("model name", StringComparison.Ordinal));
            if (modelName is not null)
            {
                return modelName[(modelName.IndexOf(':', StringComparison.Ordinal) + 1)..].Trim();
            }
        }

        return Environment.GetEnvironmentVariable("PROCESSOR_IDENTIFIER") ?? "unknown";
    }
}
