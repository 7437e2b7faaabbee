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
    /// Whether this runtime runs runtime-async methods: .NET 11 always, .NET 10 only with its experimental switch.
    /// Elsewhere StockPrices.RuntimeAsync cannot be used.
    /// </summary>
    public static bool RuntimeAsyncRuns =>
        Environment.Version.Major >= 11 || (Environment.Version.Major == 10 && Environment.GetEnvironmentVariable("DOTNET_RuntimeAsync") == "1");
}
