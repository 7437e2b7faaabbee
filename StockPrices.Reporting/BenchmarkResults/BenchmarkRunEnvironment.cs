namespace StockPrices.Reporting.BenchmarkResults;

/// <summary>
/// Where and how a BenchmarkDotNet run was made: saved as <see cref="BenchmarkRunEnvironmentFile.FileName"/>
/// beside its markdown and full-JSON exports. The load averages (Linux <c>/proc/loadavg</c>: 1, 5 and 15 minutes)
/// say how busy the machine was when the run started and ended; null where the OS does not expose them.
/// </summary>
public sealed record BenchmarkRunEnvironment(
    EnvironmentInfo Environment,
    string BenchmarkDotNetVersion,
    IReadOnlyList<string> Arguments,
    DateTimeOffset StartedUtc,
    TimeSpan WallTime,
    string? LoadAverageAtStart = null,
    string? LoadAverageAtEnd = null)
{}
