using System.Text;

namespace StockPrices.Reporting.Charts;

/// <summary>Lines with markers over a numeric x axis (e.g. time against bandwidth, threads over time).</summary>
public sealed class SvgLineChart(string title, string xAxisLabel, string yAxisLabel)
{
    private const int Left = 80;
    private const int Top = 58;
    private const int Bottom = 48;
    private const int Right = 24;

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
        var x = new AxisScale(points.Min(p => p.X), points.Max(p => p.X), Left, Width - Right, LogarithmicX);
        var y = new AxisScale(points.Min(p => p.Y), points.Max(p => p.Y), Height - Bottom, Top, LogarithmicY);

        var svg = new StringBuilder(Svg.Header(Width, Height, title));
        foreach (var tick in x.Ticks())
        {
            var px = Svg.N(x.Map(tick));
            svg.Append($"<line x1=\"{px}\" y1=\"{Top}\" x2=\"{px}\" y2=\"{Height - Bottom}\" stroke=\"#eee\"/>\n");
            svg.Append($"<text x=\"{px}\" y=\"{Height - Bottom + 16}\" text-anchor=\"middle\" fill=\"#444\">{Svg.Value(tick)}</text>\n");
        }

        foreach (var tick in y.Ticks())
        {
            var py = Svg.N(y.Map(tick));
            svg.Append($"<line x1=\"{Left}\" y1=\"{py}\" x2=\"{Width - Right}\" y2=\"{py}\" stroke=\"#eee\"/>\n");
            svg.Append($"<text x=\"{Left - 6}\" y=\"{py}\" text-anchor=\"end\" dominant-baseline=\"middle\" fill=\"#444\">{Svg.Value(tick)}</text>\n");
        }

        svg.Append($"<rect x=\"{Left}\" y=\"{Top}\" width=\"{Width - Right - Left}\" height=\"{Height - Bottom - Top}\" fill=\"none\" stroke=\"#333\"/>\n");
        svg.Append($"<text x=\"{(Left + Width - Right) / 2}\" y=\"{Height - 10}\" text-anchor=\"middle\">{Svg.Text(xAxisLabel)}</text>\n");
        svg.Append($"<text transform=\"translate(16 {(Top + Height - Bottom) / 2}) rotate(-90)\" text-anchor=\"middle\">{Svg.Text(yAxisLabel)}</text>\n");

        var legendX = Left;
        for (var s = 0; s < _series.Count; s++)
        {
            var series = _series[s];
            var color = Svg.Palette[s % Svg.Palette.Length];
            var dash = series.Dashed ? " stroke-dasharray=\"6 4\"" : string.Empty;
            var path = string.Join(' ', series.Points.OrderBy(p => p.X).Select(p => $"{Svg.N(x.Map(p.X))},{Svg.N(y.Map(p.Y))}"));
            svg.Append($"<polyline points=\"{path}\" fill=\"none\" stroke=\"{color}\" stroke-width=\"2\"{dash}/>\n");
            if (!series.Dashed)
            {
                foreach (var (px, py) in series.Points)
                {
                    svg.Append($"<circle cx=\"{Svg.N(x.Map(px))}\" cy=\"{Svg.N(y.Map(py))}\" r=\"3\" fill=\"{color}\"><title>{Svg.Text($"{series.Name}: {Svg.Value(px)}, {Svg.Value(py)}")}</title></circle>\n");
                }
            }

            svg.Append($"<line x1=\"{legendX}\" y1=\"40\" x2=\"{legendX + 18}\" y2=\"40\" stroke=\"{color}\" stroke-width=\"2\"{dash}/>\n");
            svg.Append($"<text x=\"{legendX + 22}\" y=\"44\">{Svg.Text(series.Name)}</text>\n");
            legendX += 40 + (7 * series.Name.Length);
        }

        return svg.Append("</svg>\n").ToString();
    }
}
