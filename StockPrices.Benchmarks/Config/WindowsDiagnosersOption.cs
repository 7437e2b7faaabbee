namespace StockPrices.Benchmarks.Config;

/// <summary>
/// <c>--windows-diagnosers</c>: asks for BenchmarkDotNet.Diagnostics.Windows (ETW profiler, inlining and
/// tail-call diagnosers, hardware counters). That package is not referenced (docs/dependencies.md), so the
/// flag explains why instead of starting a run that would fail validation.
/// </summary>
public static class WindowsDiagnosersOption
{
    public const string Name = "--windows-diagnosers";

    public static bool IsRequested(IEnumerable<string> args) => args.Contains(Name, StringComparer.OrdinalIgnoreCase);

    /// <summary>Prints why the Windows diagnosers cannot run here; returns the exit code.</summary>
    public static int Refuse(TextWriter error)
    {
        var onWindows = OperatingSystem.IsWindows();
        if (!onWindows)
        {
            error.WriteLine($"{Name}: the BenchmarkDotNet.Diagnostics.Windows diagnosers (ETW profiler, inlining, tail calls, hardware counters) use ETW and run only on Windows; this is {System.Runtime.InteropServices.RuntimeInformation.OSDescription}.");
        }

        error.WriteLine($"{Name}: BenchmarkDotNet.Diagnostics.Windows is not in this build{(onWindows ? "" : " either")}: the package registry holds only 0.12.1, built against BenchmarkDotNet 0.12.1, not the {typeof(BenchmarkDotNet.Running.BenchmarkRunner).Assembly.GetName().Version?.ToString(3)} used here (docs/dependencies.md).");
        error.WriteLine("Nothing was run.");
        return 2;
    }
}
