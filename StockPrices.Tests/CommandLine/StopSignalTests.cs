using System.Diagnostics;

namespace StockPrices.Tests.CommandLine;

/// <summary>SIGTERM to the app stops it with exit 143, kills every process it started (children and theirs), and saves nothing.</summary>
[Platform("Linux")]
public sealed class StopSignalTests
{
    private static readonly TimeSpan Deadline = TimeSpan.FromSeconds(30);

    [Test]
    public void SigtermDuringPollingLeavesNoChildProcess() =>
        SigtermLeavesNoProcessBehind(["polling", "simulated", "--variants", "Await", "--duration", "60s", "--warmup", "0"], "handled", processes: 1);

    [Test]
    public void SigtermDuringRingLeavesNoNodeProcess() =>
        SigtermLeavesNoProcessBehind(["ring", "-n", "8", "-m", "100000000", "-i", "processes-pipes", "--cell-budget", "600"], null, processes: 9);

    /// <param name="processes">How many processes the app runs below it once it is under way (a ring worker and its nodes).</param>
    private static void SigtermLeavesNoProcessBehind(string[] arguments, string? runningLine, int processes)
    {
        var before = CommittedResults.Hash();
        using var app = Process.Start(AppProcess.StartInfo(arguments))!;
        var running = new TaskCompletionSource();
        app.OutputDataReceived += (_, e) =>
        {
            if (e.Data is { } line && (runningLine is null || line.Contains(runningLine, StringComparison.Ordinal)))
            {
                running.TrySetResult();
            }
        };
        app.BeginOutputReadLine();
        var error = app.StandardError.ReadToEndAsync();

        // The app has started its children once it (or a child, through it) prints; then its tree is read from /proc.
        (runningLine is null || running.Task.Wait(Deadline)).Should().BeTrue("the app should start running");
        SpinWait.SpinUntil(() => Descendants(app.Id).Count() >= processes, Deadline).Should().BeTrue($"the app should start {processes} processes");
        var descendants = Descendants(app.Id).ToList();

        using (var kill = Process.Start("kill", ["-TERM", app.Id.ToString(System.Globalization.CultureInfo.InvariantCulture)]))
        {
            kill.WaitForExit();
            kill.ExitCode.Should().Be(0);
        }

        app.WaitForExit(Deadline).Should().BeTrue("the app should stop after SIGTERM");

        app.ExitCode.Should().Be(143, error.Result);
        WaitUntilGone(descendants).Should().BeEmpty("every process the app started should be gone");
        CommittedResults.Hash().Should().Be(before);
    }

    /// <summary>The processes still alive (not zombies) among <paramref name="pids"/> once they had up to the deadline to die.</summary>
    private static List<int> WaitUntilGone(List<int> pids)
    {
        SpinWait.SpinUntil(() => !pids.Any(IsAlive), Deadline);
        return pids.Where(IsAlive).ToList();
    }

    private static IEnumerable<int> Descendants(int pid)
    {
        var children = Directory.Exists($"/proc/{pid}/task")
            ? Directory.EnumerateDirectories($"/proc/{pid}/task")
                .Select(task => Path.Combine(task, "children"))
                .SelectMany(file => ReadOrEmpty(file).Split(' ', StringSplitOptions.RemoveEmptyEntries))
                .Select(int.Parse)
                .ToList()
            : [];
        return children.Concat(children.SelectMany(Descendants));
    }

    private static bool IsAlive(int pid)
    {
        var stat = ReadOrEmpty($"/proc/{pid}/stat");
        return stat.Length > 0 && stat[(stat.LastIndexOf(')') + 2)..][0] != 'Z';
    }

    private static string ReadOrEmpty(string path)
    {
        try
        {
            return File.ReadAllText(path);
        }
        catch (Exception exception) when (exception is IOException or UnauthorizedAccessException)
        {
            return "";
        }
    }

}
