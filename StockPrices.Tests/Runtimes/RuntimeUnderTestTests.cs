using System.Reflection;
using System.Runtime.Versioning;

namespace StockPrices.Tests.Runtimes;

/// <summary>
/// The test project is built for .NET 8, 9, 10 and 11; the .NET 8, 9 and 11 builds carry their own runtime. If a
/// build were run by another runtime (a roll-forward to the installed .NET 10), every per-runtime expectation in
/// RuntimeBehavior/ and CompilationModes/ would be checked against the wrong rules.
/// </summary>
public class RuntimeUnderTestTests
{
    [Test]
    public void TheTestsRunOnTheRuntimeTheyWereBuiltFor()
    {
        var builtFor = RuntimeBuiltFor(typeof(RuntimeUnderTestTests).Assembly);

        Environment.Version.Major.Should().Be(builtFor.Major);
        Environment.Version.Minor.Should().Be(builtFor.Minor);
    }

    /// <summary>
    /// The runtime version the build names (net11.0 is built against .NET 10's reference assemblies and names 11.0.0),
    /// else the test assembly's own framework: AppContext.TargetFrameworkName names the test host's.
    /// </summary>
    private static Version RuntimeBuiltFor(Assembly tests)
    {
        var named = tests.GetCustomAttributes<AssemblyMetadataAttribute>().SingleOrDefault(a => a.Key == "RuntimeFrameworkVersion");
        return named is { Value: { } version }
            ? Version.Parse(version)
            : new FrameworkName(tests.GetCustomAttribute<TargetFrameworkAttribute>()!.FrameworkName).Version;
    }
}
