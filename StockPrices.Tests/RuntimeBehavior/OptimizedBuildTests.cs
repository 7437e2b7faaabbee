using System.Diagnostics;
using System.Reflection;
using StockPrices;

namespace StockPrices.Tests.RuntimeBehavior;

/// <summary>
/// The allocation tests describe optimised builds: in Debug, Roslyn emits class state machines and every async
/// call allocates. Both projects set Optimize=true in every configuration; these tests catch a change to that.
/// </summary>
public class OptimizedBuildTests
{
    [Test]
    public void StockPricesAssembly_IsCompiledWithOptimizations()
    {
        var debuggable = typeof(StockPriceCache).Assembly.GetCustomAttribute<DebuggableAttribute>();

        (debuggable?.IsJITOptimizerDisabled ?? false).Should().BeFalse();
    }

    [Test]
    public void TestAssembly_IsCompiledWithOptimizations()
    {
        var debuggable = typeof(OptimizedBuildTests).Assembly.GetCustomAttribute<DebuggableAttribute>();

        (debuggable?.IsJITOptimizerDisabled ?? false).Should().BeFalse();
    }
}
