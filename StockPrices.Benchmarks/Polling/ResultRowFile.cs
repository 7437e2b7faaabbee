using System.Text.Json;
using StockPrices.Reporting;
using StockPrices.Results;

namespace StockPrices.Benchmarks.Polling;

/// <summary>How a child process hands its one result row to the parent.</summary>
internal static class ResultRowFile
{
    public static void Save(RunReportRow row, FileInfo file) => File.WriteAllText(file.FullName, JsonSerializer.Serialize(row, JsonFile.Options));

    public static RunReportRow Load(string path) => JsonFile.Read<RunReportRow>(path, "result row of a polling child");
}
