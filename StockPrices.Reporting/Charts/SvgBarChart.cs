using System.Text;

namespace StockPrices.Reporting.Charts;

/// <summary>
/// Horizontal grouped bars: one group per category (e.g. a benchmark), one bar per series (e.g. a
/// runtime), the value printed at the end of each bar. Missing values leave a gap.
/// </summary>
public sealed class SvgBarChart(string title, string valueAxisLabel)
{
    private const int BarHeight = 14;
    private const int GroupGap = 10;
    private const int Top = 58;
    private const int Bottom = 44;
    private const int Right = 90;

    private readonly List<string> _categories = [];
    private readonly List<(string Name, Dictionary<string, double> Values)> _series = [];

    /// <summary>Draws the value axis in powers of ten, for values spanning orders of magnitude.</summary>
    public bool Logarithmic { get; init; }

    public int Width { get; init; } = 820;

    /// <summary>Adds a series; categories appear in the order they are first seen.</summary>
    public SvgBarChart AddSeries(string name, IEnumerable<(string Category, double Value)> values)
    {
        ArgumentException.ThrowIfNullOrEmpty(name);
        var byCategory = new Dictionary<string, double>(StringComparer.Ordinal);
        foreach (var (category, value) in values)
        {
            if (!_categories.Contains(category))
            {
                _categories.Add(category);
            }

            byCategory[category] = value;
        }

        _series.Add((name, byCategory));
        return this;
    }

    public string Render()
    {
        if (_series.Count == 0 || _categories.Count == 0)
        {
            throw new InvalidOperationException($"The chart '{title}' has no data.");
        }

        var left = 16 + (7 * _categories.Max(c => c.Length));
        var groupHeight = (_series.Count * BarHeight) + GroupGap;
        var plotHeight = _categories.Count * groupHeight;
        var height = Top + plotHeight + Bottom;
        var values = _series.SelectMany(s => s.Values.Values).ToList();
        var scale = new AxisScale(Logarithmic ? values.Where(v => v > 0).DefaultIfEmpty(1).Min() : 0, values.Max(), left, Width - Right, Logarithmic);

        var svg = new StringBuilder(Svg.Header(Width, height, title));
        AppendLegend(svg, left);
        foreach (var tick in scale.Ticks())
        {
            var x = Svg.N(scale.Map(tick));
            svg.Append($"<line x1=\"{x}\" y1=\"{Top}\" x2=\"{x}\" y2=\"{Top + plotHeight}\" stroke=\"#ddd\"/>\n");
            svg.Append($"<text x=\"{x}\" y=\"{Top + plotHeight + 16}\" text-anchor=\"middle\" fill=\"#444\">{Svg.Value(tick)}</text>\n");
        }

        svg.Append($"<text x=\"{(left + Width - Right) / 2}\" y=\"{height - 8}\" text-anchor=\"middle\">{Svg.Text(valueAxisLabel)}</text>\n");
        for (var c = 0; c < _categories.Count; c++)
        {
            var groupTop = Top + (c * groupHeight) + (GroupGap / 2);
            svg.Append($"<text x=\"{left - 6}\" y=\"{groupTop + (_series.Count * BarHeight / 2) + 4}\" text-anchor=\"end\">{Svg.Text(_categories[c])}</text>\n");
            for (var s = 0; s < _series.Count; s++)
            {
                if (!_series[s].Values.TryGetValue(_categories[c], out var value))
                {
                    continue;
                }

                var y = groupTop + (s * BarHeight);
                var end = scale.Map(value);
                svg.Append($"<rect x=\"{left}\" y=\"{y}\" width=\"{Svg.N(Math.Max(0.5, end - left))}\" height=\"{BarHeight - 2}\" fill=\"{Svg.Palette[s % Svg.Palette.Length]}\"><title>{Svg.Text($"{_series[s].Name}: {Svg.Value(value)}")}</title></rect>\n");
                svg.Append($"<text x=\"{Svg.N(end + 4)}\" y=\"{y + BarHeight - 4}\" font-size=\"10\" fill=\"#333\">{Svg.Value(value)}</text>\n");
            }
        }

        svg.Append($"<line x1=\"{left}\" y1=\"{Top}\" x2=\"{left}\" y2=\"{Top + plotHeight}\" stroke=\"#333\"/>\n");
        return svg.Append("</svg>\n").ToString();
    }

    private void AppendLegend(StringBuilder svg, int left)
    {
        var x = left;
        for (var s = 0; s < _series.Count; s++)
        {
            svg.Append($"<rect x=\"{x}\" y=\"34\" width=\"12\" height=\"12\" fill=\"{Svg.Palette[s % Svg.Palette.Length]}\"/>\n");
            svg.Append($"<text x=\"{x + 16}\" y=\"44\">{Svg.Text(_series[s].Name)}</text>\n");
            x += 34 + (7 * _series[s].Name.Length);
        }
    }
}
