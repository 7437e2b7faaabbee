using Concurrency.Ring;
using StockPrices.Benchmarks.CommandLine;

namespace StockPrices.Benchmarks.Ring;

/// <summary><c>ring node INDEX NODES MESSAGES</c>: one node of the process ring, on its standard input and output.</summary>
internal static class RingNodeProgram
{
    public static ChildProcessNodeSpawner Spawner { get; } = new(SelfInvocation.FileName, SelfInvocation.Arguments("ring", "node"));

    public static int Run(string[] arguments)
    {
        try
        {
            var start = RingNodeStart.Parse(arguments);
            using var input = Console.OpenStandardInput();
            using var output = Console.OpenStandardOutput();
            RingPipeNode.Run(input, output, start, Spawner);
            return 0;
        }
        catch (Exception exception) when (exception is ArgumentException or IOException or InvalidOperationException)
        {
            Console.Error.WriteLine($"ring node: {exception.Message}");
            return 1;
        }
    }
}
