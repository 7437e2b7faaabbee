namespace Concurrency.Ring;

/// <summary>A node's inbox for the async-task rings: both calls wait without holding a thread.</summary>
internal interface IAsyncMailbox
{
    ValueTask PutAsync(RingMessage message, CancellationToken cancellationToken);

    ValueTask<RingMessage> TakeAsync(CancellationToken cancellationToken);
}
