using BenchmarkDotNet.Configs;

namespace StockPrices.Benchmarks.Config;

/// <summary>Adds <see cref="CompletedWorkItemsDiagnoser"/> to a benchmark class, like <c>[ThreadingDiagnoser]</c> does.</summary>
[AttributeUsage(AttributeTargets.Class | AttributeTargets.Assembly, AllowMultiple = false)]
public sealed class CompletedWorkItemsDiagnoserAttribute : Attribute, IConfigSource
{
    public IConfig Config { get; } = ManualConfig.CreateEmpty().AddDiagnoser(CompletedWorkItemsDiagnoser.Default);
}
