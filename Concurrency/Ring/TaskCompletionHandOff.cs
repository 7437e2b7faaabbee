namespace Concurrency.Ring;

/// <summary>
/// A one-message async mailbox made of two <see cref="TaskCompletionSource"/>s, one producer and one consumer:
/// the consumer awaits "filled", the producer awaits "emptied". Each hop allocates a new pair of promises,
/// and continuations run asynchronously so a hand-off never runs the next node on the sender's stack.
/// </summary>
internal sealed class TaskCompletionHandOff : IAsyncMailbox
{
    private TaskCompletionSource<RingMessage> _filled = NewFilled();
    private TaskCompletionSource _emptied = NewEmptied(completed: true);

    public async ValueTask PutAsync(RingMessage message, CancellationToken cancellationToken)
    {
        await Volatile.Read(ref _emptied).Task.WaitAsync(cancellationToken).ConfigureAwait(false);
        Volatile.Write(ref _emptied, NewEmptied(completed: false));
        Volatile.Read(ref _filled).SetResult(message);
    }

    public async ValueTask<RingMessage> TakeAsync(CancellationToken cancellationToken)
    {
        var message = await Volatile.Read(ref _filled).Task.WaitAsync(cancellationToken).ConfigureAwait(false);
        Volatile.Write(ref _filled, NewFilled());
        Volatile.Read(ref _emptied).SetResult();
        return message;
    }

    private static TaskCompletionSource<RingMessage> NewFilled() => new(TaskCreationOptions.RunContinuationsAsynchronously);

    private static TaskCompletionSource NewEmptied(bool completed)
    {
        var emptied = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
        if (completed)
        {
            emptied.SetResult();
        }

        return emptied;
    }
}
