using System.Diagnostics;
using System.Diagnostics.CodeAnalysis;
using System.Globalization;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;

namespace StockPrices.Benchmarks.Config;

/// <summary>
/// Every process of a run ends with the process that started it, however that one ends (SIGKILL, SIGHUP, the OOM
/// killer), and at its own deadline. Each process of this assembly (the app, a ring worker or node, a polling
/// server or client, BenchmarkDotNet's benchmark process, which loads this assembly) names itself in
/// <see cref="ParentVariable"/> for the processes it starts; a process that finds another pid there watches that
/// parent from a background thread and kills itself the moment its parent id changes (the parent died and it was
/// moved to init or a subreaper). A parent may also set <see cref="DeadlineVariable"/>, inherited by every
/// descendant that does not get a nearer one. PR_SET_PDEATHSIG is not used: it fires when the parent's starting
/// thread ends, and .NET starts children from thread-pool threads that retire while the child still runs.
/// </summary>
internal static partial class ParentDeathWatch
{
    public const string ParentVariable = "STOCKPRICES_PARENT_PID";
    public const string DeadlineVariable = "STOCKPRICES_DEADLINE_UNIX_MS";

    private static readonly TimeSpan PollInterval = TimeSpan.FromMilliseconds(200);

    /// <summary>Runs as the assembly loads, before Main or any benchmark: arms the watch, then names this process the parent of its children.</summary>
    [ModuleInitializer]
    [SuppressMessage("Usage", "CA2255:The 'ModuleInitializer' attribute should not be used in libraries", Justification = "The .NET 8 and 9 builds are libraries only because BenchmarkDotNet's generated program loads them; the watch must arm before that program's Main, which is not ours.")]
    internal static void Arm()
    {
        var parent = int.TryParse(Environment.GetEnvironmentVariable(ParentVariable), NumberStyles.None, CultureInfo.InvariantCulture, out var pid) && pid != Environment.ProcessId ? pid : (int?)null;
        long? deadline = long.TryParse(Environment.GetEnvironmentVariable(DeadlineVariable), NumberStyles.None, CultureInfo.InvariantCulture, out var ms) ? ms : null;
        Environment.SetEnvironmentVariable(ParentVariable, Environment.ProcessId.ToString(CultureInfo.InvariantCulture));
        StartedByThisApp = parent is { } named && CanWatchParent && GetParentProcessId() == named;
        if ((parent is null || !CanWatchParent) && deadline is null)
        {
            return;
        }

        new Thread(() => Watch(parent, deadline)) { IsBackground = true, Name = "parent death watch" }.Start();
    }

    /// <summary>
    /// Whether the process that started this one is a process of this app that named itself (a child, not a user's
    /// shell): only then are the internal child commands and options accepted.
    /// </summary>
    public static bool StartedByThisApp { get; private set; }

    /// <summary>Gives the child started with <paramref name="startInfo"/> a deadline of its own, <paramref name="limit"/> from now.</summary>
    public static void SetDeadline(ProcessStartInfo startInfo, TimeSpan limit)
    {
        startInfo.Environment[DeadlineVariable] = DeadlineFromNow(limit);
    }

    /// <summary>The value of <see cref="DeadlineVariable"/> for a deadline <paramref name="limit"/> from now.</summary>
    public static string DeadlineFromNow(TimeSpan limit) =>
        (DateTimeOffset.UtcNow + limit).ToUnixTimeMilliseconds().ToString(CultureInfo.InvariantCulture);

    private static bool CanWatchParent => OperatingSystem.IsLinux() || OperatingSystem.IsMacOS();

    private static void Watch(int? parent, long? deadline)
    {
        while (true)
        {
            if (parent is { } expected && CanWatchParent && GetParentProcessId() != expected)
            {
                Die($"its parent process {expected} ended");
            }

            if (deadline is { } end && DateTimeOffset.UtcNow.ToUnixTimeMilliseconds() > end)
            {
                Die($"its deadline ({DateTimeOffset.FromUnixTimeMilliseconds(end):u}) passed");
            }

            Thread.Sleep(PollInterval);
        }
    }

    private static void Die(string why)
    {
        Console.Error.WriteLine($"process {Environment.ProcessId} stopped: {why}.");
        Process.GetCurrentProcess().Kill();
    }

    [LibraryImport("libc", EntryPoint = "getppid")]
    private static partial int GetParentProcessId();
}
