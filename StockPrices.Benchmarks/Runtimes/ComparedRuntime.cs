using BenchmarkDotNet.Environments;
using BenchmarkDotNet.Jobs;
using BenchmarkDotNet.Toolchains.CsProj;
using BenchmarkDotNet.Toolchains.DotNetCli;
using BenchmarkDotNet.Toolchains.NativeAot;

namespace StockPrices.Benchmarks.Runtimes;

/// <summary>
/// One runtime of the comparison and the BenchmarkDotNet job that runs the benchmarks on it. Only
/// .NET 10 is installed here, so the .NET 8 and 9 jobs publish self-contained apps whose runtime comes
/// from the registry's runtime packs; BenchmarkDotNet's own <c>--runtimes net8.0</c> would look for a
/// shared runtime that is not there.
/// </summary>
internal sealed record ComparedRuntime(string Name, string Description, Func<Job, Job> Configure)
{
    /// <summary>Tells the benchmark project to build for every framework (see its csproj).</summary>
    private static readonly MsBuildArgument RuntimeComparisonBuild = new("/p:RuntimeComparisonBuild=true");

    // Declared before All, which reads them during static initialisation.
    private static CoreRuntime Net10 { get; } = CoreRuntime.CreateForNewVersion("net10.0", ".NET 10.0");

    // BenchmarkDotNet 0.14 predates .NET 10: it has no NativeAotRuntime for it and its constructor is private.
    private static NativeAotRuntime NativeAotNet10 { get; } = (NativeAotRuntime)Activator.CreateInstance(
        typeof(NativeAotRuntime),
        System.Reflection.BindingFlags.NonPublic | System.Reflection.BindingFlags.Instance,
        binder: null,
        args: [RuntimeMoniker.NotRecognized, "net10.0", "NativeAOT 10.0"],
        culture: null)!;

    public static IReadOnlyList<ComparedRuntime> All { get; } =
    [
        SelfContained("net8.0", ".NET 8.0", CoreRuntime.Core80),
        SelfContained("net9.0", ".NET 9.0", CoreRuntime.Core90),
        new("net10.0", ".NET 10 (installed shared runtime)", job => job
            .WithRuntime(Net10)
            .WithToolchain(CsProjCoreToolchain.From(new NetCoreAppSettings("net10.0", null, ".NET 10.0")))
            .WithArguments([RuntimeComparisonBuild])
            .WithId(".NET 10.0")),
        new("runtime-async", ".NET 10 with runtime async: compiled with runtime-async=on, run with DOTNET_RuntimeAsync=1", job => job
            .WithRuntime(Net10)
            .WithToolchain(CsProjCoreToolchain.From(new NetCoreAppSettings("net10.0", null, ".NET 10.0 runtime async")))
            .WithArguments([RuntimeComparisonBuild, new MsBuildArgument("/p:StockPricesRuntimeAsync=true")])
            .WithEnvironmentVariable("DOTNET_RuntimeAsync", "1")
            .WithId(".NET 10.0 runtime async")),
        NativeAot("nativeaot8.0", "8.0.31", NativeAotRuntime.Net80),
        NativeAot("nativeaot9.0", "9.0.20", NativeAotRuntime.Net90),
        NativeAot("nativeaot10.0", "10.0.12", NativeAotNet10),
    ];

    /// <summary>Run when <c>--runtimes</c> is not given: the three runtimes with .NET 8 first, the baseline.</summary>
    public static IReadOnlyList<string> DefaultNames { get; } = ["net8.0", "net9.0", "net10.0"];

    public Job CreateJob(Job baseJob) => Configure(baseJob);

    private static ComparedRuntime SelfContained(string framework, string displayName, CoreRuntime runtime) =>
        new(framework, $"{displayName}, self-contained (runtime pack from the registry)", job => job
            .WithRuntime(runtime)
            .WithToolchain(CsProjCoreToolchain.From(new NetCoreAppSettings(framework, null, displayName)))
            .WithArguments(
            [
                RuntimeComparisonBuild,
                new MsBuildArgument($"/p:RuntimeIdentifier={System.Runtime.InteropServices.RuntimeInformation.RuntimeIdentifier}"),
                new MsBuildArgument("/p:SelfContained=true"),
            ])
            .WithId(displayName));

    private static ComparedRuntime NativeAot(string name, string ilCompilerVersion, NativeAotRuntime runtime) =>
        new(name, $"{runtime.Name}: ILCompiler {ilCompilerVersion} from the registry", job => job
            .WithRuntime(runtime)
            .WithToolchain(NativeAotToolchain.CreateBuilder()
                .UseNuGet(ilCompilerVersion)
                .TargetFrameworkMoniker(runtime.MsBuildMoniker)
                .DisplayName(runtime.Name)
                .ToToolchain())
            .WithArguments([RuntimeComparisonBuild])
            .WithId(runtime.Name));
}
