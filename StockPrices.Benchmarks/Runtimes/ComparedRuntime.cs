using BenchmarkDotNet.Environments;
using BenchmarkDotNet.Jobs;
using BenchmarkDotNet.Toolchains.CsProj;
using BenchmarkDotNet.Toolchains.DotNetCli;
using BenchmarkDotNet.Toolchains.NativeAot;

namespace StockPrices.Benchmarks.Runtimes;

/// <summary>
/// One runtime of the comparison and the BenchmarkDotNet job that runs the benchmarks on it. Only
/// .NET 10 is installed here, so the .NET 8, 9 and 11 jobs publish self-contained apps whose runtime comes
/// from the registry's runtime packs; BenchmarkDotNet's own <c>--runtimes net8.0</c> would look for a
/// shared runtime that is not there.
/// </summary>
/// <remarks>
/// The job id names the runtime in the summary's Job column (two jobs run .NET 10 and two .NET 11: with and without
/// runtime async). BenchmarkDotNet 0.15.8 has no .NET 11 moniker and names the .NET 11 jobs' runtime ".NET 10.0",
/// so every job tells its benchmark processes which runtime, code generator and async compilation it expects
/// (<see cref="Expected"/>), and <see cref="Benchmarks.AsyncCompilationCheck"/> in each process checks them against
/// what it really runs, prints what it found (saved with the results) and fails the benchmark when they differ.
/// </remarks>
/// <param name="Expected">What the job's processes must find themselves running.</param>
internal sealed record ComparedRuntime(string Name, string Label, string Description, Benchmarks.ExpectedProcess Expected, Func<Job, Job> Configure)
{
    /// <summary>Tells the benchmark project to build for every framework (see its csproj).</summary>
    private static readonly MsBuildArgument RuntimeComparisonBuild = new("/p:RuntimeComparisonBuild=true");

    /// <summary>Compiles StockPrices and the benchmark classes with <c>runtime-async=on</c> (Directory.Build.props).</summary>
    private static readonly MsBuildArgument CompiledForRuntimeAsync = new("/p:StockPricesRuntimeAsync=true");

    /// <summary>
    /// The runtime pack the .NET 11 jobs run on. The .NET 10 SDK cannot target <c>net11.0</c> (NETSDK1045) without
    /// overriding its framework tables, so they build for <c>net10.0</c> and take this runtime pack instead
    /// (docs/dependencies.md).
    /// </summary>
    private const string Net11RuntimePack = "11.0.0";

    public static IReadOnlyList<ComparedRuntime> All { get; } =
    [
        SelfContained("net8.0", ".NET 8.0", CoreRuntime.Core80, new("8.0")),
        SelfContained("net9.0", ".NET 9.0", CoreRuntime.Core90, new("9.0")),
        new("net10.0", ".NET 10.0", ".NET 10.0 (the installed shared runtime)", new("10.0"), job => job
            .WithRuntime(CoreRuntime.Core10_0)
            .WithToolchain(CsProjCoreToolchain.From(new NetCoreAppSettings("net10.0", null, ".NET 10.0")))
            .WithArguments([RuntimeComparisonBuild])),
        new("runtime-async", ".NET 10.0 runtime async", ".NET 10.0 with runtime async (compiled with runtime-async=on, run with DOTNET_RuntimeAsync=1)", new("10.0", RuntimeAsync: true), job => job
            .WithRuntime(CoreRuntime.Core10_0)
            .WithToolchain(CsProjCoreToolchain.From(new NetCoreAppSettings("net10.0", null, ".NET 10.0 runtime async")))
            .WithArguments([RuntimeComparisonBuild, CompiledForRuntimeAsync])
            .WithEnvironmentVariable("DOTNET_RuntimeAsync", "1")),
        Net11("net11.0", ".NET 11.0", "compiled with the compiler's state machines", runtimeAsync: false),
        Net11("net11.0-runtime-async", ".NET 11.0 runtime async", "compiled with runtime-async=on (the runtime needs no setting)", runtimeAsync: true),
        NativeAot("nativeaot8.0", "NativeAOT 8.0", "net8.0", NativeAotRuntime.Net80, "8.0.31", new("8.0", NativeAot: true)),
        NativeAot("nativeaot9.0", "NativeAOT 9.0", "net9.0", NativeAotRuntime.Net90, "9.0.20", new("9.0", NativeAot: true)),
        NativeAot("nativeaot10.0", "NativeAOT 10.0", "net10.0", NativeAotRuntime.Net10_0, "10.0.12", new("10.0", NativeAot: true)),
        NativeAot("nativeaot11.0", "NativeAOT 11.0", "net10.0", NativeAotRuntime.Net10_0, Net11RuntimePack, new(Net11RuntimePack, NativeAot: true), Net11AotInstructionSets,
            new MsBuildArgument($"/p:RuntimeFrameworkVersion={Net11RuntimePack}"),
            new MsBuildArgument($"/p:CustomAfterMicrosoftCommonTargets={Path.Combine(AppContext.BaseDirectory, "Runtimes", "IlCompilerNewerThanSdk.targets")}")) with
        {
            Description = $"NativeAOT 11.0, ILCompiler {Net11RuntimePack} from the registry, for net10.0 on the NativeAOT runtime pack {Net11RuntimePack}, instruction sets {Net11AotInstructionSets}",
        },
    ];

