namespace StockPrices.Results;

/// <summary>How much of what was asked a run did: only a <see cref="Complete"/> run may replace committed results.</summary>
public enum RunCompleteness
{
    /// <summary>Every planned measurement ran with the full job and succeeded.</summary>
    Complete,

    /// <summary>A dry job: one invocation per benchmark, a smoke test, not a measurement.</summary>
    Dry,

    /// <summary>A short job (few iterations): good for a look, not for a published number.</summary>
    Short,

    /// <summary>Some planned measurements are missing: failed, skipped, stopped by a budget, or filtered out.</summary>
    Partial,

    /// <summary>Stopped by Ctrl+C or SIGTERM.</summary>
    Cancelled,
}
