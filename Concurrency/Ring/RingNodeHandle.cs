namespace Concurrency.Ring;

/// <summary>A started pipe-ring node: the pipe into it, the root's pipe out of the ring, and its end.</summary>
public sealed record RingNodeHandle(Stream Input, Stream? Output, Task Exited, Action Abort);
