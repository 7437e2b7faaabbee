namespace StockPrices.CompiledAs;

/// <summary>
/// The names of the two compilations of StockPrices/CompiledAs/Shapes, as the paired comparisons, their results and
/// the docs name them.
/// </summary>
public static class CompilationModeVariants
{
    public const string StateMachine = "state-machine";

    public const string RuntimeAsync = "runtime-async";

    /// <summary>
    /// Whether the two compilations can be compared here: the runtime runs runtime-async methods (.NET 11 always, .NET 10
    /// only with its experimental switch; elsewhere StockPrices.RuntimeAsync cannot be used), and the state-machine copy
    /// is one (a build that compiles the StockPrices library as runtime async compiles that copy so too).
    /// </summary>
    public static bool ComparableHere =>
        (Environment.Version.Major >= 11 || (Environment.Version.Major == 10 && Environment.GetEnvironmentVariable("DOTNET_RuntimeAsync") == "1"))
        && AsyncCompilation.IsStateMachine(typeof(global::StockPrices.CompiledAs.StateMachine.SynchronousCompletion).GetMethod(nameof(ISynchronousCompletion.CompleteAsync))!);
}
