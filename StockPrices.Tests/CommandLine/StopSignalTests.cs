using System.Diagnostics;

namespace StockPrices.Tests.CommandLine;

/// <summary>
/// A stop signal to the app stops it, kills every process it started (children and theirs), and saves nothing;
/// SIGKILL, which the app cannot handle, still leaves no process of the run alive: each child watches its parent.
/// </summary>
[Platform("Linux")]
public sealed class StopSignalTests
{
    private static readonly TimeSpan Deadline = TimeSpan.FromSeconds(30);

    /// <summary>How long the processes of a run may outlive an app killed with SIGKILL (the bound).</summary>
    private static readonly TimeSpan AfterSigkill = TimeSpan.FromSeconds(5);

    private static readonly string[] TcpPolling = ["polling", "tcp", "--servers", "AsyncSockets", "--connections", "200", "--duration", "20s"];

    private static readonly string[] Quick = ["quick", "--rounds", "6", "--output", Path.GetTempPath()];

    private static readonly string[] Ring = ["ring", "-n", "8", "-m", "100000000", "-i", "processes-pipes", "--cell-budget", "600"];

    [Test]
    public void SigtermDuringPollingLeavesNoChildProcess() =>
        SignalLeavesNoProcessBehind(["polling", "simulated", "--variants", "Await", "--duration", "60s", "--warmup", "0"], "handled", processes: 1, "TERM", 143, Deadline);

    [Test]
    public void SigtermDuringRingLeavesNoNodeProcess() =>
        SignalLeavesNoProcessBehind(Ring, null, processes: 9, "TERM", 143, Deadline);

    [Test]
    public void SighupDuringRingStopsItAndLeavesNoNodeProcess() =>
        SignalLeavesNoProcessBehind(Ring, null, processes: 9, "HUP", 129, Deadline);

    [Test]
    public void SigkillDuringTcpPollingLeavesNoServerAliveFiveSecondsLater() =>
        SignalLeavesNoProcessBehind(TcpPolling, "connections open", processes: 1, "KILL", 137, AfterSigkill);

    [Test]
    public void SighupDuringTcpPollingStopsItAndLeavesNoServer() =>
        SignalLeavesNoProcessBehind(TcpPolling, "connections open", processes: 1, "HUP", 129, Deadline);

    [Test]
    public void SigkillDuringRingLeavesNoProcessOfTheRunAliveFiveSecondsLater() =>
        SignalLeavesNoProcessBehind(Ring, null, processes: 9, "KILL", 137, AfterSigkill);

    [Test]
    public void SigintDuringQuickStopsItAndLeavesNoLaunchProcess() =>
        SignalLeavesNoProcessBehind(Quick, "launch 1 of 15", processes: 1, "INT", 130, Deadline);

    [Test]
    public void SigkillDuringQuickLeavesNoLaunchAliveFiveSecondsLater() =>
        SignalLeavesNoProcessBehind(Quick, "launch 1 of 15", processes: 1, "KILL", 137, AfterSigkill);

    /// <param name="processes">How many processes the app runs below it once it is under way (a ring worker and its nodes).</param>
    private static void SignalLeavesNoProcessBehind(string[] arguments, string? runningLine, int processes, string signal, int exitCode, TimeSpan gone)
    {
        var before = CommittedResults.Hash();
        using var app = Process.Start(WithSignalAtItsDefault(AppProcess.StartInfo(arguments), signal))!;
        var descendants = new List<int>();
        try
        {
            var running = new TaskCompletionSource();
            var output = new System.Text.StringBuilder();
            app.OutputDataReceived += (_, e) =>
            {
                lock (output)
                {
                    output.AppendLine(e.Data);
                }

                if (e.Data is { } line && (runningLine is null || line.Contains(runningLine, StringComparison.Ordinal)))
                {
                    running.TrySetResult();
                }
            };
            app.BeginOutputReadLine();
            var error = app.StandardError.ReadToEndAsync();

            // The app has started its children once it (or a child, through it) prints; then its tree is read from /proc.
            (runningLine is null || running.Task.Wait(Deadline)).Should().BeTrue("the app should start running");
            SpinWait.SpinUntil(() => ProcessTree.Descendants(app.Id).Count() >= processes, Deadline).Should().BeTrue($"the app should start {processes} processes");
            descendants.AddRange(ProcessTree.Descendants(app.Id));

            ProcessTree.Signal(app.Id, signal);

            app.WaitForExit(Deadline).Should().BeTrue($"the app should stop after SIG{signal}");
            app.ExitCode.Should().Be(exitCode, error.Result);
            if (signal != "KILL")
            {
                // A signal the app handles (one it does not would end it with the same exit code, saying nothing).
                error.Result.Should().Contain($"stopping (SIG{signal}): child processes killed, nothing saved.");
                error.Result.Split('\n').Count(line => line.StartsWith("stopping (", StringComparison.Ordinal)).Should().Be(1, "the signal reaches the children too, and only the app says it stops");
                lock (output)
                {
                    output.ToString().Should().NotContain("| Comparison", "a stopped run prints no table");
                }
            }

            ProcessTree.WaitUntilGone(descendants, gone).Should().BeEmpty($"every process the app started should be gone within {gone.TotalSeconds} s");
            CommittedResults.Hash().Should().Be(before);
        }
        finally
        {
            ProcessTree.KillAll([app.Id, .. descendants, .. ProcessTree.Descendants(app.Id)]);
        }
    }

    /// <summary>
    /// The app as a user's shell starts it, with <paramref name="signal"/> handled as the system does by default. A signal
    /// ignored where the tests run (SIGHUP under <c>nohup</c>) stays ignored in every process they start, and the app,
    /// rightly, does not stop on a hangup its user asked it to survive; <c>env --default-signal</c> (coreutils) restores it.
    /// </summary>
    private static ProcessStartInfo WithSignalAtItsDefault(ProcessStartInfo app, string signal)
    {
        if (signal == "KILL")
        {
            return app; // cannot be caught, ignored or reset
        }

        var startInfo = new ProcessStartInfo("env")
        {
            RedirectStandardOutput = app.RedirectStandardOutput,
            RedirectStandardError = app.RedirectStandardError,
            UseShellExecute = false,
            WorkingDirectory = app.WorkingDirectory,
        };
        startInfo.ArgumentList.Add($"--default-signal={signal}");
        startInfo.ArgumentList.Add(app.FileName);
        foreach (var argument in app.ArgumentList)
        {
            startInfo.ArgumentList.Add(argument);
        }

        return startInfo;
    }
}
