namespace StockPrices.Reporting.Comparison;

/// <summary>What the statistical test concluded about the diff run against the base run.</summary>
public enum ComparisonVerdict
{
    /// <summary>The difference is within the threshold.</summary>
    Same,

    Faster,

    Slower,

    /// <summary>Too few iterations, or too much noise, to tell.</summary>
    Unknown,
}
