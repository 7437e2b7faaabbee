using System.Reflection;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using StockPrices;
using StockPrices.CompiledAs;

namespace StockPrices.Benchmarks.Runtimes.Benchmarks;

/// <summary>
/// Proves, inside every benchmark process of a <c>runtimes</c> job, which runtime runs it and how the async methods
/// it runs were compiled: with the compiler's state machines (types implementing <see cref="IAsyncStateMachine"/>)
/// or for runtime async (no state machines; the methods carry MethodImplOptions.Async, 0x2000). Async iterators'
/// state machines are not counted (they are the ones that are also <see cref="IAsyncDisposable"/>): runtime async
/// does not cover async iterators, so they keep their state machine in either build. The runtime is read from the
/// process itself (<see cref="RuntimeInformation.FrameworkDescription"/>, <see cref="Environment.Version"/>, and
/// whether code is compiled at run time), because BenchmarkDotNet 0.15.8 names a .NET 11 runtime-pack job ".NET 10.0".
/// </summary>
/// <remarks>
/// Runs as the benchmark assembly's module initializer, so that it runs before any benchmark class of any job, and
/// only when the job passed an <see cref="ExpectedProcess"/>: the app's own commands and the article suite's
/// processes are left alone. It prints what it found (the <c>runtimes</c> command saves the lines with the results,
/// and records <see cref="ProcessLinePrefix"/>'s line in every results row), and throws when anything differs from
/// the job's expectation, so that the benchmark fails instead of publishing numbers under the wrong label.
/// </remarks>
internal static class AsyncCompilationCheck
{
    /// <summary>How each printed line per assembly starts, so that the runtimes command can find them in the log.</summary>
    public const string LinePrefix = "// async compilation: ";

    /// <summary>How the line that sums up the process starts (runtime, code generator, async compilation).</summary>
    public const string ProcessLinePrefix = "// benchmark process: ";

#pragma warning disable CA2255 // A module initializer in a library: the .NET 8 and 9 builds of this project are libraries only to BenchmarkDotNet's generated program, which is what must be checked.
    [ModuleInitializer]
#pragma warning restore CA2255
    internal static void ThrowIfNotAsTheJobExpects()
    {
        if (ExpectedProcess.OfThisProcess() is { } expected)
        {
            ThrowIfNot(expected);
        }
    }

    private static void ThrowIfNot(ExpectedProcess expected)
    {
        List<string> wrong = [];
        var compiledAs = new HashSet<string>();
        foreach (var assembly in new[] { typeof(StockPriceCache).Assembly, typeof(AsyncCompilationCheck).Assembly })
        {
            var stateMachines = assembly.GetTypes().Count(type => typeof(IAsyncStateMachine).IsAssignableFrom(type) && !typeof(IAsyncDisposable).IsAssignableFrom(type));
            var runtimeAsyncMethods = assembly.GetTypes()
                .SelectMany(type => type.GetMethods(BindingFlags.DeclaredOnly | BindingFlags.Instance | BindingFlags.Static | BindingFlags.Public | BindingFlags.NonPublic))
                .Count(AsyncCompilation.IsRuntimeAsync);
            var compilation = stateMachines == 0 && runtimeAsyncMethods > 0 ? ExpectedProcess.RuntimeAsyncName : ExpectedProcess.StateMachinesName;
            compiledAs.Add(compilation);
            Console.WriteLine(
                $"{LinePrefix}{assembly.GetName().Name}: {stateMachines} async state machine type(s), {runtimeAsyncMethods} runtime-async method(s); " +
                $"expected {expected.Compilation}; {RuntimeInformation.FrameworkDescription}");
            if (compilation != expected.Compilation)
            {
                wrong.Add($"{assembly.GetName().Name} was compiled with {compilation} where the job expects {expected.Compilation}");
            }
        }

        // A NativeAOT process compiles no code at run time; the JIT's processes do.
        var codeGenerator = RuntimeFeature.IsDynamicCodeCompiled ? ExpectedProcess.JitName : ExpectedProcess.NativeAotName;
        Console.WriteLine(
            $"{ProcessLinePrefix}{RuntimeInformation.FrameworkDescription} (Environment.Version {Environment.Version}), {codeGenerator}, " +
            $"async methods compiled with {string.Join(" and ", compiledAs)}; the job expects {expected}");
        if (!expected.Matches(Environment.Version))
        {
            wrong.Add($"the process runs {RuntimeInformation.FrameworkDescription} (Environment.Version {Environment.Version}) where the job expects {expected.RuntimeVersion}");
        }

        if (codeGenerator != expected.CodeGenerator)
        {
            wrong.Add($"the process runs {codeGenerator} code where the job expects {expected.CodeGenerator}");
        }

        if (wrong.Count > 0)
        {
            var message = $"The benchmark process is not what its job claims: {string.Join("; ", wrong)}.";
            Console.WriteLine($"{ProcessLinePrefix}FAILED: {message}");
            throw new InvalidOperationException(message);
        }
    }
}
