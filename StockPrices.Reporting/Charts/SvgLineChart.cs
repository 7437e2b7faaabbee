using System.Text;

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
        ArgumentNullException.ThrowIfNull(series);
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

        var svg = new StringBuilder(Svg.Header(Width, Height, title));
        svg.Append($"<g class=\"axis\" data-axis=\"x\" data-scale=\"{(LogarithmicX ? "log" : "linear")}\">\n");
        foreach (var tick in x.Ticks())
        {
            var px = Svg.N(x.Map(tick));
            svg.Append($"<line x1=\"{px}\" y1=\"{Top}\" x2=\"{px}\" y2=\"{Height - Bottom}\" stroke=\"#eee\"/>\n");
            svg.Append($"<text class=\"tick\" data-value=\"{Svg.Raw(tick)}\" x=\"{px}\" y=\"{Height - Bottom + 16}\" text-anchor=\"middle\" fill=\"#444\">{Svg.Value(tick)}</text>\n");
        }

        svg.Append($"</g>\n<g class=\"axis\" data-axis=\"y\" data-scale=\"{(LogarithmicY ? "log" : "linear")}\">\n");

        foreach (var tick in y.Ticks())
        {
            var py = Svg.N(y.Map(tick));
            svg.Append($"<line x1=\"{Left}\" y1=\"{py}\" x2=\"{Width - right}\" y2=\"{py}\" stroke=\"#eee\"/>\n");
            svg.Append($"<text class=\"tick\" data-value=\"{Svg.Raw(tick)}\" x=\"{Left - 6}\" y=\"{py}\" text-anchor=\"end\" dominant-baseline=\"middle\" fill=\"#444\">{Svg.Value(tick)}</text>\n");
        }

        svg.Append("</g>\n");

        svg.Append($"<rect x=\"{Left}\" y=\"{Top}\" width=\"{Width - right - Left}\" height=\"{Height - Bottom - Top}\" fill=\"none\" stroke=\"#333\"/>\n");
        svg.Append($"<text class=\"axis-label\" data-axis=\"x\" x=\"{(Left + Width - right) / 2}\" y=\"{Height - 10}\" text-anchor=\"middle\">{Svg.Text(xAxisLabel)}</text>\n");
        svg.Append($"<text class=\"axis-label\" data-axis=\"y\" transform=\"translate(16 {(Top + Height - Bottom) / 2}) rotate(-90)\" text-anchor=\"middle\">{Svg.Text(yAxisLabel)}</text>\n");

        var legendX = Left;
        var ends = new List<(int Series, double PointY, double LabelY)>();
        for (var s = 0; s < _series.Count; s++)
        {
            var series = _series[s];
            var color = Svg.Palette[s % Svg.Palette.Length];
            var dash = series.Dashed ? " stroke-dasharray=\"6 4\"" : string.Empty;
            var ordered = series.Points.OrderBy(p => p.X).ToList();
            var path = string.Join(' ', ordered.Select(p => $"{Svg.N(x.Map(p.X))},{Svg.N(y.Map(p.Y))}"));
            svg.Append($"<polyline points=\"{path}\" fill=\"none\" stroke=\"{color}\" stroke-width=\"2\"{dash}/>\n");
            foreach (var (px, py) in ordered)
            {
                svg.Append($"<g class=\"point\" data-series=\"{Svg.Text(series.Name)}\" data-x=\"{Svg.Raw(px)}\" data-y=\"{Svg.Raw(py)}\"><title>{Svg.Text($"{series.Name}: {Svg.Value(px)}, {Svg.Value(py)}")}</title>{SvgMarker.Draw(s, x.Map(px), y.Map(py), color)}</g>\n");
            }

            ends.Add((s, y.Map(ordered[^1].Y), y.Map(ordered[^1].Y)));
            svg.Append($"<line x1=\"{legendX}\" y1=\"40\" x2=\"{legendX + 24}\" y2=\"40\" stroke=\"{color}\" stroke-width=\"2\"{dash}/>{SvgMarker.Draw(s, legendX + 12, 40, color)}\n");
            svg.Append($"<text x=\"{legendX + 28}\" y=\"44\">{Svg.Text(series.Name)}</text>\n");
            legendX += 46 + (7 * series.Name.Length);
        }

        // Each line's name at its end, pushed apart just enough not to overlap.
        var labels = ends.OrderBy(e => e.PointY).ToList();
        for (var i = 1; i < labels.Count; i++)
        {
            labels[i] = labels[i] with { LabelY = Math.Max(labels[i].PointY, labels[i - 1].LabelY + LabelGap) };
        }

        var lineEnd = Width - right;
        foreach (var (s, pointY, labelY) in labels)
        {
            svg.Append($"<g class=\"line-label\" data-series=\"{Svg.Text(_series[s].Name)}\">{SvgMarker.Draw(s, lineEnd + 10, labelY, Svg.Palette[s % Svg.Palette.Length])}");
            svg.Append($"<text x=\"{Svg.N(lineEnd + 18)}\" y=\"{Svg.N(labelY + 4)}\" font-size=\"11\">{Svg.Text(_series[s].Name)}</text></g>\n");
        }

        return svg.Append("</svg>\n").ToString();
    }
}
