using System.Diagnostics;
using StockPrices.Benchmarks.Config;

namespace StockPrices.Benchmarks.CommandLine;

/// <summary>
/// This program started again with other arguments, so each polling variant or <c>quick</c> launch runs in a fresh
/// process and inherits nothing from the one before (the thread pool grows under a blocking load and shrinks slowly,
/// so one variant's threads would otherwise be inherited by the next). Its output is forwarded, indented; one line
/// can be awaited.
/// </summary>
internal sealed class ChildProcess : IDisposable
{
    private readonly Process _process;
    private readonly Dictionary<string, TaskCompletionSource<string>> _awaitedLines;

    private ChildProcess(TimeSpan lifetime, IEnumerable<string> arguments, string[] awaitedPrefixes)
    {
        _awaitedLines = awaitedPrefixes.ToDictionary(prefix => prefix, _ => new TaskCompletionSource<string>(TaskCreationOptions.RunContinuationsAsynchronously), StringComparer.Ordinal);
        var startInfo = new ProcessStartInfo(SelfInvocation.FileName)
        {
            UseShellExecute = false,
            RedirectStandardOutput = true,
        };
        foreach (var argument in SelfInvocation.Arguments([.. arguments]))
        {
            startInfo.ArgumentList.Add(argument);
        }

        ParentDeathWatch.SetDeadline(startInfo, lifetime);
        _process = StopSignal.StartChild(startInfo);
        _process.OutputDataReceived += (_, e) => OnLine(e.Data);
        _process.BeginOutputReadLine();
    }

    public int ExitCode => _process.ExitCode;

    /// <summary>Starts the child, which ends itself after <paramref name="lifetime"/> or when this process dies; a stdout line beginning with one of <paramref name="awaitedPrefixes"/> is kept for <see cref="WaitForLine"/> rather than printed.</summary>
    public static ChildProcess Start(TimeSpan lifetime, IEnumerable<string> arguments, params string[] awaitedPrefixes) => new(lifetime, arguments, awaitedPrefixes);

    /// <summary>The first line starting with <paramref name="prefix"/>, or null when the child exits or the timeout passes first.</summary>
    public string? WaitForLine(string prefix, TimeSpan timeout)
    {
        var line = _awaitedLines[prefix].Task;
        var first = Task.WaitAny([line, _process.WaitForExitAsync()], timeout);
        return first == 0 ? line.Result : null;
    }

    /// <summary>
    /// Waits for the child to end; past the timeout it is killed. Returns whether it ended by itself; a child that ended
    /// of this app's own stop signal throws that stop's cancellation (<see cref="StopSignal.ThrowIfChildEndedByOurStop"/>).
    /// </summary>
    public bool WaitForExit(TimeSpan timeout)
    {
        if (_process.WaitForExit(timeout))
        {
            _process.WaitForExit();
            StopSignal.ThrowIfChildEndedByOurStop(_process.ExitCode);
            return true;
        }

        Kill();
        return false;
    }

    public void Kill()
    {
        if (!_process.HasExited)
        {
            _process.Kill(entireProcessTree: true);
            _process.WaitForExit();
        }
    }

    public void Dispose()
    {
        Kill();
        _process.Dispose();
    }

    private void OnLine(string? line)
    {
        if (line is null)
        {
            return;
        }

        foreach (var (prefix, awaited) in _awaitedLines)
        {
            if (line.StartsWith(prefix, StringComparison.Ordinal))
            {
                awaited.TrySetResult(line);
                return;
            }
        }

        Console.WriteLine("    " + line);
    }
}
