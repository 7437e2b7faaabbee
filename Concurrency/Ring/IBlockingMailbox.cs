namespace Concurrency.Ring;

/// <summary>A node's inbox for the OS-thread rings: both calls block the calling thread.</summary>
internal interface IBlockingMailbox
{
    void Put(RingMessage message, CancellationToken cancellationToken);

    RingMessage Take(CancellationToken cancellationToken);
}
