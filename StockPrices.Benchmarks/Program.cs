using StockPrices.Benchmarks;

// No arguments: the article's suite. A command name first: that command's own runner.
// Anything else goes to BenchmarkDotNet's switcher (--filter, --job, --list, --runtimes ...).
var commands = new Dictionary<string, Func<string[], int>>(StringComparer.OrdinalIgnoreCase)
{
    ["docs"] = DocsCommand.Run,
    ["compare"] = StockPrices.Benchmarks.Compare.CompareCommand.Run,
    ["runtimes"] = StockPrices.Benchmarks.Runtimes.RuntimesCommand.Run,
    ["ring"] = StockPrices.Benchmarks.Ring.RingCommand.Run,
    ["pipelines"] = StockPrices.Benchmarks.Pipelines.PipelinesCommand.Run,
    ["polling"] = StockPrices.Benchmarks.Polling.PollingCommand.Run,
};

return args.Length > 0 && commands.TryGetValue(args[0], out var command)
    ? command(args[1..])
    : ArticleSuite.Run(args);
