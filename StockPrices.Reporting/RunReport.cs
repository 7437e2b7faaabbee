namespace StockPrices.Reporting;

/// <summary>
/// The results of a scenario that runs for seconds and so has its own runner rather than
/// BenchmarkDotNet (polling, pipelines, ring): what was run, where, and one row per variant.
/// </summary>
public sealed record RunReport(
    string Scenario,
    string Title,
    DateTimeOffset StartedUtc,
    TimeSpan Duration,
    EnvironmentInfo Environment,
    IReadOnlyDictionary<string, string> Parameters,
    IReadOnlyList<RunReportRow> Rows,
    IReadOnlyList<string> Notes);
