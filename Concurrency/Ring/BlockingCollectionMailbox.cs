using System.Collections.Concurrent;

namespace Concurrency.Ring;

/// <summary>An unbounded <see cref="BlockingCollection{T}"/> over a <see cref="ConcurrentQueue{T}"/>.</summary>
internal sealed class BlockingCollectionMailbox : IBlockingMailbox, IDisposable
{
    private readonly BlockingCollection<RingMessage> _queue = new(new ConcurrentQueue<RingMessage>());

    public void Put(RingMessage message, CancellationToken cancellationToken) => _queue.Add(message, cancellationToken);

    public RingMessage Take(CancellationToken cancellationToken) => _queue.Take(cancellationToken);

    public void Dispose() => _queue.Dispose();
}
