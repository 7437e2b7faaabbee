using System.Text.Json;
using StockPrices.Results;

namespace StockPrices.Reporting.BenchmarkResults;

/// <summary>Saves and loads <see cref="BenchmarkRunEnvironment"/> as <c>environment.json</c>.</summary>
public static class BenchmarkRunEnvironmentFile
{
    public const string FileName = "environment.json";

    /// <summary>Writes <see cref="FileName"/> into <paramref name="folder"/> and returns its path.</summary>
    public static string Save(BenchmarkRunEnvironment environment, string folder)
    {
        ArgumentException.ThrowIfNullOrEmpty(folder);
        Directory.CreateDirectory(folder);
        var path = Path.Combine(folder, FileName);
        File.WriteAllText(path, JsonSerializer.Serialize(environment, JsonFile.Options) + "\n");
        return path;
    }

    public static BenchmarkRunEnvironment Load(string folder)
    {
        ArgumentException.ThrowIfNullOrEmpty(folder);
        var path = Path.Combine(folder, FileName);
        return JsonFile.Read<BenchmarkRunEnvironment>(path, "benchmark run environment");
    }
}
