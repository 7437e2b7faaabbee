namespace StockPrices.Reporting.BenchmarkResults;

/// <summary>
/// Where and how a BenchmarkDotNet run was made: saved as <see cref="BenchmarkRunEnvironmentFile.FileName"/>
/// beside its markdown and full-JSON exports.
/// </summary>
public sealed record BenchmarkRunEnvironment(
    EnvironmentInfo Environment,
    string BenchmarkDotNetVersion,
    IReadOnlyList<string> Arguments,
    DateTimeOffset StartedUtc,
    TimeSpan WallTime);
