using System.Reflection;
using System.Runtime.CompilerServices;
using StockPrices;

namespace StockPrices.Benchmarks.Runtimes.Benchmarks;

/// <summary>
/// Proves, inside the benchmark process, how the async methods it runs were compiled: with the
/// compiler's state machines (types implementing <see cref="IAsyncStateMachine"/>) or for runtime async
/// (no state machines; the methods carry MethodImplOptions.Async, 0x2000). Async iterators' state machines are not
/// counted (they are the ones that are also <see cref="IAsyncDisposable"/>): runtime async in .NET 10 does not cover
/// async iterators, so they keep their state machine in either build. Prints what it found, and
/// throws when that does not match DOTNET_RuntimeAsync, so that a runtime-async job that silently ran
/// state machines (or the reverse) fails instead of publishing mislabelled numbers.
/// </summary>
internal static class AsyncCompilationCheck
{
    /// <summary>How each printed line starts, so that the runtimes command can find them in the log.</summary>
    public const string LinePrefix = "// async compilation: ";

    private const MethodImplAttributes RuntimeAsync = (MethodImplAttributes)0x2000;

    public static void ThrowIfNotAsRequested()
    {
        var runtimeAsyncRequested = Environment.GetEnvironmentVariable("DOTNET_RuntimeAsync") == "1";
        foreach (var assembly in new[] { typeof(StockPriceCache).Assembly, typeof(AsyncCompilationCheck).Assembly })
        {
            var stateMachines = assembly.GetTypes().Count(type => typeof(IAsyncStateMachine).IsAssignableFrom(type) && !typeof(IAsyncDisposable).IsAssignableFrom(type));
            var runtimeAsyncMethods = assembly.GetTypes()
                .SelectMany(type => type.GetMethods(BindingFlags.DeclaredOnly | BindingFlags.Instance | BindingFlags.Static | BindingFlags.Public | BindingFlags.NonPublic))
                .Count(method => (method.MethodImplementationFlags & RuntimeAsync) != 0);
            Console.WriteLine(
                $"{LinePrefix}{assembly.GetName().Name}: {stateMachines} async state machine type(s), {runtimeAsyncMethods} runtime-async method(s); " +
                $"DOTNET_RuntimeAsync={(runtimeAsyncRequested ? "1" : "unset")}; {System.Runtime.InteropServices.RuntimeInformation.FrameworkDescription}");

            var compiledForRuntimeAsync = stateMachines == 0 && runtimeAsyncMethods > 0;
            if (compiledForRuntimeAsync != runtimeAsyncRequested)
            {
                throw new InvalidOperationException(
                    $"{assembly.GetName().Name} was compiled {(compiledForRuntimeAsync ? "for runtime async" : "with state machines")} " +
                    $"but DOTNET_RuntimeAsync is {(runtimeAsyncRequested ? "1" : "not set")}: the job's build and environment disagree.");
            }
        }
    }
}
