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
/// <remarks>
/// The jobs set a toolchain and an id, not BenchmarkDotNet's Runtime characteristic: BenchmarkDotNet
/// 0.14 then insists on an SDK of the runtime's own version (8.0.x for .NET 8) and throws
/// NotImplementedException for .NET 10, which it does not know. The job id names the runtime in the
/// summary's Job column, and the runtime each job really ran is read from its process (the summary's
/// runtime lines, saved with the results).
/// </remarks>
internal sealed record ComparedRuntime(string Name, string Description, Func<Job, Job> Configure)
{
    /// <summary>Tells the benchmark project to build for every framework (see its csproj).</summary>
    private static readonly MsBuildArgument RuntimeComparisonBuild = new("/p:RuntimeComparisonBuild=true");

    public static IReadOnlyList<ComparedRuntime> All { get; } =
    [
        SelfContained("net8.0", ".NET 8.0"),
        SelfContained("net9.0", ".NET 9.0"),
        new("net10.0", ".NET 10.0 (the installed shared runtime)", job => job
            .WithToolchain(CsProjCoreToolchain.From(new NetCoreAppSettings("net10.0", null, ".NET 10.0")))
            .WithArguments([RuntimeComparisonBuild])
            .WithId(".NET 10.0")),
        new("runtime-async", ".NET 10.0 with runtime async (compiled with runtime-async=on, run with DOTNET_RuntimeAsync=1)", job => job
            .WithToolchain(CsProjCoreToolchain.From(new NetCoreAppSettings("net10.0", null, ".NET 10.0 runtime async")))
            .WithArguments([RuntimeComparisonBuild, new MsBuildArgument("/p:StockPricesRuntimeAsync=true")])
            .WithEnvironmentVariable("DOTNET_RuntimeAsync", "1")
            .WithId(".NET 10.0 runtime async")),
        NativeAot("nativeaot8.0", "net8.0", "8.0.31"),
        NativeAot("nativeaot9.0", "net9.0", "9.0.20"),
        NativeAot("nativeaot10.0", "net10.0", "10.0.12"),
    ];

    /// <summary>Run when <c>--runtimes</c> is not given: the three runtimes with .NET 8 first, the baseline.</summary>
    public static IReadOnlyList<string> DefaultNames { get; } = ["net8.0", "net9.0", "net10.0"];

    public Job CreateJob(Job baseJob) => Configure(baseJob);

    private static ComparedRuntime SelfContained(string framework, string displayName) =>
        new(framework, $"{displayName}, self-contained (its runtime pack comes from the registry)", job => job
            .WithToolchain(CsProjCoreToolchain.From(new NetCoreAppSettings(framework, null, displayName)))
            .WithArguments(
            [
                RuntimeComparisonBuild,
                new MsBuildArgument($"/p:RuntimeIdentifier={System.Runtime.InteropServices.RuntimeInformation.RuntimeIdentifier}"),
                new MsBuildArgument("/p:SelfContained=true"),
            ])
            .WithId(displayName));

    private static ComparedRuntime NativeAot(string name, string framework, string ilCompilerVersion)
    {
        var displayName = $"NativeAOT {framework[3..]}";
        return new(name, $"{displayName}, ILCompiler {ilCompilerVersion} from the registry", job => job
            .WithToolchain(NativeAotToolchain.CreateBuilder()
                .UseNuGet(ilCompilerVersion)
                // BenchmarkDotNet 0.14 reads the instruction set from the TFM and throws
                // "Invalid TFM: 'net10.0'"; name it: the machine's own, as the JIT uses.
                .IlcInstructionSet("native")
                .TargetFrameworkMoniker(framework)
                .DisplayName(displayName)
                .ToToolchain())
            .WithArguments([RuntimeComparisonBuild])
            .WithId(displayName));
    }
}
