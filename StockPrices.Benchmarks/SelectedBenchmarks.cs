using BenchmarkDotNet.Configs;
using BenchmarkDotNet.Loggers;
using BenchmarkDotNet.Running;

namespace StockPrices.Benchmarks;

/// <summary>
/// How many benchmarks BenchmarkDotNet's own filters select from a command line: its <c>--list flat</c>, counted
/// instead of printed, so that a filter that selects nothing is said in one line before anything else runs or
/// prints (BenchmarkDotNet itself lists nothing and exits 0, or, asked to run, lists every type it has).
/// </summary>
internal static class SelectedBenchmarks
{
    /// <summary>The lines BenchmarkDotNet's list prints for <paramref name="listArgs"/>, which ask for a list (<c>--list flat</c> or <c>tree</c>): none when nothing is selected.</summary>
    public static int Count(BenchmarkSwitcher switcher, string[] listArgs)
    {
        var counter = new LineCounter();
        switcher.Run(listArgs, ManualConfig.CreateEmpty().AddLogger(counter));
        return counter.Lines;
    }

    /// <summary>What a run or list whose <paramref name="filters"/> select nothing says, in one line.</summary>
    public static string NoneSelected(IEnumerable<string> filters) =>
        $"--filter '{string.Join("' '", filters)}' selects no benchmark: a filter matches Namespace.Type.Method, with * for any text (e.g. '*SyncVsAsync*'); --list flat lists them all";

    /// <summary>A logger that counts the lines of text written to it and prints nothing.</summary>
    private sealed class LineCounter : ILogger
    {
        public int Lines { get; private set; }

        public string Id => nameof(LineCounter);

        public int Priority => 0;

        public void Write(LogKind logKind, string text)
        {
        }

        public void WriteLine()
        {
        }

        public void WriteLine(LogKind logKind, string text)
        {
            if (!string.IsNullOrWhiteSpace(text))
            {
                Lines++;
            }
        }

        public void Flush()
        {
        }
    }
}
