using System.Runtime.CompilerServices;
using BenchmarkDotNet.Attributes;
using StockPrices.Benchmarks.Config;

namespace StockPrices.Benchmarks.Article;

/// <summary>
/// Why is an async method that completes synchronously slower than the same sync method (Table 1)? Each pair
/// runs one body as a sync method and as an <c>async Task&lt;decimal&gt;</c> method that awaits nothing, so the
/// difference within a pair is what the async method adds around that body. The pairs vary only what the JIT
/// can do with the body: return a field (nothing but the async machinery), scan 101 struct quotes inlined into
/// the method, the same scan kept out of line, and the scan over class quotes. The library pairs compare the
/// article's methods with a constant ticker and with a ticker read from a field. The disassembly of every
/// benchmark, two calls deep, is exported beside the results.
/// </summary>
[MemoryDiagnoser]
[DisassemblyDiagnoser(maxDepth: 2, exportGithubMarkdown: true)]
public class SyncCompletionCost
{
    private const string Ticker = SimulatedStockPriceSource.LastTicker;
    private readonly StockPriceCache _cache = new();
    private List<StockQuote> _structQuotes = [];
    private List<QuoteClass> _classQuotes = [];
    private string _ticker = "";
    private decimal _price;

    [GlobalSetup]
    public void Fill()
    {
        _cache.InitializeAsync().GetAwaiter().GetResult();
        _structQuotes = new SimulatedStockPriceSource(TimeSpan.Zero).LoadPricesAsync(CancellationToken.None).GetAwaiter().GetResult();
        _classQuotes = _structQuotes.Select(q => new QuoteClass(q.Ticker, q.Price)).ToList();
        _ticker = Ticker;
        _price = SimulatedStockPriceSource.LastPrice;
    }

    [Benchmark(Baseline = true)]
    [BenchmarkCategory(SyncCompletionBody.ReturnField, SyncCompletionBody.Sync)]
    public decimal ReturnField_Sync() => ReturnField();

    [Benchmark]
    [BenchmarkCategory(SyncCompletionBody.ReturnField, SyncCompletionBody.Async)]
    public decimal ReturnField_Async() => ReturnFieldAsync().GetAwaiter().GetResult();

    [Benchmark]
    [BenchmarkCategory(SyncCompletionBody.ScanStructs, SyncCompletionBody.Sync)]
    public decimal ScanStructs_Sync() => ScanStructsInlined(_ticker);

    [Benchmark]
    [BenchmarkCategory(SyncCompletionBody.ScanStructs, SyncCompletionBody.Async)]
    public decimal ScanStructs_Async() => ScanStructsInlinedAsync(_ticker).GetAwaiter().GetResult();

    [Benchmark]
    [BenchmarkCategory(SyncCompletionBody.ScanStructsOutOfLine, SyncCompletionBody.Sync)]
    public decimal ScanStructsOutOfLine_Sync() => ScanStructsOutOfLineSync(_ticker);

    [Benchmark]
    [BenchmarkCategory(SyncCompletionBody.ScanStructsOutOfLine, SyncCompletionBody.Async)]
    public decimal ScanStructsOutOfLine_Async() => ScanStructsOutOfLineAsync(_ticker).GetAwaiter().GetResult();

    [Benchmark]
    [BenchmarkCategory(SyncCompletionBody.ScanClasses, SyncCompletionBody.Sync)]
    public decimal ScanClasses_Sync() => ScanClassesInlined(_ticker);

    [Benchmark]
    [BenchmarkCategory(SyncCompletionBody.ScanClasses, SyncCompletionBody.Async)]
    public decimal ScanClasses_Async() => ScanClassesInlinedAsync(_ticker).GetAwaiter().GetResult();

    [Benchmark]
    [BenchmarkCategory(StockPriceVariants.Sync, BenchmarkShape.CompletesSynchronously, SyncCompletionBody.ConstantTicker, SyncCompletionBody.Sync)]
    public decimal GetStockPriceFor() => _cache.GetStockPriceFor(Ticker);

    [Benchmark]
    [BenchmarkCategory(StockPriceVariants.Task, BenchmarkShape.CompletesSynchronously, SyncCompletionBody.ConstantTicker, SyncCompletionBody.Async)]
    public decimal GetStockPriceForAsync() => _cache.GetStockPriceForAsync(Ticker).GetAwaiter().GetResult();

    [Benchmark]
    [BenchmarkCategory(StockPriceVariants.Sync, BenchmarkShape.CompletesSynchronously, SyncCompletionBody.FieldTicker, SyncCompletionBody.Sync)]
    public decimal GetStockPriceFor_FieldTicker() => _cache.GetStockPriceFor(_ticker);

    [Benchmark]
    [BenchmarkCategory(StockPriceVariants.Task, BenchmarkShape.CompletesSynchronously, SyncCompletionBody.FieldTicker, SyncCompletionBody.Async)]
    public decimal GetStockPriceForAsync_FieldTicker() => _cache.GetStockPriceForAsync(_ticker).GetAwaiter().GetResult();

    [MethodImpl(MethodImplOptions.NoInlining)]
    private decimal ReturnField() => _price;

    // The async bodies await nothing on purpose: the method completes synchronously, as the article's does once the cache is filled.
#pragma warning disable CS1998
    [MethodImpl(MethodImplOptions.NoInlining)]
    private async Task<decimal> ReturnFieldAsync() => _price;

    [MethodImpl(MethodImplOptions.NoInlining)]
    private async Task<decimal> ScanStructsInlinedAsync(string ticker) => ScanStructs(ticker);

    [MethodImpl(MethodImplOptions.NoInlining)]
    private async Task<decimal> ScanStructsOutOfLineAsync(string ticker) => ScanStructsOutOfLine(ticker);

    [MethodImpl(MethodImplOptions.NoInlining)]
    private async Task<decimal> ScanClassesInlinedAsync(string ticker) => ScanClasses(ticker);
#pragma warning restore CS1998

    [MethodImpl(MethodImplOptions.NoInlining)]
    private decimal ScanStructsInlined(string ticker) => ScanStructs(ticker);

    [MethodImpl(MethodImplOptions.NoInlining)]
    private decimal ScanStructsOutOfLineSync(string ticker) => ScanStructsOutOfLine(ticker);

    [MethodImpl(MethodImplOptions.NoInlining)]
    private decimal ScanClassesInlined(string ticker) => ScanClasses(ticker);

    [MethodImpl(MethodImplOptions.NoInlining)]
    private decimal ScanStructsOutOfLine(string ticker) => ScanStructs(ticker);

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private decimal ScanStructs(string ticker)
    {
        foreach (var quote in _structQuotes)
        {
            if (quote.Ticker == ticker)
            {
                return quote.Price;
            }
        }

        throw new UnknownTickerException(ticker);
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private decimal ScanClasses(string ticker)
    {
        foreach (var quote in _classQuotes)
        {
            if (quote.Ticker == ticker)
            {
                return quote.Price;
            }
        }

        throw new UnknownTickerException(ticker);
    }

    private sealed record QuoteClass(string Ticker, decimal Price);
}
