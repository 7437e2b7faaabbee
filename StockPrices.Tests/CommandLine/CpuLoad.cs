using System.Diagnostics;

namespace StockPrices.Tests.CommandLine;

/// <summary>
/// Other work on the machine, owned by a test: shell busy loops, one or more per core, each a separate process of its
/// own (not a child of the app under test), killed when disposed.
/// </summary>
internal sealed class CpuLoad : IDisposable
{
    private readonly List<Process> _loops = [];

    private CpuLoad()
    {
    }

    /// <summary>Starts <paramref name="loopsPerCore"/> busy loops for every core.</summary>
    public static CpuLoad OnEveryCore(int loopsPerCore = 1)
    {
        var load = new CpuLoad();
        try
        {
            for (var loop = 0; loop < Environment.ProcessorCount * loopsPerCore; loop++)
            {
                var startInfo = new ProcessStartInfo("sh") { UseShellExecute = false };
                startInfo.ArgumentList.Add("-c");
                startInfo.ArgumentList.Add("while :; do :; done");
                load._loops.Add(Process.Start(startInfo)!);
            }
        }
        catch
        {
            load.Dispose();
            throw;
        }

        return load;
    }

    public void Dispose()
    {
        foreach (var loop in _loops)
        {
            if (!loop.HasExited)
            {
                loop.Kill();
                loop.WaitForExit();
            }

            loop.Dispose();
        }

        _loops.Clear();
    }
}
