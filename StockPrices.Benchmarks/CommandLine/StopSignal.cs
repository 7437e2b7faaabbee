using System.Collections.Concurrent;
using System.Diagnostics;
using System.Runtime.InteropServices;
using StockPrices.Benchmarks.Config;

namespace StockPrices.Benchmarks.CommandLine;

/// <summary>
/// Ctrl+C (SIGINT), SIGTERM and SIGHUP (the terminal closed): the run's token is cancelled, every child process this
/// app started is killed with its own children, and nothing is saved; the app exits 130 (SIGINT), 143 (SIGTERM) or
/// 129 (SIGHUP). A run
/// that does not stop within <see cref="Grace"/> is ended (BenchmarkDotNet then kills its own child on exit).
/// A publish under way when the signal comes is finished first and says so ("published ..."); one not yet begun
/// never begins (<see cref="TryBeginPublish"/>).
/// </summary>
internal static class StopSignal
{
    private static readonly TimeSpan Grace = TimeSpan.FromSeconds(5);
    private static readonly CancellationTokenSource Stop = new();
    private static readonly ConcurrentDictionary<int, Process> Children = new();
    private static readonly List<PosixSignalRegistration> Registrations = [];
    private static readonly object Gate = new();
    private static int _exitCode;
    private static bool _publishing;

    public static CancellationToken Token => Stop.Token;

    /// <summary>True once a stop signal's child processes are killed and the token cancelled.</summary>
    public static bool Requested => Stop.IsCancellationRequested;

    /// <summary>130 after SIGINT, 143 after SIGTERM, 129 after SIGHUP.</summary>
    public static int ExitCode => _exitCode;

    public static void Install()
    {
        Registrations.Add(PosixSignalRegistration.Create(PosixSignal.SIGINT, context => OnSignal(context, 130)));
        Registrations.Add(PosixSignalRegistration.Create(PosixSignal.SIGTERM, context => OnSignal(context, 143)));
        Registrations.Add(PosixSignalRegistration.Create(PosixSignal.SIGHUP, context => OnSignal(context, 129)));
    }

    /// <summary>Starts <paramref name="startInfo"/> as a child that a stop signal kills; dispose the handle to forget it.</summary>
    public static Process StartChild(ProcessStartInfo startInfo)
    {
        Token.ThrowIfCancellationRequested();
        var process = Process.Start(startInfo)!;
        Children[process.Id] = process;
        process.EnableRaisingEvents = true;
        process.Exited += (_, _) => Children.TryRemove(process.Id, out _);
        if (Requested)
        {
            KillTree(process);
        }

        return process;
    }

    /// <summary>
    /// After a child ended by SIGINT, SIGTERM or SIGHUP (exit 130, 143 or 129): Ctrl+C and a terminal's hang-up reach the
    /// whole process group, so the child may have ended of the same signal a moment before this app handles it. Waits
    /// up to a second for that stop, and throws its cancellation if it comes, so the child's end is not taken for its
    /// own failure.
    /// </summary>
    public static void ThrowIfChildEndedByOurStop(int childExitCode)
    {
        if (childExitCode is 130 or 143 or 129 && Token.WaitHandle.WaitOne(TimeSpan.FromSeconds(1)))
        {
            Token.ThrowIfCancellationRequested();
        }
    }

    /// <summary>Marks the start of a publish; false when a stop signal came first (then nothing may be published).</summary>
    public static bool TryBeginPublish()
    {
        lock (Gate)
        {
            _publishing = _exitCode == 0;
            return _publishing;
        }
    }

    /// <summary>Marks the end of a publish, letting a stop signal that came during it end the app.</summary>
    public static void EndPublish()
    {
        lock (Gate)
        {
            _publishing = false;
            Monitor.PulseAll(Gate);
        }
    }

    private static void OnSignal(PosixSignalContext context, int exitCode)
    {
        context.Cancel = true;
        bool publishing;
        lock (Gate)
        {
            if (_exitCode != 0)
            {
                return;
            }

            _exitCode = exitCode;
            publishing = _publishing;
        }

        // The line first: from here on Requested is true, so a runner whose child the next lines kill may end the app
        // before this thread writes anything. A child of this app stays quiet: Ctrl+C reaches it too, and the app says it once.
        if (!ParentDeathWatch.StartedByThisApp)
        {
            Console.Error.WriteLine(publishing
                ? $"stopping ({context.Signal}): the publish under way is finished first."
                : $"stopping ({context.Signal}): child processes killed, nothing saved.");
        }

        // Trees first, then the token: a runner that kills its own child on cancellation would otherwise kill
        // the parent first, and its children, moved to init, would escape this walk of the tree.
        foreach (var child in Children.Values)
        {
            KillTree(child);
        }

        Stop.Cancel();

        new Thread(() =>
        {
            lock (Gate)
            {
                while (_publishing)
                {
                    Monitor.Wait(Gate);
                }
            }

            Thread.Sleep(Grace);
            Environment.Exit(exitCode);
        }) { IsBackground = true }.Start();
    }

    private static void KillTree(Process process)
    {
        try
        {
            process.Kill(entireProcessTree: true);
        }
        catch (Exception exception) when (exception is InvalidOperationException or System.ComponentModel.Win32Exception)
        {
            // Already exited.
        }
    }
}
