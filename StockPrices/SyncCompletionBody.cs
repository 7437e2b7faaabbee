namespace StockPrices;

/// <summary>
/// The categories of SyncCompletionCost's rows: which body a pair runs, and whether the row is the pair's
/// sync or async method, so that the docs compute each pair's difference without naming methods.
/// </summary>
public static class SyncCompletionBody
{
    public const string Sync = "sync";
    public const string Async = "async";

    /// <summary>Returns a field: nothing but what the async method itself adds.</summary>
    public const string ReturnField = "body:return-field";

    /// <summary>Scans the 101 struct quotes, the scan inlined into the method.</summary>
    public const string ScanStructs = "body:scan-structs";

    /// <summary>The same scan in a method of its own that the JIT may not inline.</summary>
    public const string ScanStructsOutOfLine = "body:scan-structs-out-of-line";

    /// <summary>The scan over quotes that are classes, inlined.</summary>
    public const string ScanClasses = "body:scan-classes";

    /// <summary>The library's lookups with the ticker a constant, as the article's benchmarks pass it.</summary>
    public const string ConstantTicker = "ticker:constant";

    /// <summary>The library's lookups with the ticker read from a field.</summary>
    public const string FieldTicker = "ticker:field";

    public static IReadOnlyList<string> Bodies { get; } = [ReturnField, ScanStructs, ScanStructsOutOfLine, ScanClasses, ConstantTicker, FieldTicker];
}
