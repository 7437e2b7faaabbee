using StockPrices.Benchmarks.CommandLine;

return App.Run(args);
