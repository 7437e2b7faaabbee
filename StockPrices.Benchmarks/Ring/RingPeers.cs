using Concurrency.Ring;

namespace StockPrices.Benchmarks.Ring;

/// <summary>
/// The peers run beside the .NET rings with the same n and m: Erlang (the original anchor) and Python 3,
/// each in its idiomatic form, one row per setting that matters: Erlang with its default schedulers (one per
/// core) and with one scheduler (<c>+S 1</c>, as the single-thread .NET rings run).
/// Their programs are in peers/ next to this app; a peer whose interpreter is absent is skipped with a note.
/// </summary>
internal static class RingPeers
{
    public const string Erlang = "Erlang";
    public const string Python = "Python";

    private static string Folder => Path.Combine(AppContext.BaseDirectory, "peers");

    public static string InstallScript => Path.Combine(Folder, "install-peers.sh");

    public static IReadOnlyList<RingContender> All() =>
    [
        Peer("erlang-processes", Erlang, "an Erlang process per node, message forwarded as it is (the 2007 anchor); default schedulers, one per core", RingKind.PoolTasks, "escript", "ring.erl"),
        Peer("erlang-processes-one-scheduler", Erlang, "the same Erlang ring on one scheduler (ERL_FLAGS=+S 1)", RingKind.SingleThread, "escript", "ring.erl") with
        {
            Environment = new Dictionary<string, string> { ["ERL_FLAGS"] = "+S 1" },
        },
        Peer("python-threading", Python, "a Python thread per node, queue.Queue inbox (the seed's threading row)", RingKind.OsThreads, "python3", "ring_threading.py"),
        Peer("python-asyncio", Python, "an asyncio task per node on one thread, asyncio.Queue inbox", RingKind.SingleThread, "python3", "ring_asyncio.py"),
    ];

    private static RingContender Peer(string name, string family, string mechanism, RingKind kind, string interpreter, string program)
    {
        var path = FindOnPath(interpreter);
        return new RingContender(name, family, mechanism, kind, path ?? interpreter, [Path.Combine(Folder, program)])
        {
            Missing = path is null ? $"{interpreter} not found on PATH (install peers with --install-peers)" : null,
        };
    }

    private static string? FindOnPath(string program) =>
        (Environment.GetEnvironmentVariable("PATH") ?? "")
            .Split(Path.PathSeparator, StringSplitOptions.RemoveEmptyEntries)
            .Select(folder => Path.Combine(folder, program))
            .FirstOrDefault(File.Exists);
}
