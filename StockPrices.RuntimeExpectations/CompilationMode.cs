namespace StockPrices.Runtimes;

/// <summary>How the compiler turned an async method into IL (docs/runtimes.md).</summary>
public enum CompilationMode
{
    /// <summary>A state-machine struct and a builder: what C# has emitted since C# 5.</summary>
    StateMachine,

    /// <summary>A method flagged <c>MethodImplOptions.Async</c> whose suspension the runtime itself handles (runtime-async=on).</summary>
    RuntimeAsync,
}
