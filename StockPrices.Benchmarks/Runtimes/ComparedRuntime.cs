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
/// <remarks>
/// The job id names the runtime in the summary's Job column (two jobs run .NET 10: with and without runtime
/// async), and the runtime each job really ran is read from its process (the summary's runtime lines, saved
/// with the results).
/// </remarks>
internal sealed record ComparedRuntime(string Name, string Label, string Description, Func<Job, Job> Configure)
{
    /// <summary>Tells the benchmark project to build for every framework (see its csproj).</summary>
    private static readonly MsBuildArgument RuntimeComparisonBuild = new("/p:RuntimeComparisonBuild=true");

    public static IReadOnlyList<ComparedRuntime> All { get; } =
    [
        SelfContained("net8.0", ".NET 8.0", CoreRuntime.Core80),
        SelfContained("net9.0", ".NET 9.0", CoreRuntime.Core90),
        new("net10.0", ".NET 10.0", ".NET 10.0 (the installed shared runtime)", job => job
            .WithRuntime(CoreRuntime.Core10_0)
            .WithToolchain(CsProjCoreToolchain.From(new NetCoreAppSettings("net10.0", null, ".NET 10.0")))
            .WithArguments([RuntimeComparisonBuild])),
        new("runtime-async", ".NET 10.0 runtime async", ".NET 10.0 with runtime async (compiled with runtime-async=on, run with DOTNET_RuntimeAsync=1)", job => job
            .WithRuntime(CoreRuntime.Core10_0)
            .WithToolchain(CsProjCoreToolchain.From(new NetCoreAppSettings("net10.0", null, ".NET 10.0 runtime async")))
            .WithArguments([RuntimeComparisonBuild, new MsBuildArgument("/p:StockPricesRuntimeAsync=true")])
            .WithEnvironmentVariable("DOTNET_RuntimeAsync", "1")),
        NativeAot("nativeaot8.0", "net8.0", NativeAotRuntime.Net80, "8.0.31"),
        NativeAot("nativeaot9.0", "net9.0", NativeAotRuntime.Net90, "9.0.20"),
        NativeAot("nativeaot10.0", "net10.0", NativeAotRuntime.Net10_0, "10.0.12"),
    ];

    /// <summary>Run when <c>--runtimes</c> is not given: the three runtimes with .NET 8 first, the baseline.</summary>
    public static IReadOnlyList<string> DefaultNames { get; } = ["net8.0", "net9.0", "net10.0"];

    /// <summary>
    /// The BenchmarkDotNet job id: the label without spaces, because BenchmarkDotNet names the generated project's
    /// folder and program after it and the NativeAOT link step passes those paths to clang unquoted.
    /// </summary>
    public string JobId => Label.Replace(' ', '-');

    /// <summary>The runtime whose job is <paramref name="job"/>.</summary>
    public static ComparedRuntime Of(Job job) => All.Single(runtime => runtime.JobId == job.Id);

    public Job CreateJob(Job baseJob) => Configure(baseJob).WithId(JobId);

    private static ComparedRuntime SelfContained(string framework, string label, CoreRuntime runtime) =>
        new(framework, label, $"{label}, self-contained (its runtime pack comes from the registry)", job => job
            .WithRuntime(runtime)
            .WithToolchain(CsProjCoreToolchain.From(new NetCoreAppSettings(framework, null, label)))
            .WithArguments(
            [
                RuntimeComparisonBuild,
                new MsBuildArgument($"/p:RuntimeIdentifier={System.Runtime.InteropServices.RuntimeInformation.RuntimeIdentifier}"),
                new MsBuildArgument("/p:SelfContained=true"),
            ]));

    private static ComparedRuntime NativeAot(string name, string framework, NativeAotRuntime runtime, string ilCompilerVersion)
    {
        var label = $"NativeAOT {framework[3..]}";
        return new(name, label, $"{label}, ILCompiler {ilCompilerVersion} from the registry", job => job
            .WithRuntime(runtime)
            .WithToolchain(NativeAotToolchain.CreateBuilder()
                .UseNuGet(ilCompilerVersion)
                // The machine's own instruction set, as the JIT uses, so that codegen differences are not ISA differences.
                .IlcInstructionSet("native")
                .TargetFrameworkMoniker(framework)
                .DisplayName(label)
                .ToToolchain())
            .WithArguments([RuntimeComparisonBuild]));
    }
}
