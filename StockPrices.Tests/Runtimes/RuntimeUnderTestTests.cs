using System.Reflection;
using System.Runtime.Versioning;

namespace StockPrices.Tests.Runtimes;

/// <summary>
/// The test project is built for .NET 8, 9 and 10; the .NET 8 and 9 builds carry their own runtime.
/// If a build were run by another runtime (a roll-forward to the installed .NET 10), every per-runtime
/// expectation in RuntimeBehavior/ would be checked against the wrong rules.
/// </summary>
public class RuntimeUnderTestTests
{
    [Test]
    public void TheTestsRunOnTheRuntimeTheyWereBuiltFor()
    {
        // The test assembly's own framework: AppContext.TargetFrameworkName names the test host's.
        var targetFramework = typeof(RuntimeUnderTestTests).Assembly.GetCustomAttribute<TargetFrameworkAttribute>()!;
        var builtFor = new FrameworkName(targetFramework.FrameworkName).Version;

        Environment.Version.Major.Should().Be(builtFor.Major);
        Environment.Version.Minor.Should().Be(builtFor.Minor);
    }
}
