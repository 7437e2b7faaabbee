using System.Threading.Channels;

namespace Concurrency.Polling.Simulated;

/// <summary>
/// One simulated connection: the messages ready on it (their ready timestamps, in order) and a busy
/// flag taken atomically, so a poll that finds the connection already being served skips it (the
/// seed's <c>isBusy</c>, without its check-then-set race).
/// </summary>
public sealed class SimulatedConnection(int id)
{
    private readonly Channel<long> _ready = Channel.CreateUnbounded<long>(new UnboundedChannelOptions { SingleWriter = true });
    private int _busy;

    public int Id { get; } = id;

    /// <summary>Makes a message ready now (called by the one producer).</summary>
    public void Deliver(long readyTimestamp) => _ready.Writer.TryWrite(readyTimestamp);

    public bool TryEnter() => Interlocked.CompareExchange(ref _busy, 1, 0) == 0;

    public void Exit() => Volatile.Write(ref _busy, 0);

    public bool TryReceive(out long readyTimestamp) => _ready.Reader.TryRead(out readyTimestamp);

    /// <summary>Completes when a message is ready; nothing polls.</summary>
    public ValueTask<bool> WaitForDataAsync(CancellationToken cancellationToken) => _ready.Reader.WaitToReadAsync(cancellationToken);
}
