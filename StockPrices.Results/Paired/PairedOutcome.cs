namespace StockPrices.Results.Paired;

/// <summary>What a paired comparison found: read from where its interval lies against 1x.</summary>
public enum PairedOutcome
{
    /// <summary>The interval lies above 1x.</summary>
    CandidateSlower,

    /// <summary>The interval lies below 1x.</summary>
    CandidateFaster,

    /// <summary>The interval contains 1x: the docs say so, not a number.</summary>
    NoDetectableDifference,

    /// <summary>Too few undisturbed rounds were left for a 95% interval.</summary>
    TooFewRounds,
}
