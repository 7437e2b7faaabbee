using System.Diagnostics;
using System.Globalization;
using Concurrency.Ring;
using StockPrices.Benchmarks.CommandLine;

namespace StockPrices.Benchmarks.Ring;

/// <summary>One thing the runner measures: a .NET ring (run by a worker process) or a peer program.</summary>
internal sealed record RingContender(string Name, string Family, string Mechanism, RingKind Kind, string FileName, IReadOnlyList<string> Arguments)
{
    public const string DotNet = StockPrices.Reporting.Ring.RingResults.DotNetFamily;

    /// <summary>Why this contender cannot run here (a peer not installed), or null.</summary>
    public string? Missing { get; init; }

    /// <summary>Environment variables the program runs with (its settings, e.g. Erlang's ERL_FLAGS).</summary>
    public IReadOnlyDictionary<string, string> Environment { get; init; } = new Dictionary<string, string>();

    public ProcessStartInfo StartInfo(int nodes, int messages)
    {
        var startInfo = new ProcessStartInfo(FileName) { UseShellExecute = false, RedirectStandardOutput = true, RedirectStandardError = true };
        foreach (var argument in Arguments)
        {
            startInfo.ArgumentList.Add(argument);
        }

        foreach (var (name, value) in Environment)
        {
            startInfo.Environment[name] = value;
        }

        startInfo.ArgumentList.Add(nodes.ToString(CultureInfo.InvariantCulture));
        startInfo.ArgumentList.Add(messages.ToString(CultureInfo.InvariantCulture));
        return startInfo;
    }

    public static RingContender ForDotNet(IRing ring) =>
        new(ring.Name, DotNet, ring.Description, ring.Kind, SelfInvocation.FileName, SelfInvocation.Arguments("ring", "worker", ring.Name));
}
