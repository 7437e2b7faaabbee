namespace StockPrices.Reporting.Paired;

/// <summary>How a figure of this run stands against the committed reference's figure in the same unit.</summary>
public enum ReferenceAgreement
{
    /// <summary>The two 95% intervals overlap.</summary>
    Agrees,

    /// <summary>The two intervals do not overlap: the figures differ beyond their intervals.</summary>
    Differs,

    /// <summary>The reference has no such figure, or one of the two has no interval.</summary>
    NoReference,
}
