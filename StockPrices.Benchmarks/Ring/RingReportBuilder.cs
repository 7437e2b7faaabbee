using System.Diagnostics;
using System.Globalization;
using StockPrices.Reporting;
using StockPrices.Reporting.Ring;
using StockPrices.Results;

namespace StockPrices.Benchmarks.Ring;

/// <summary>Turns a session's cells into the RunReport saved under docs/results and read by docs/ring.md.</summary>
internal static class RingReportBuilder
{
    public const string HopDefinition =
        "A hop is one message delivered into one node: the send into node 1 and each of the n-1 forwards, so a run makes n*m hops. " +
        "ns/hop is messaging time (from the first send until node n has received the m-th message) over n*m; setup (creating the n nodes) and teardown are in the total only.";

    public static RunReport Build(RingSettings settings, IReadOnlyList<RingCellResult> cells, DateTimeOffset started, TimeSpan duration) => new(
        RingReportKeys.Scenario,
        "Messages round a ring of n nodes: .NET mechanisms beside Erlang and Python",
        started,
        duration,
        EnvironmentInfo.Capture(),
        Parameters(settings),
        cells.Select(Row).ToList(),
        [
            HopDefinition,
            "Every cell runs in a fresh process; .NET rings first run a small warm-up ring (20 nodes, 200 messages) in that process.",
            "CPU ns/hop: the CPU time of all the program's threads over the messaging time, over n*m (.NET Environment.CpuUsage, Python time.process_time_ns, Erlang statistics(runtime) in ms); it moves less than wall time when the machine is loaded; not measured for the process ring.",
            "B/hop: bytes the .NET process allocated between the ring being ready and the m-th delivery, over n*m (GC.GetTotalAllocatedBytes(true)); not measured for the process ring (its hops allocate in the node processes) nor for peers.",
            "Peak threads and memory: the peak of the sums over the program's process and, for the process ring, its node processes, sampled from /proc, and the program's own VmHWM.",
            $"The median of {settings.Repeat} run(s) per cell, by messaging time. The machine is shared and noisy: compare contenders as ratios within one run.",
        ]);

    private static Dictionary<string, string> Parameters(RingSettings settings) => new()
    {
        [RingReportKeys.CommandLine] = settings.CommandLine,
        ["nodes"] = string.Join(",", settings.Nodes),
        ["messages"] = string.Join(",", settings.Messages),
        ["repeat"] = Invariant(settings.Repeat),
        ["cellBudgetSeconds"] = Invariant(settings.CellBudget.TotalSeconds),
        ["budgetSeconds"] = Invariant(settings.TotalBudget.TotalSeconds),
        ["maxOsThreads"] = Invariant(settings.MaxOsThreads),
        ["maxProcesses"] = Invariant(settings.MaxProcesses),
        ["erlang"] = PeerVersion("erl", "-noshell", "-eval", "io:format(\"OTP ~s, ERTS ~s, ~b schedulers\", [erlang:system_info(otp_release), erlang:system_info(version), erlang:system_info(schedulers)]), halt().") ?? "absent",
        ["python"] = PeerVersion("python3", "--version") ?? "absent",
    };

    private static RunReportRow Row(RingCellResult cell)
    {
        var labels = new Dictionary<string, string>
        {
            [RingReportKeys.Family] = cell.Contender.Family,
            [RingReportKeys.Mechanism] = cell.Contender.Mechanism,
            [RingReportKeys.Kind] = cell.Contender.Kind.ToString(),
            [RingReportKeys.Nodes] = Invariant(cell.Nodes),
            [RingReportKeys.Messages] = Invariant(cell.Messages),
            [RingReportKeys.Status] = cell.Status,
            [RingReportKeys.Runs] = Invariant(cell.Runs),
            [RingReportKeys.LoadAverage] = cell.LoadAverage,
            [RingReportKeys.Runtime] = cell.Median?.Runtime ?? "",
        };
        var metrics = new Dictionary<string, double>();
        if (cell.Median is { } median)
        {
            var result = median.Result;
            metrics[RingReportKeys.TotalMilliseconds] = result.TotalNanoseconds / 1e6;
            metrics[RingReportKeys.SetupMilliseconds] = result.SetupNanoseconds / 1e6;
            metrics[RingReportKeys.MessagingMilliseconds] = result.MessagingNanoseconds / 1e6;
            metrics[RingReportKeys.NanosecondsPerHop] = median.NanosecondsPerHop(cell.Hops);
            // Zero means a run shorter than the program's CPU clock ticks (Erlang counts whole milliseconds).
            if (result.MessagingCpuNanoseconds > 0)
            {
                metrics[RingReportKeys.CpuNanosecondsPerHop] = (double)result.MessagingCpuNanoseconds / cell.Hops;
            }

            if (result.AllocatedBytes is { } allocated)
            {
                metrics[RingReportKeys.AllocatedBytesPerHop] = (double)allocated / cell.Hops;
            }

            metrics[RingReportKeys.PeakThreads] = median.PeakThreads;
            metrics[RingReportKeys.PeakMemoryMegabytes] = median.PeakResidentBytes / (1024.0 * 1024.0);
        }

        return new RunReportRow(cell.Contender.Name, labels, metrics);
    }

    private static string? PeerVersion(string program, params string[] arguments)
    {
        try
        {
            var startInfo = new ProcessStartInfo(program) { RedirectStandardOutput = true, RedirectStandardError = true, UseShellExecute = false };
            foreach (var argument in arguments)
            {
                startInfo.ArgumentList.Add(argument);
            }

            using var process = Process.Start(startInfo);
            if (process is null || !process.WaitForExit(TimeSpan.FromSeconds(20)))
            {
                process?.Kill(entireProcessTree: true);
                return null;
            }

            var text = (process.StandardOutput.ReadToEnd() + process.StandardError.ReadToEnd()).Trim();
            return process.ExitCode == 0 && text.Length > 0 ? text : null;
        }
        catch (System.ComponentModel.Win32Exception)
        {
            return null; // not installed
        }
    }

    private static string Invariant(double value) => value.ToString(CultureInfo.InvariantCulture);
}
