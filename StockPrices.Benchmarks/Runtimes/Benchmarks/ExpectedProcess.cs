using BenchmarkDotNet.Jobs;

namespace StockPrices.Benchmarks.Runtimes.Benchmarks;

/// <summary>
/// What a benchmark process of one <c>runtimes</c> job must find itself running: the runtime's version (as many
/// parts as the job pins: <c>10.0</c> for the installed runtime's patch, <c>11.0.0</c> for a runtime pack), how the
/// async methods of StockPrices and of the benchmark classes were compiled, and whether its code was compiled ahead
/// of time. The job passes it to its processes in <see cref="Variable"/>; <see cref="AsyncCompilationCheck"/> reads it.
/// </summary>
internal sealed record ExpectedProcess(string RuntimeVersion, bool RuntimeAsync = false, bool NativeAot = false)
{
    /// <summary>The environment variable that carries the expectation into the benchmark process.</summary>
    public const string Variable = "STOCKPRICES_EXPECTED_PROCESS";

    public const string StateMachinesName = "state-machines";
    public const string RuntimeAsyncName = "runtime-async";
    public const string JitName = "jit";
    public const string NativeAotName = "nativeaot";

    public string Compilation => RuntimeAsync ? RuntimeAsyncName : StateMachinesName;

    public string CodeGenerator => NativeAot ? NativeAotName : JitName;

    public Job AddTo(Job job) => job.WithEnvironmentVariable(Variable, ToString());

    /// <summary>The expectation of this process's job, or null outside a <c>runtimes</c> job.</summary>
    public static ExpectedProcess? OfThisProcess() =>
        Environment.GetEnvironmentVariable(Variable) is { Length: > 0 } value ? Parse(value) : null;

    /// <summary>Whether <paramref name="version"/> (the running runtime's) has every part this expectation names.</summary>
    public bool Matches(Version version)
    {
        var expected = Version.Parse(RuntimeVersion);
        return version.Major == expected.Major
            && version.Minor == expected.Minor
            && (expected.Build < 0 || version.Build == expected.Build);
    }

    public override string ToString() => $"{RuntimeVersion} {Compilation} {CodeGenerator}";

    private static ExpectedProcess Parse(string value) =>
        value.Split(' ') is [var version, var compilation and (StateMachinesName or RuntimeAsyncName), var codeGenerator and (JitName or NativeAotName)]
            ? new(version, compilation == RuntimeAsyncName, codeGenerator == NativeAotName)
            : throw new InvalidOperationException($"{Variable}='{value}' is not '<runtime version> {StateMachinesName}|{RuntimeAsyncName} {JitName}|{NativeAotName}'.");
}
