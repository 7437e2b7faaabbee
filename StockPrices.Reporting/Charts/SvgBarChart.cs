using System.Text;

namespace StockPrices.Reporting.Charts;

/// <summary>
/// Horizontal grouped marks: one group per category (e.g. a benchmark), one mark per series present in it
/// (e.g. a runtime), the value printed beside each mark and, with several series, the series name too.
/// On a linear axis a mark is a bar starting at zero; on a logarithmic axis (values spanning orders of
/// magnitude) it is a dot on a thin guide, since a bar's length from an arbitrary floor would mislead.
/// Every mark is a <c>&lt;g class="mark"&gt;</c> carrying its category, series and value, and every tick a
/// <c>&lt;text class="tick"&gt;</c> carrying its value, so a test can check the drawn positions against the data.
/// </summary>
public sealed class SvgBarChart(string title, string valueAxisLabel)
{
    private const int BarHeight = 16;
    private const int GroupGap = 10;
    private const int Top = 58;
    private const int Bottom = 44;

    private readonly List<string> _categories = [];
    private readonly List<(string Name, Dictionary<string, double> Values)> _series = [];

    /// <summary>Draws the value axis in powers of ten and the values as dots, for values spanning orders of magnitude.</summary>
    public bool Logarithmic { get; init; }

    public int Width { get; init; } = 820;

    /// <summary>Adds a series; categories appear in the order they are first seen. NaN values are left out.</summary>
    public SvgBarChart AddSeries(string name, IEnumerable<(string Category, double Value)> values)
    {
        ArgumentException.ThrowIfNullOrEmpty(name);
        var byCategory = new Dictionary<string, double>(StringComparer.Ordinal);
        foreach (var (category, value) in values.Where(v => !double.IsNaN(v.Value)))
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

        var named = _series.Count > 1;
        var left = 16 + (7 * _categories.Max(c => c.Length));
        var right = 24 + (7 * ((named ? _series.Max(s => s.Name.Length) + 2 : 0) + 7));
        var groups = _categories.Select(c => _series.Select((s, index) => (s.Name, Index: index, Found: s.Values.TryGetValue(c, out var v), Value: v)).Where(m => m.Found).ToList()).ToList();
        var plotHeight = groups.Sum(g => (g.Count * BarHeight) + GroupGap);
        var height = Top + plotHeight + Bottom;
        var values = _series.SelectMany(s => s.Values.Values).ToList();
        var scale = new AxisScale(Logarithmic ? values.Where(v => v > 0).DefaultIfEmpty(1).Min() : 0, values.Max(), left, Width - right, Logarithmic);
        var axisLabel = Logarithmic && !valueAxisLabel.Contains("log", StringComparison.OrdinalIgnoreCase) ? valueAxisLabel + " (log scale)" : valueAxisLabel;

        var svg = new StringBuilder(Svg.Header(Width, height, title));
        if (named)
        {
            AppendLegend(svg, left);
        }

        svg.Append($"<g class=\"axis\" data-axis=\"x\" data-scale=\"{(Logarithmic ? "log" : "linear")}\">\n");
        foreach (var tick in scale.Ticks())
        {
            var x = Svg.N(scale.Map(tick));
            svg.Append($"<line x1=\"{x}\" y1=\"{Top}\" x2=\"{x}\" y2=\"{Top + plotHeight}\" stroke=\"#ddd\"/>\n");
            svg.Append($"<text class=\"tick\" data-value=\"{Svg.Raw(tick)}\" x=\"{x}\" y=\"{Top + plotHeight + 16}\" text-anchor=\"middle\" fill=\"#444\">{Svg.Value(tick)}</text>\n");
        }

        svg.Append($"<text class=\"axis-label\" data-axis=\"x\" x=\"{(left + Width - right) / 2}\" y=\"{height - 8}\" text-anchor=\"middle\">{Svg.Text(axisLabel)}</text>\n</g>\n");
        var groupTop = Top + (GroupGap / 2);
        for (var c = 0; c < _categories.Count; c++)
        {
            var marks = groups[c];
            svg.Append($"<text class=\"category\" x=\"{left - 6}\" y=\"{groupTop + (marks.Count * BarHeight / 2) + 4}\" text-anchor=\"end\">{Svg.Text(_categories[c])}</text>\n");
            for (var m = 0; m < marks.Count; m++)
            {
                var (name, index, _, value) = marks[m];
                var y = groupTop + (m * BarHeight);
                var end = scale.Map(value);
                var color = Svg.Palette[index % Svg.Palette.Length];
                var label = named ? $"{name}: {Svg.Value(value)}" : Svg.Value(value);
                svg.Append($"<g class=\"mark\" data-category=\"{Svg.Text(_categories[c])}\" data-series=\"{Svg.Text(name)}\" data-value=\"{Svg.Raw(value)}\">");
                if (Logarithmic)
                {
                    svg.Append($"<line x1=\"{left}\" y1=\"{y + (BarHeight / 2) - 1}\" x2=\"{Svg.N(end)}\" y2=\"{y + (BarHeight / 2) - 1}\" stroke=\"#bbb\"/>");
                    svg.Append($"<circle cx=\"{Svg.N(end)}\" cy=\"{y + (BarHeight / 2) - 1}\" r=\"5\" fill=\"{color}\"/>");
                }
                else
                {
                    svg.Append($"<rect x=\"{Svg.N(scale.Map(0))}\" y=\"{y}\" width=\"{Svg.N(Math.Max(0, end - scale.Map(0)))}\" height=\"{BarHeight - 2}\" fill=\"{color}\"/>");
                }

                svg.Append($"<text x=\"{Svg.N(end + 8)}\" y=\"{y + BarHeight - 4}\" font-size=\"11\" fill=\"#333\">{Svg.Text(label)}</text></g>\n");
            }

            groupTop += (marks.Count * BarHeight) + GroupGap;
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
