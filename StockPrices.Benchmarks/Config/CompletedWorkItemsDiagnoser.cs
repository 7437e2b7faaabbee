using BenchmarkDotNet.Analysers;
using BenchmarkDotNet.Diagnosers;
using BenchmarkDotNet.Engines;
using BenchmarkDotNet.Environments;
using BenchmarkDotNet.Exporters;
using BenchmarkDotNet.Jobs;
using RunMode = BenchmarkDotNet.Diagnosers.RunMode;
using BenchmarkDotNet.Loggers;
using BenchmarkDotNet.Reports;
using BenchmarkDotNet.Running;
using BenchmarkDotNet.Validators;

namespace StockPrices.Benchmarks.Config;

/// <summary>
/// BenchmarkDotNet's <see cref="ThreadingDiagnoser"/> (Completed Work Items and Lock Contentions per operation)
/// for runtimes BenchmarkDotNet 0.14.0 does not know. Its own validator compares the runtime's moniker with
/// .NET Core 3.0, and 0.14.0 gives .NET 10 the moniker <see cref="RuntimeMoniker.NotRecognized"/>, which sorts
/// first: "ThreadingDiagnoser supports only .NET Core 3.0+" (dotnet/BenchmarkDotNet#2710).
/// </summary>
/// <remarks>
/// The counts themselves need nothing from the diagnoser: 0.14.0's engine reads
/// <c>ThreadPool.CompletedWorkItemCount</c> and <c>Monitor.LockContentionCount</c> around its extra-statistics
/// iteration whenever any extra-statistics diagnoser is configured, and passes them to every diagnoser in
/// <see cref="DiagnoserResults.ThreadingStats"/>. This diagnoser turns them into the same columns by calling
/// <see cref="ThreadingDiagnoser.Default"/>, and asks for <see cref="MemoryDiagnoser"/>, because 0.14.0 only
/// runs that iteration for its own three diagnoser instances.
/// </remarks>
public sealed class CompletedWorkItemsDiagnoser : IDiagnoser
{
    public static readonly CompletedWorkItemsDiagnoser Default = new();

    private CompletedWorkItemsDiagnoser()
    {
    }

    public IEnumerable<string> Ids => [nameof(CompletedWorkItemsDiagnoser)];

    public IEnumerable<IExporter> Exporters => [];

    public IEnumerable<IAnalyser> Analysers => [];

    public RunMode GetRunMode(BenchmarkCase benchmarkCase) => RunMode.NoOverhead;

    public void Handle(HostSignal signal, DiagnoserActionParameters parameters)
    {
    }

    public IEnumerable<Metric> ProcessResults(DiagnoserResults results) => ThreadingDiagnoser.Default.ProcessResults(results);

    public void DisplayResults(ILogger logger)
    {
    }

    public IEnumerable<ValidationError> Validate(ValidationParameters validationParameters)
    {
        foreach (var benchmark in validationParameters.Benchmarks)
        {
            var runtime = benchmark.Job.ResolveValue(EnvironmentMode.RuntimeCharacteristic, EnvironmentResolver.Instance);
            var newerThanBenchmarkDotNetKnows = runtime is CoreRuntime && runtime.RuntimeMoniker == RuntimeMoniker.NotRecognized;
            if (runtime.RuntimeMoniker < RuntimeMoniker.NetCoreApp30 && !newerThanBenchmarkDotNetKnows)
            {
                yield return new ValidationError(true, $"{nameof(CompletedWorkItemsDiagnoser)} needs .NET Core 3.0 or later (ThreadPool.CompletedWorkItemCount).", benchmark);
            }

            if (!benchmark.Config.HasExtraStatsDiagnoser())
            {
                yield return new ValidationError(
                    true,
                    $"{nameof(CompletedWorkItemsDiagnoser)} needs [MemoryDiagnoser]: BenchmarkDotNet 0.14.0 counts work items only in the iteration that MemoryDiagnoser switches on.",
                    benchmark);
            }
        }
    }
}
