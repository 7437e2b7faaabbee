using System.Diagnostics;

namespace Concurrency.Polling;

/// <summary>
/// Samples the current process on its own thread (a timer would run on the thread pool, which is
/// exactly what starves under a blocking load): every <c>PeakInterval</c> for the peaks, and every
/// <c>SeriesInterval</c> into a series (the thread pool's ramp-up over time).
/// </summary>
public sealed class ResourceSampler : IDisposable
{
    private readonly Func<long> _handled;
    private readonly Action<ResourceSample>? _onSeriesSample;
    private readonly TimeSpan _peakInterval;
    private readonly TimeSpan _seriesInterval;
    private readonly ManualResetEventSlim _stop = new(false);
    private readonly List<ResourceSample> _series = [];
    private readonly Thread _thread;
    private readonly Process _process = Process.GetCurrentProcess();
    private readonly long _started = Stopwatch.GetTimestamp();
    private readonly TimeSpan _processorTimeAtStart;

    /// <param name="handled">Reads the messages handled so far.</param>
    /// <param name="peakInterval">How often to sample for the peaks.</param>
    /// <param name="seriesInterval">How often to keep a sample in <see cref="Series"/>.</param>
    /// <param name="onSeriesSample">Called, on the sampler's thread, with each kept sample (e.g. to show progress).</param>
    public ResourceSampler(Func<long> handled, TimeSpan peakInterval, TimeSpan seriesInterval, Action<ResourceSample>? onSeriesSample = null)
    {
        ArgumentNullException.ThrowIfNull(handled);
        ArgumentOutOfRangeException.ThrowIfLessThanOrEqual(peakInterval, TimeSpan.Zero);
        ArgumentOutOfRangeException.ThrowIfLessThan(seriesInterval, peakInterval);
        _handled = handled;
        _onSeriesSample = onSeriesSample;
        _peakInterval = peakInterval;
        _seriesInterval = seriesInterval;
        _processorTimeAtStart = _process.TotalProcessorTime;
        _thread = new Thread(SampleUntilStopped) { IsBackground = true, Name = "resource sampler" };
        _thread.Start();
    }

    public int PeakProcessThreads { get; private set; }

    public int PeakThreadPoolThreads { get; private set; }

    /// <summary>One sample per series interval, the first at time zero.</summary>
    public IReadOnlyList<ResourceSample> Series => _series;

    /// <summary>Stops sampling and returns the CPU time (user + kernel) the process used meanwhile, and its peak working set.</summary>
    public (TimeSpan ProcessorTime, long PeakWorkingSetBytes) Stop()
    {
        _stop.Set();
        _thread.Join();
        _process.Refresh();
        return (_process.TotalProcessorTime - _processorTimeAtStart, _process.PeakWorkingSet64);
    }

    public void Dispose()
    {
        if (!_stop.IsSet)
        {
            Stop();
        }

        _stop.Dispose();
        _process.Dispose();
    }

    /// <summary>
    /// The process's thread count. On Linux from /proc/self/status (one small read), because
    /// <see cref="Process.Threads"/> opens a file per thread, which at 10,000 threads would itself be the load.
    /// </summary>
    private int CountProcessThreads()
    {
        const string status = "/proc/self/status";
        if (OperatingSystem.IsLinux() && File.Exists(status))
        {
            foreach (var line in File.ReadLines(status))
            {
                if (line.StartsWith("Threads:", StringComparison.Ordinal))
                {
                    return int.Parse(line.AsSpan(8).Trim(), System.Globalization.CultureInfo.InvariantCulture);
                }
            }
        }

        _process.Refresh();
        return _process.Threads.Count;
    }

    private void SampleUntilStopped()
    {
        var nextSeriesAt = TimeSpan.Zero;
        do
        {
            var processThreads = CountProcessThreads();
            var poolThreads = ThreadPool.ThreadCount;
            PeakProcessThreads = Math.Max(PeakProcessThreads, processThreads);
            PeakThreadPoolThreads = Math.Max(PeakThreadPoolThreads, poolThreads);
            var at = Stopwatch.GetElapsedTime(_started);
            if (at >= nextSeriesAt)
            {
                _process.Refresh();
                var sample = new ResourceSample(nextSeriesAt, poolThreads, processThreads, ThreadPool.PendingWorkItemCount, _process.WorkingSet64, _handled());
                _series.Add(sample);
                _onSeriesSample?.Invoke(sample);
                nextSeriesAt += _seriesInterval;
            }
        }
        while (!_stop.Wait(_peakInterval));
    }
}
