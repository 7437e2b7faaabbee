namespace Concurrency.Pipelines.Real;

/// <summary>What the loopback client received: its size, chunk count, SHA-256, and the first order problem, if any.</summary>
public sealed record ReceivedOutput(long Bytes, int Chunks, byte[] Sha256, string? OrderError)
{
    /// <summary>Null when this is byte for byte, and chunk for chunk in order, what was expected; else the difference.</summary>
    public string? DifferenceFrom(ExpectedOutput expected)
    {
        ArgumentNullException.ThrowIfNull(expected);
        return OrderError is not null ? OrderError
            : Chunks != expected.Chunks ? $"{Chunks} chunks received, {expected.Chunks} expected"
            : Bytes != expected.Bytes ? $"{Bytes} bytes received, {expected.Bytes} expected"
            : !Sha256.AsSpan().SequenceEqual(expected.Sha256) ? "the bytes received differ from the expected output (SHA-256 mismatch)"
            : null;
    }
}
