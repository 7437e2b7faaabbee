using System.Diagnostics;
using Concurrency.Ring;
using StockPrices.Benchmarks.CommandLine;
using StockPrices.Benchmarks.Config;

namespace StockPrices.Benchmarks.Ring;

/// <summary>
/// Runs one contender once as a child process within a time limit, samples its threads and memory, and
/// reads its result line. A run that overruns is killed (with its children) and reported as such.
/// </summary>
internal static class RingChildRun
{
    private static readonly TimeSpan OwnDeadlineGrace = TimeSpan.FromSeconds(10);

    public static async Task<(RingMeasurement? Measurement, RingCellOutcome Outcome, string? Failure)> RunAsync(
        RingContender contender, int nodes, int messages, TimeSpan limit, CancellationToken cancellationToken)
    {
        var startInfo = contender.StartInfo(nodes, messages);
        // The worker's own deadline, a little after this process would kill it, for when this process is gone.
        ParentDeathWatch.SetDeadline(startInfo, limit + OwnDeadlineGrace);
        using var process = StopSignal.StartChild(startInfo);
        var clock = Stopwatch.StartNew();
        var sampler = new ProcessTreeSampler(process.Id, includeDescendants: contender.Kind == RingKind.Processes);
        var output = process.StandardOutput.ReadToEndAsync(cancellationToken);
        var errors = process.StandardError.ReadToEndAsync(cancellationToken);
        try
        {
            // A stop signal has killed the process tree before it cancels the token.
            await process.WaitForExitAsync(cancellationToken).WaitAsync(limit, cancellationToken);
        }
        catch (TimeoutException)
        {
            process.Kill(entireProcessTree: true);
            await process.WaitForExitAsync(CancellationToken.None);
            return (null, RingCellOutcome.CutShort, $"stopped: over budget (killed after {clock.Elapsed.TotalSeconds:0} s)");
        }
        finally
        {
            await sampler.DisposeAsync();
        }

        StopSignal.ThrowIfChildEndedByOurStop(process.ExitCode);
        var lines = (await output).Split('\n');
        var result = lines.Select(line => RingResultLine.TryParse(line.TrimEnd('\r'))).OfType<RingResultLine>().FirstOrDefault();
        if (process.ExitCode != 0 || result is null)
        {
            var reason = (await errors).Trim().Split('\n').LastOrDefault(line => line.Length > 0) ?? "no result line";
            return (null, RingCellOutcome.Failed, $"failed: exit code {process.ExitCode}: {reason}");
        }

        if (result.Delivered != messages || result.Misdelivered != 0)
        {
            return (null, RingCellOutcome.Failed, $"failed: node n received {result.Delivered} of {messages} messages, {result.Misdelivered} out of place");
        }

        var peakThreads = Math.Max(sampler.PeakThreads, (int)result.ThreadsReady);
        var peakResident = Math.Max(sampler.PeakResidentBytes, result.PeakResidentKilobytes * 1024);
        var runtime = lines.FirstOrDefault(line => line.StartsWith(RingMeasurement.RuntimePrefix, StringComparison.Ordinal))?[RingMeasurement.RuntimePrefix.Length..].Trim() ?? "";
        return (new RingMeasurement(result, runtime, peakThreads, peakResident), RingCellOutcome.Measured, null);
    }
}
