using static StockPrices.Reporting.Charts.Svg;

namespace StockPrices.Reporting.Charts;

/// <summary>
/// Lines over a numeric x axis (e.g. time against bandwidth, threads over time), told apart by a marker shape
/// per series and its name at the line's end, not by colour alone. Points are <c>&lt;g class="point"&gt;</c>
/// carrying their series and values, ticks <c>&lt;text class="tick"&gt;</c> their value, so a test can read them back.
/// </summary>
public sealed class SvgLineChart(string title, string xAxisLabel, string yAxisLabel)
{
    private const int Left = 80;
    private const int Top = 58;
    private const int Bottom = 48;
    private const int LabelGap = 13;

    private readonly List<ChartSeries> _series = [];

    public bool LogarithmicX { get; init; }

    public bool LogarithmicY { get; init; }

    public int Width { get; init; } = 820;

    public int Height { get; init; } = 440;

    public SvgLineChart Add(ChartSeries series)
    {
        if (series.Points.Count == 0)
        {
            throw new ArgumentException($"The series '{series.Name}' has no points.", nameof(series));
        }

        _series.Add(series);
        return this;
    }

    public string Render()
    {
        if (_series.Count == 0)
        {
            throw new InvalidOperationException($"The chart '{title}' has no data.");
        }

        var points = _series.SelectMany(s => s.Points).ToList();
        var right = 30 + (7 * _series.Max(s => s.Name.Length));
        var x = new AxisScale(points.Min(p => p.X), points.Max(p => p.X), Left, Width - right, LogarithmicX);
        var y = new AxisScale(points.Min(p => p.Y), points.Max(p => p.Y), Height - Bottom, Top, LogarithmicY);

        var svg = Document(Width, Height, title);
        var xAxis = Axis("x", LogarithmicX);
        foreach (var tick in x.Ticks())
        {
            var px = x.Map(tick);
            xAxis.Add(Line(px, Top, px, Height - Bottom, "#eee"), Tick(tick, A("x", px), A("y", Height - Bottom + 16), A("text-anchor", "middle")));
        }

        var yAxis = Axis("y", LogarithmicY);
        foreach (var tick in y.Ticks())
        {
            var py = y.Map(tick);
            yAxis.Add(Line(Left, py, Width - right, py, "#eee"), Tick(tick, A("x", Left - 6), A("y", py), A("text-anchor", "end"), A("dominant-baseline", "middle")));
        }

        svg.Add(
            xAxis,
            yAxis,
            E("rect", A("x", Left), A("y", Top), A("width", Width - right - Left), A("height", Height - Bottom - Top), A("fill", "none"), A("stroke", "#333")),
            AxisLabel("x", xAxisLabel, A("x", (Left + Width - right) / 2), A("y", Height - 10)),
            AxisLabel("y", yAxisLabel, A("transform", $"translate(16 {(Top + Height - Bottom) / 2}) rotate(-90)")));

        var legendX = Left;
        var ends = new List<(int Series, double PointY, double LabelY)>();
        for (var s = 0; s < _series.Count; s++)
        {
            var series = _series[s];
            var color = Palette[s % Palette.Length];
            var dash = series.Dashed ? A("stroke-dasharray", "6 4") : null;
            var ordered = series.Points.OrderBy(p => p.X).ToList();
            svg.Add(E("polyline", A("points", string.Join(' ', ordered.Select(p => $"{N(x.Map(p.X))},{N(y.Map(p.Y))}"))), A("fill", "none"), A("stroke", color), A("stroke-width", 2), dash));
            svg.Add(ordered.Select(p => E(
                "g", A("class", "point"), A("data-series", series.Name), A("data-x", Raw(p.X)), A("data-y", Raw(p.Y)),
                E("title", $"{series.Name}: {Value(p.X)}, {Value(p.Y)}"),
                SvgMarker.Draw(s, x.Map(p.X), y.Map(p.Y), color))));
            ends.Add((s, y.Map(ordered[^1].Y), y.Map(ordered[^1].Y)));
            svg.Add(
                Line(legendX, 40, legendX + 24, 40, color, A("stroke-width", 2), dash),
                SvgMarker.Draw(s, legendX + 12, 40, color),
                E("text", A("x", legendX + 28), A("y", 44), series.Name));
            legendX += 46 + (7 * series.Name.Length);
        }

        // Each line's name at its end, pushed apart just enough not to overlap.
        var labels = ends.OrderBy(e => e.PointY).ToList();
        for (var i = 1; i < labels.Count; i++)
        {
            labels[i] = labels[i] with { LabelY = Math.Max(labels[i].PointY, labels[i - 1].LabelY + LabelGap) };
        }

        var lineEnd = Width - right;
        svg.Add(labels.Select(label => E(
            "g", A("class", "line-label"), A("data-series", _series[label.Series].Name),
            SvgMarker.Draw(label.Series, lineEnd + 10, label.LabelY, Palette[label.Series % Palette.Length]),
            E("text", A("x", lineEnd + 18), A("y", label.LabelY + 4), A("font-size", 11), _series[label.Series].Name))));
        return Svg.Render(svg);
    }
}
