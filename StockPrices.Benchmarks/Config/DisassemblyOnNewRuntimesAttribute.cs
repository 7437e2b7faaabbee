using BenchmarkDotNet.Configs;

namespace StockPrices.Benchmarks.Config;

/// <summary>Adds <see cref="DisassemblyOnNewRuntimesDiagnoser"/> to a benchmark class, like <c>[DisassemblyDiagnoser]</c> does.</summary>
[AttributeUsage(AttributeTargets.Class, AllowMultiple = false)]
public sealed class DisassemblyOnNewRuntimesAttribute : Attribute, IConfigSource
{
    public IConfig Config { get; } = ManualConfig.CreateEmpty().AddDiagnoser(new DisassemblyOnNewRuntimesDiagnoser());
}
