namespace StockPrices.Reporting.Figures;

/// <summary>How a figure is computed from its source row.</summary>
public enum FigureStatistic
{
    /// <summary>The median of the row's figure over every committed run, then their minimum and maximum: "1.87× (1.80–1.97)".</summary>
    MedianAndRangeOverRuns,
}
