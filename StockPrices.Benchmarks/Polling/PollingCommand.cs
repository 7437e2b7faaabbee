using System.CommandLine;

namespace StockPrices.Benchmarks.Polling;

/// <summary>
/// <c>polling</c>: many idle connections (seed 000). <c>polling simulated</c> and <c>polling tcp</c>
/// run one workload each; <c>polling</c> alone runs both with their defaults.
/// </summary>
internal static class PollingCommand
{
    public static int Run(string[] args)
    {
        var root = new RootCommand("Many idle connections (seed 000): thread per connection, pool polling, Task, await, Parallel and event-driven async; simulated and over loopback TCP.");
        root.Subcommands.Add(new SimulatedPollingCommand().Create());
        root.Subcommands.Add(new TcpPollingCommand().Create());
        root.SetAction(_ =>
        {
            var simulated = Run(["simulated"]);
            var tcp = Run(["tcp"]);
            return Math.Max(simulated, tcp);
        });
        return root.Parse(args).Invoke();
    }
}
