namespace StockPrices.Tests.StockPrices;

/// <summary>The cache classes: the article's, and the two whose filled-cache lookups still yield.</summary>
public enum CacheKind
{
    Plain,
    Yields,
    ForceYields,
}
