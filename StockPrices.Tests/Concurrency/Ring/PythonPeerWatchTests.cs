using System.Diagnostics;
using System.Globalization;
using StockPrices.Tests.CommandLine;

namespace StockPrices.Tests.Concurrency.Ring;

/// <summary>
/// The Python ring peers end with the app that started them and at the deadline it gave them, as the app's own
/// children do: a ring of a hundred million messages, which would run for many minutes, stops within seconds
/// when its named parent is not its parent or its deadline has passed.
/// </summary>
[Platform("Linux,MacOsX")]
public sealed class PythonPeerWatchTests
{
    private static readonly TimeSpan Bound = TimeSpan.FromSeconds(10);

    [TestCase("ring_threading.py")]
    [TestCase("ring_asyncio.py")]
    public void APeerWhoseParentIsGoneStops(string program) =>
        StopsWithin(program, "STOCKPRICES_PARENT_PID", "1", "its parent process 1 ended");

    [TestCase("ring_threading.py")]
    [TestCase("ring_asyncio.py")]
    public void APeerPastItsDeadlineStops(string program) =>
        StopsWithin(program, "STOCKPRICES_DEADLINE_UNIX_MS", DateTimeOffset.UtcNow.AddSeconds(-1).ToUnixTimeMilliseconds().ToString(CultureInfo.InvariantCulture), "its deadline");

    [Test]
    public void AWatchedPeerWhoseShutdownOutlastsTheWatchIntervalExitsCleanly()
    {
        // The interpreter's shutdown gives SIGALRM its default action back; a timer still armed then ends the process
        // (exit 142). Freeing a large ring's objects takes longer than the watch's interval, as this graph does.
        var startInfo = new ProcessStartInfo("python3") { RedirectStandardOutput = true, RedirectStandardError = true, UseShellExecute = false };
        startInfo.ArgumentList.Add("-c");
        startInfo.ArgumentList.Add("import sys; sys.path.insert(0, sys.argv[1]); import ring_common; ring_common.watch_parent('teardown'); graph = [{i: [i]} for i in range(3_000_000)]");
        startInfo.ArgumentList.Add(Path.Combine(AppProcess.RepositoryRoot, "StockPrices.Benchmarks", "peers"));
        startInfo.Environment["STOCKPRICES_DEADLINE_UNIX_MS"] = DateTimeOffset.UtcNow.AddMinutes(10).ToUnixTimeMilliseconds().ToString(CultureInfo.InvariantCulture);
        using var peer = Process.Start(startInfo)!;
        try
        {
            var error = peer.StandardError.ReadToEndAsync();
            peer.WaitForExit(TimeSpan.FromSeconds(60)).Should().BeTrue();
            peer.ExitCode.Should().Be(0, error.Result);
        }
        finally
        {
            ProcessTree.KillAll([peer.Id]);
        }
    }

    private static void StopsWithin(string program, string variable, string value, string why)
    {
        var startInfo = new ProcessStartInfo("python3") { RedirectStandardOutput = true, RedirectStandardError = true, UseShellExecute = false };
        startInfo.ArgumentList.Add(Path.Combine(AppProcess.RepositoryRoot, "StockPrices.Benchmarks", "peers", program));
        startInfo.ArgumentList.Add("2");
        startInfo.ArgumentList.Add("100000000");
        startInfo.Environment[variable] = value;
        using var peer = Process.Start(startInfo)!;
        try
        {
            var output = peer.StandardOutput.ReadToEndAsync();
            var error = peer.StandardError.ReadToEndAsync();

            peer.WaitForExit(Bound).Should().BeTrue($"the peer should stop within {Bound.TotalSeconds} s");
            peer.ExitCode.Should().Be(137, error.Result);
            error.Result.Should().Contain($"{program}: process {peer.Id} stopped: {why}");
            output.Result.Should().NotContain("ring-result");
        }
        finally
        {
            ProcessTree.KillAll([peer.Id]);
        }
    }
}
