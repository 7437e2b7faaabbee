namespace StockPrices.Reporting.Charts;

/// <summary>A named series of points; <see cref="Dashed"/> draws it as a reference (e.g. an analytic limit).</summary>
public sealed record ChartSeries(string Name, IReadOnlyList<(double X, double Y)> Points, bool Dashed = false);
