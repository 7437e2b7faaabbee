using System.Collections.Concurrent;
using System.Diagnostics;

namespace StockPrices.Tests.CommandLine;

/// <summary>
/// The app started with its test pause (STOCKPRICES_TEST_PAUSE, see the app's TestPause): it stops at one named point
/// of its run until the test releases it, so the test can act at that exact moment (send a signal, take a port).
/// Disposing kills the app and every process below it.
/// </summary>
internal sealed class PausedApp : IDisposable
{
    private readonly Process _process;
    private readonly string _marker;
    private readonly ConcurrentQueue<string> _output = new();
    private readonly ConcurrentQueue<string> _error = new();
    private readonly List<int> _descendants = [];

    public PausedApp(IEnumerable<string> arguments, string point, string? workingDirectory = null)
    {
        _marker = Path.Combine(Path.GetTempPath(), $"stockprices-pause-{Guid.NewGuid():N}");
        var startInfo = AppProcess.StartInfo(arguments, workingDirectory);
        startInfo.Environment["STOCKPRICES_TEST_PAUSE"] = $"{point}={_marker}";
        _process = new Process { StartInfo = startInfo };
        _process.OutputDataReceived += (_, e) => Keep(_output, e.Data);
        _process.ErrorDataReceived += (_, e) => Keep(_error, e.Data);
        _process.Start();
        _process.BeginOutputReadLine();
        _process.BeginErrorReadLine();
    }

    public int Id => _process.Id;

    public string Output => string.Join('\n', _output);

    public string Error => string.Join('\n', _error);

    /// <summary>Waits until the app has reached its pause point; fails the test when it ends or times out first.</summary>
    public void WaitUntilPaused()
    {
        SpinWait.SpinUntil(() => File.Exists(_marker) || _process.HasExited, AppProcess.Timeout);
        File.Exists(_marker).Should().BeTrue($"the app should reach its pause point. Output:\n{Output}\nError:\n{Error}");
        _descendants.AddRange(ProcessTree.Descendants(_process.Id));
    }

    /// <summary>Waits until stderr has a line containing <paramref name="text"/>; false after the app's timeout.</summary>
    public bool WaitForError(string text) =>
        SpinWait.SpinUntil(() => _error.Any(line => line.Contains(text, StringComparison.Ordinal)), AppProcess.Timeout);

    /// <summary>Lets the app go on from its pause point.</summary>
    public void Release() => File.Delete(_marker);

    /// <summary>Waits for the app to end (failing the test after the app's timeout) and returns its exit code.</summary>
    public int WaitForExit()
    {
        _process.WaitForExit(AppProcess.Timeout).Should().BeTrue($"the app should end. Output:\n{Output}\nError:\n{Error}");
        _process.WaitForExit(); // the last lines of output
        return _process.ExitCode;
    }

    public void Dispose()
    {
        ProcessTree.KillAll([_process.Id, .. _descendants, .. ProcessTree.Descendants(_process.Id)]);
        _process.Dispose();
        File.Delete(_marker);
    }

    private static void Keep(ConcurrentQueue<string> lines, string? line)
    {
        if (line is not null)
        {
            lines.Enqueue(line);
        }
    }
}
