using StockPrices.Results.Quiet;

namespace StockPrices.Benchmarks.Ring;

/// <summary>
/// Samples a running program's threads and resident memory from outside, so every contender (.NET, Erlang,
/// Python) is measured the same way: the peak of the sums over the process and, for the process ring, all
/// its descendants. Sampling costs the measured program nothing but shares the machine's cores.
/// </summary>
internal sealed class ProcessTreeSampler : IAsyncDisposable
{
    private readonly int _root;
    private readonly bool _includeDescendants;
    private readonly PeriodicTimer _timer;
    private readonly Task _sampling;

    public ProcessTreeSampler(int root, bool includeDescendants)
    {
        _root = root;
        _includeDescendants = includeDescendants;
        // Walking all of /proc for a tree of hundreds of processes is dearer, so it is done less often.
        _timer = new PeriodicTimer(TimeSpan.FromMilliseconds(includeDescendants ? 250 : 20));
        _sampling = Task.Run(SampleAsync);
    }

    public int PeakThreads { get; private set; }

    public long PeakResidentBytes { get; private set; }

    /// <summary>Stops the sampling: a disposed timer ends the wait for its next tick with false.</summary>
    public async ValueTask DisposeAsync()
    {
        _timer.Dispose();
        await _sampling;
    }

    private async Task SampleAsync()
    {
        do
        {
            var processes = _includeDescendants ? ProcessStat.Tree(ProcessStat.All() ?? [], _root) : ProcessStat.Read(_root) is { } root ? [root] : null;
            if (processes is { Count: > 0 })
            {
                PeakThreads = Math.Max(PeakThreads, processes.Sum(p => p.Threads));
                PeakResidentBytes = Math.Max(PeakResidentBytes, processes.Sum(p => p.ResidentBytes));
            }
        }
        while (await _timer.WaitForNextTickAsync());
    }
}
