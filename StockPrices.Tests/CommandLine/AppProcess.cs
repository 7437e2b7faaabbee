using System.Diagnostics;

namespace StockPrices.Tests.CommandLine;

/// <summary>
/// The benchmark app as a user runs it: its built dll started with <c>dotnet</c> (faster than <c>dotnet run</c>),
/// from the same build configuration as these tests.
/// </summary>
internal static class AppProcess
{
    public static readonly TimeSpan Timeout = TimeSpan.FromSeconds(60);

    public static string RepositoryRoot { get; } = global::StockPrices.Results.RepositoryRoot.Find(TestContext.CurrentContext.TestDirectory);

    /// <summary>StockPrices.Benchmarks/bin/&lt;configuration&gt;/net10.0/StockPrices.Benchmarks.dll, next to where these tests were built.</summary>
    public static string Dll { get; } = Path.Combine(
        RepositoryRoot,
        "StockPrices.Benchmarks",
        "bin",
        new DirectoryInfo(TestContext.CurrentContext.TestDirectory).Parent!.Name,
        "net10.0",
        "StockPrices.Benchmarks.dll");

    public static ProcessStartInfo StartInfo(IEnumerable<string> arguments, string? workingDirectory = null)
    {
        var startInfo = new ProcessStartInfo("dotnet")
        {
            RedirectStandardOutput = true,
            RedirectStandardError = true,
            UseShellExecute = false,
            WorkingDirectory = workingDirectory ?? RepositoryRoot,
        };
        startInfo.ArgumentList.Add(Dll);
        foreach (var argument in arguments)
        {
            startInfo.ArgumentList.Add(argument);
        }

        return startInfo;
    }

    /// <summary>Runs the app to its end (killed after <paramref name="timeout"/>, <see cref="Timeout"/> unless given) and returns its exit code and output.</summary>
    public static (int ExitCode, string Output, string Error) Run(IEnumerable<string> arguments, string? workingDirectory = null, TimeSpan? timeout = null)
    {
        var limit = timeout ?? Timeout;
        using var process = Process.Start(StartInfo(arguments, workingDirectory))!;
        var output = process.StandardOutput.ReadToEndAsync();
        var error = process.StandardError.ReadToEndAsync();
        if (!process.WaitForExit(limit))
        {
            process.Kill(entireProcessTree: true);
            Assert.Fail($"The app did not exit within {limit.TotalSeconds} s: {string.Join(' ', arguments)}");
        }

        return (process.ExitCode, output.Result, error.Result);
    }
}
