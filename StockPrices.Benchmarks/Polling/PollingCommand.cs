using System.CommandLine;
using StockPrices.Benchmarks.CommandLine;

namespace StockPrices.Benchmarks.Polling;

/// <summary>
/// <c>polling</c>: many idle connections (seed 000). <c>polling simulated</c> and <c>polling tcp</c>
/// run one workload each; <c>polling</c> alone runs both with their defaults.
/// </summary>
internal static class PollingCommand
{
    public static Command Create()
    {
        var save = new Option<bool>("--save") { Description = "Also publish both runs to docs/results when each completes." };
        var command = new Command("polling", "Many idle connections: the time and threads of thread per connection, pool polling, Task, await, Parallel and event-driven async; simulated and over loopback TCP. Alone: both with their defaults.")
        {
            new SimulatedPollingCommand().Create(),
            new TcpPollingCommand().Create(),
            save,
        };
        command.SetAction(parse =>
        {
            string[] saveArgument = parse.GetValue(save) ? ["--save"] : [];
            var simulated = parse.RootCommandResult.Command.Parse(["polling", "simulated", .. saveArgument]).Invoke(App.Invocation);
            return StopSignal.Requested
                ? StopSignal.ExitCode
                : Math.Max(simulated, parse.RootCommandResult.Command.Parse(["polling", "tcp", .. saveArgument]).Invoke(App.Invocation));
        });
        return command;
    }
}
