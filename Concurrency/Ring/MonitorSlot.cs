namespace Concurrency.Ring;

/// <summary>
/// A one-message mailbox guarded by <see cref="Monitor"/>: <see cref="Put"/> waits while it is full and
/// <see cref="Take"/> while it is empty, so each hop is a hand-off between two threads.
/// </summary>
internal sealed class MonitorSlot : IBlockingMailbox
{
    private static readonly TimeSpan CancellationCheck = TimeSpan.FromMilliseconds(100);
    private readonly object _gate = new();
    private RingMessage _message;
    private bool _full;

    public void Put(RingMessage message, CancellationToken cancellationToken)
    {
        lock (_gate)
        {
            while (_full)
            {
                Wait(cancellationToken);
            }

            _message = message;
            _full = true;
            Monitor.PulseAll(_gate);
        }
    }

    public RingMessage Take(CancellationToken cancellationToken)
    {
        lock (_gate)
        {
            while (!_full)
            {
                Wait(cancellationToken);
            }

            _full = false;
            Monitor.PulseAll(_gate);
            return _message;
        }
    }

    // Waiting in slices only matters when a ring is stuck; a moving ring is pulsed long before.
    private void Wait(CancellationToken cancellationToken)
    {
        cancellationToken.ThrowIfCancellationRequested();
        Monitor.Wait(_gate, CancellationCheck);
    }
}
