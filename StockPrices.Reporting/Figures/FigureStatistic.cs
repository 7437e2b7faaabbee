namespace StockPrices.Reporting.Figures;

/// <summary>How a figure is computed from its source row over the committed runs.</summary>
public enum FigureStatistic
{
    /// <summary>The median of the row's figure over every committed run and their spread (<see cref="FigureRange"/>): "18.8 ns ±2.1%".</summary>
    MedianAndSpreadOverRuns,

    /// <summary>
    /// A paired ratio: the median over the runs of each run's median ratio, with its spread; "no detectable difference"
    /// when every run's 95% interval contains 1×.
    /// </summary>
    PairedRatioOverRuns,

    /// <summary>How many committed runs (or the size a figure is measured at): a count, no statistic.</summary>
    RunCount,

    /// <summary>A setting of this repository quoted as it is, not a measurement.</summary>
    Setting,

    /// <summary>A byte count the runtime-behaviour tests assert exactly on one runtime (RuntimeExpectations): "184 B".</summary>
    AssertedByTests,
}
