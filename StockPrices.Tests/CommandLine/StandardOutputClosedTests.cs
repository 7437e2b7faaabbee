using System.Diagnostics;

namespace StockPrices.Tests.CommandLine;

/// <summary>Started with standard output closed, the app says so in one line and starts nothing.</summary>
public sealed class StandardOutputClosedTests
{
    [Test]
    public void ARunWithStandardOutputClosedIsRefusedInOneLineBeforeAnyWork()
    {
        var startInfo = new ProcessStartInfo("bash") { RedirectStandardError = true, UseShellExecute = false, WorkingDirectory = AppProcess.RepositoryRoot };
        // bash closes descriptor 1 (>&-) and then becomes the app.
        foreach (var argument in new[] { "-c", "exec \"$0\" \"$@\" >&-", "dotnet", AppProcess.Dll, "ring", "--nodes", "3", "--messages", "10" })
        {
            startInfo.ArgumentList.Add(argument);
        }

        using var process = Process.Start(startInfo)!;
        var error = process.StandardError.ReadToEndAsync();
        if (!process.WaitForExit(AppProcess.Timeout))
        {
            process.Kill(entireProcessTree: true);
            Assert.Fail("the app did not exit");
        }

        (process.ExitCode, error.Result.Trim().Split('\n').Length).Should().Be((2, 1), error.Result);
        error.Result.Should().Contain("standard output is closed");
    }
}
