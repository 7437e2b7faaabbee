using System.Diagnostics;
using System.Globalization;

namespace StockPrices.Tests.CommandLine;

/// <summary>The processes below one process, read from /proc (Linux), and how to end them so a failed test leaves none behind.</summary>
internal static class ProcessTree
{
    public static IEnumerable<int> Descendants(int pid)
    {
        var children = Directory.Exists($"/proc/{pid}/task")
            ? Directory.EnumerateDirectories($"/proc/{pid}/task")
                .Select(task => Path.Combine(task, "children"))
                .SelectMany(file => ReadOrEmpty(file).Split(' ', StringSplitOptions.RemoveEmptyEntries))
                .Select(value => int.Parse(value, CultureInfo.InvariantCulture))
                .ToList()
            : [];
        return children.Concat(children.SelectMany(Descendants));
    }

    /// <summary>Whether <paramref name="pid"/> runs (a zombie, dead but not yet reaped, does not).</summary>
    public static bool IsAlive(int pid)
    {
        var stat = ReadOrEmpty($"/proc/{pid}/stat");
        return stat.Length > 0 && stat[(stat.LastIndexOf(')') + 2)..][0] != 'Z';
    }

    /// <summary>The processes still alive among <paramref name="pids"/> once they had up to <paramref name="deadline"/> to end.</summary>
    public static List<int> WaitUntilGone(IReadOnlyCollection<int> pids, TimeSpan deadline)
    {
        SpinWait.SpinUntil(() => !pids.Any(IsAlive), deadline);
        return pids.Where(IsAlive).ToList();
    }

    /// <summary>Sends <paramref name="signal"/> (TERM, HUP, KILL ...) with the shell's own kill, which needs no procps.</summary>
    public static void Signal(int pid, string signal)
    {
        using var kill = Process.Start("bash", ["-c", $"kill -{signal} {pid.ToString(CultureInfo.InvariantCulture)}"])!;
        kill.WaitForExit();
        if (kill.ExitCode != 0)
        {
            throw new InvalidOperationException($"kill -{signal} {pid} exited {kill.ExitCode}");
        }
    }

    /// <summary>Kills <paramref name="pids"/> that still run: a test's finally, so an assertion that fails early leaves no process.</summary>
    public static void KillAll(IEnumerable<int> pids)
    {
        foreach (var pid in pids.Where(IsAlive))
        {
            try
            {
                using var process = Process.GetProcessById(pid);
                process.Kill();
            }
            catch (Exception exception) when (exception is ArgumentException or InvalidOperationException or System.ComponentModel.Win32Exception)
            {
                // Ended meanwhile.
            }
        }
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
