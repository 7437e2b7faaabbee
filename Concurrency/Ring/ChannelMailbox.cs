using System.Threading.Channels;

namespace Concurrency.Ring;

/// <summary>An unbounded <see cref="Channel{T}"/> with one reader and one writer.</summary>
internal sealed class ChannelMailbox : IAsyncMailbox
{
    private static readonly UnboundedChannelOptions Options = new() { SingleReader = true, SingleWriter = true };
    private readonly Channel<RingMessage> _channel = Channel.CreateUnbounded<RingMessage>(Options);

    public ValueTask PutAsync(RingMessage message, CancellationToken cancellationToken) => _channel.Writer.WriteAsync(message, cancellationToken);

    public ValueTask<RingMessage> TakeAsync(CancellationToken cancellationToken) => _channel.Reader.ReadAsync(cancellationToken);
}
