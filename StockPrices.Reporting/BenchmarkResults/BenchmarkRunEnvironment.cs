using StockPrices.Reporting.Docs;
using StockPrices.Results;
using StockPrices.Results.Quiet;

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
{
    /// <summary>How quiet the machine was during this run, as the docs say it: the gate's figures, or these load averages.</summary>
    public string Quietness(QuietMachineRecord? quiet) => QuietMachineText.Describe(quiet, LoadAverageAtStart, LoadAverageAtEnd);

    /// <summary>
    /// Three list lines for a chapter's run section: <paramref name="runtime"/> with the machine's architecture and GC
    /// mode, OS and CPU, and BenchmarkDotNet with <see cref="QuotedArguments"/>.
    /// </summary>
    public string Described(string runtime)
    {
        var prose = Prose.Of("benchmark-runs");
        return prose.Fill("environment", new
        {
            runtime,
            architecture = Environment.Architecture,
            gc = prose[Environment.ServerGarbageCollector ? "server" : "workstation"],
            os = Environment.OperatingSystem,
            cpu = Environment.Processor,
            cores = Environment.ProcessorCount,
            version = BenchmarkDotNetVersion.Split('+')[0],
            arguments = QuotedArguments(),
        });
    }

    /// <summary>
    /// <see cref="Arguments"/> as the docs quote them: without <c>--artifacts</c> and the folder each run chose for
    /// itself, which is of that run's machine only.
    /// </summary>
    public string QuotedArguments()
    {
        var artifacts = Arguments.ToList().IndexOf("--artifacts");
        return string.Join(' ', artifacts < 0 ? Arguments : Arguments.Where((_, i) => i != artifacts && i != artifacts + 1));
    }
}
