namespace StockPrices.Beyond;

/// <summary>What the innermost frame of <see cref="AsyncFrames"/>' throwing chains throws.</summary>
public sealed class FrameException : Exception
{
    public FrameException()
        : base("The innermost frame failed.")
    {
    }

    public FrameException(string message)
        : base(message)
    {
    }

    public FrameException(string message, Exception innerException)
        : base(message, innerException)
    {
    }
}