    /// <summary>
    /// The machine's instruction sets less AVX-VNNI, named instead of <c>native</c>: with <c>native</c>, ILCompiler 11.0.0
    /// compiles BenchmarkDotNet 0.15.8's report of the instruction sets into a jump to itself, so the benchmark process
    /// never starts its benchmark; with <c>avxvnni</c> named, the binary refuses to start on this CPU (docs/dependencies.md).
    /// </summary>
    private const string Net11AotInstructionSets = "x86-64-v4,avx512v2,avx512v3";

    /// <summary>
    /// Run when <c>--runtimes</c> is not given: the supported runtimes (.NET 8 and 9 reached end of support on
    /// 2026-11-10) on the JIT, .NET 10 first as the baseline. NativeAOT needs clang, which a fresh machine may lack.
    /// </summary>
    public static IReadOnlyList<string> DefaultNames { get; } = ["net10.0", "net11.0", "net11.0-runtime-async"];

    /// <summary>
    /// The BenchmarkDotNet job id: the label without spaces, because BenchmarkDotNet names the generated project's
    /// folder and program after it and the NativeAOT link step passes those paths to clang unquoted.
    /// </summary>
    public string JobId => Label.Replace(' ', '-');

    /// <summary>The runtime whose job is <paramref name="job"/>.</summary>
    public static ComparedRuntime Of(Job job) => All.Single(runtime => runtime.JobId == job.Id);

    public Job CreateJob(Job baseJob) => Expected.AddTo(Configure(baseJob)).WithId(JobId);

    private static ComparedRuntime SelfContained(string framework, string label, CoreRuntime runtime, Benchmarks.ExpectedProcess expected) =>
        new(framework, label, $"{label}, self-contained (its runtime pack comes from the registry)", expected, job => SelfContainedJob(job, runtime, framework, label));

    /// <summary>
    /// .NET 11.0.0 as the .NET 10 SDK can build for it: for <c>net10.0</c>, self-contained with the 11.0.0 runtime pack
    /// (<c>RuntimeFrameworkVersion</c>). BenchmarkDotNet's runtime stays .NET 10, the nearest it knows.
    /// </summary>
    private static ComparedRuntime Net11(string name, string label, string compiled, bool runtimeAsync) =>
        new(name, label, $".NET {Net11RuntimePack}, {compiled}; built for net10.0, self-contained with its runtime pack from the registry", new(Net11RuntimePack, RuntimeAsync: runtimeAsync),
            job => SelfContainedJob(job, CoreRuntime.Core10_0, "net10.0", label,
                [new MsBuildArgument($"/p:RuntimeFrameworkVersion={Net11RuntimePack}"), .. runtimeAsync ? [CompiledForRuntimeAsync] : Array.Empty<MsBuildArgument>()]));

    private static Job SelfContainedJob(Job job, CoreRuntime runtime, string framework, string label, MsBuildArgument[]? more = null) => job
        .WithRuntime(runtime)
        .WithToolchain(CsProjCoreToolchain.From(new NetCoreAppSettings(framework, null, label)))
        .WithArguments(
        [
            RuntimeComparisonBuild,
            new MsBuildArgument($"/p:RuntimeIdentifier={System.Runtime.InteropServices.RuntimeInformation.RuntimeIdentifier}"),
            new MsBuildArgument("/p:SelfContained=true"),
            .. more ?? [],
        ]);

    /// <param name="instructionSets">
    /// ILCompiler's instruction sets: by default the machine's own, as the JIT uses, so that codegen differences are not
    /// ISA differences.
    /// </param>
    private static ComparedRuntime NativeAot(string name, string label, string framework, NativeAotRuntime runtime, string ilCompilerVersion, Benchmarks.ExpectedProcess expected, string instructionSets = "native", params MsBuildArgument[] more) =>
        new(name, label, $"{label}, ILCompiler {ilCompilerVersion} from the registry", expected, job => job
            .WithRuntime(runtime)
            .WithToolchain(NativeAotToolchain.CreateBuilder()
                .UseNuGet(ilCompilerVersion)
                .IlcInstructionSet(instructionSets)
                .TargetFrameworkMoniker(framework)
                .DisplayName(label)
                .ToToolchain())
            .WithArguments([RuntimeComparisonBuild, .. more]));
}
