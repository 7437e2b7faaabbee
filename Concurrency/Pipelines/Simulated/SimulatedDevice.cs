using System.Collections.Concurrent;

namespace Concurrency.Pipelines.Simulated;

/// <summary>
/// A simulated I/O device (a disk, a network link): one dedicated thread serves requests one at a time,
/// each for its given duration, and completes the caller's task; the caller awaits without holding a thread.
/// It times requests with a blocking wait rather than <see cref="Task.Delay(TimeSpan)"/> because on Linux the
/// timer queue adds 1–4 ms to each delay (measured by the pipelines runner's calibration), which at a small
/// time scale would swamp the stage times being simulated.
/// </summary>
public sealed class SimulatedDevice : IDisposable
{
    private readonly BlockingCollection<Request> _requests = [];
    private readonly Thread _thread;

    public SimulatedDevice(string name)
    {
        _thread = new Thread(Serve) { IsBackground = true, Name = name };
        _thread.Start();
    }

    /// <summary>Completes after the device has spent <paramref name="duration"/> on this request.</summary>
    public Task WorkAsync(TimeSpan duration, CancellationToken cancellationToken)
    {
        ArgumentOutOfRangeException.ThrowIfLessThan(duration, TimeSpan.Zero);
        var done = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
        _requests.Add(new Request(duration, done, cancellationToken), CancellationToken.None);
        return done.Task;
    }

    public void Dispose()
    {
        _requests.CompleteAdding();
        _thread.Join();
        _requests.Dispose();
    }

    private void Serve()
    {
        foreach (var request in _requests.GetConsumingEnumerable())
        {
            if (PreciseSleep.Block(request.Duration, request.CancellationToken))
            {
                request.Done.TrySetResult();
            }
            else
            {
                request.Done.TrySetCanceled(request.CancellationToken);
            }
        }
    }

    private sealed record Request(TimeSpan Duration, TaskCompletionSource Done, CancellationToken CancellationToken);
}
