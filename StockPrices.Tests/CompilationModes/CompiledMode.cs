using System.Reflection;
using System.Runtime.CompilerServices;
using StockPrices.CompiledAs;
using StockPrices.Runtimes;

namespace StockPrices.Tests.CompilationModes;

/// <summary>
/// How a class of StockPrices/CompiledAs/Shapes was compiled, read from its IL (<see cref="AsyncCompilation"/>). The expectations are chosen from what was compiled, so a build
/// that silently compiled both copies the same way fails <see cref="CompilationModeTests"/> instead of passing twice.
/// </summary>
internal static class CompiledMode
{
    public static CompilationMode Of(Type shapes)
    {
        var modes = AsyncMethods(shapes).Where(method => !HasCustomBuilder(method)).Select(Of).Distinct().ToList();
        return modes is [var mode] ? mode : throw new InvalidOperationException($"{shapes.FullName} mixes compilation modes: {string.Join(", ", modes)}.");
    }

    public static CompilationMode Of(MethodInfo method) =>
        AsyncCompilation.IsRuntimeAsync(method) ? CompilationMode.RuntimeAsync
        : AsyncCompilation.IsStateMachine(method) ? CompilationMode.StateMachine
        : throw new InvalidOperationException($"{method.Name} is neither a runtime-async method nor a state machine.");

    public static CompilationModeExpectations Expected(Type shapes) => RuntimeExpectations.Current.CompiledAs(Of(shapes));

    public static IEnumerable<MethodInfo> AsyncMethods(Type shapes) =>
        shapes.GetMethods(BindingFlags.Public | BindingFlags.Static | BindingFlags.DeclaredOnly)
            .Where(method => method.ReturnType.Name.StartsWith("Task", StringComparison.Ordinal) || method.ReturnType.Name.StartsWith("ValueTask", StringComparison.Ordinal));

    public static bool HasCustomBuilder(MethodInfo method) => method.IsDefined(typeof(AsyncMethodBuilderAttribute));
}
