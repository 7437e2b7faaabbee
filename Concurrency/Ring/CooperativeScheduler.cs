namespace Concurrency.Ring;

/// <summary>
/// A single-threaded scheduler of coroutines. A coroutine runs until it yields a <see cref="Switch"/>;
/// the scheduler then puts the switch's message into the target's inbox and resumes the target.
/// It stops when a coroutine ends.
/// </summary>
internal sealed class CooperativeScheduler(int coroutines)
{
    private readonly IEnumerator<Switch>[] _coroutines = new IEnumerator<Switch>[coroutines];
    private readonly RingMessage[] _inboxes = new RingMessage[coroutines];

    public void Add(int id, IEnumerator<Switch> coroutine) => _coroutines[id] = coroutine;

    public RingMessage Inbox(int id) => _inboxes[id];

    public void RunFrom(int first)
    {
        var current = _coroutines[first];
        while (current.MoveNext())
        {
            var next = current.Current;
            _inboxes[next.Target] = next.Message;
            current = _coroutines[next.Target];
        }

        foreach (var coroutine in _coroutines)
        {
            coroutine.Dispose();
        }
    }

    /// <summary>Resume <see cref="Target"/> with <see cref="Message"/> in its inbox.</summary>
    public readonly record struct Switch(int Target, RingMessage Message);
}
