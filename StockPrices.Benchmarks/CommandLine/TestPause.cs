using System.Diagnostics;
using System.Globalization;

namespace StockPrices.Benchmarks.CommandLine;

/// <summary>
/// A seam for the tests that must act at one exact moment of a run (send a stop signal while a publish is under
/// way, take a port between two runs): when <see cref="Variable"/> is <c>&lt;point&gt;=&lt;marker file&gt;</c>, the app
/// writes the marker file on reaching that point and waits there until the test deletes it (at most
/// <see cref="MaxWait"/>). Unset, as it is for every user, it does nothing.
/// </summary>
internal static class TestPause
{
    public const string Variable = "STOCKPRICES_TEST_PAUSE";

    /// <summary>Just before a run's results are saved and published, before the stop check that may cancel the publish.</summary>
    public const string BeforePublish = "before-publish";

    /// <summary>Inside a publish: after its stop check, before anything is written.</summary>
    public const string Publishing = "publishing";

    /// <summary>Before <c>polling tcp</c> starts the server of its second run.</summary>
    public const string SecondTcpRun = "polling-tcp-run-2";

    private static readonly TimeSpan MaxWait = TimeSpan.FromSeconds(60);

    public static void At(string point)
    {
        if (Environment.GetEnvironmentVariable(Variable)?.Split('=', 2) is not [var name, var marker] || name != point)
        {
            return;
        }

        File.WriteAllText(marker, Environment.ProcessId.ToString(CultureInfo.InvariantCulture));
        var waited = Stopwatch.StartNew();
        while (File.Exists(marker) && waited.Elapsed < MaxWait)
        {
            Thread.Sleep(10);
        }
    }
}
