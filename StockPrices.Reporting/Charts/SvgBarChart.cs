using System.Xml.Linq;
using static StockPrices.Reporting.Charts.Svg;

namespace StockPrices.Reporting.Charts;

/// <summary>
/// Horizontal grouped marks: one group per category (e.g. a benchmark), one mark per series present in it
/// (e.g. a runtime), the value printed beside each mark and, with several series, the series name too.
/// On a linear axis a mark is a bar starting at zero; on a logarithmic axis (values spanning orders of
/// magnitude) it is a dot on a thin guide, since a bar's length from an arbitrary floor would mislead.
/// A mark may carry a spread (its lowest and highest reading), drawn as a thick segment through it, its label past
/// the segment's end. Every mark is a <c>&lt;g class="mark"&gt;</c> carrying its category, series, value and spread,
/// and every tick a <c>&lt;text class="tick"&gt;</c> carrying its value, so a test can check the drawn positions
/// against the data.
/// </summary>
public sealed class SvgBarChart(string title, string valueAxisLabel)
{
    private const int BarHeight = 16;
    private const int GroupGap = 10;
    private const int Top = 58;
    private const int Bottom = 44;

    private readonly List<string> _categories = [];
    private readonly List<(string Name, Dictionary<string, Mark> Values)> _series = [];

    /// <summary>Draws the value axis in powers of ten and the values as dots, for values spanning orders of magnitude.</summary>
    public bool Logarithmic { get; init; }

    public int Width { get; init; } = 820;

    /// <summary>Adds a series; categories appear in the order they are first seen. NaN values are left out.</summary>
    public SvgBarChart AddSeries(string name, IEnumerable<(string Category, double Value)> values) =>
        AddSeries(name, values.Select(v => (v.Category, new Mark(v.Value))));

    /// <summary>Adds a series whose marks carry their spread, the lowest and highest reading behind each value.</summary>
    public SvgBarChart AddSeries(string name, IEnumerable<(string Category, double Value, double Low, double High)> values) =>
        AddSeries(name, values.Select(v => (v.Category, new Mark(v.Value, v.Low, v.High))));

    private SvgBarChart AddSeries(string name, IEnumerable<(string Category, Mark Mark)> marks)
    {
        ArgumentException.ThrowIfNullOrEmpty(name);
        var byCategory = new Dictionary<string, Mark>(StringComparer.Ordinal);
        foreach (var (category, mark) in marks.Where(m => !double.IsNaN(m.Mark.Value)))
        {
            if (!_categories.Contains(category))
            {
                _categories.Add(category);
            }

            byCategory[category] = mark;
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
        var groups = _categories.Select(c => _series.Select((s, index) => (s.Name, Index: index, Found: s.Values.TryGetValue(c, out var m), Mark: m)).Where(m => m.Found).ToList()).ToList();
        var plotHeight = groups.Sum(g => (g.Count * BarHeight) + GroupGap);
        var height = Top + plotHeight + Bottom;
        var values = _series.SelectMany(s => s.Values.Values).SelectMany(m => new[] { m.Value, m.Low ?? m.Value, m.High ?? m.Value }).ToList();
        var scale = new AxisScale(Logarithmic ? values.Where(v => v > 0).DefaultIfEmpty(1).Min() : 0, values.Max(), left, Width - right, Logarithmic);
        var axisLabel = Logarithmic && !valueAxisLabel.Contains("log", StringComparison.OrdinalIgnoreCase) ? valueAxisLabel + " (log scale)" : valueAxisLabel;

        var svg = Document(Width, height, title);
        if (named)
        {
            svg.Add(Legend(left));
        }

        var axis = Axis("x", Logarithmic);
        foreach (var tick in scale.Ticks())
        {
            var x = scale.Map(tick);
            axis.Add(Line(x, Top, x, Top + plotHeight, "#ddd"), Tick(tick, A("x", x), A("y", Top + plotHeight + 16), A("text-anchor", "middle")));
        }

        axis.Add(AxisLabel("x", axisLabel, A("x", (left + Width - right) / 2), A("y", height - 8)));
        svg.Add(axis);
        var groupTop = Top + (GroupGap / 2);
        for (var c = 0; c < _categories.Count; c++)
        {
            var marks = groups[c];
            svg.Add(E("text", A("class", "category"), A("x", left - 6), A("y", groupTop + (marks.Count * BarHeight / 2) + 4), A("text-anchor", "end"), _categories[c]));
            for (var m = 0; m < marks.Count; m++)
            {
                var (name, index, _, (value, low, high)) = marks[m];
                var y = groupTop + (m * BarHeight);
                var middle = y + (BarHeight / 2) - 1;
                var end = scale.Map(value);
                var color = Palette[index % Palette.Length];
                var spread = low is { } from && high is { } to
                    ? new object[] { A("data-low", Raw(from)), A("data-high", Raw(to)), E("line", A("class", "spread"), A("x1", scale.Map(from)), A("y1", middle), A("x2", scale.Map(to)), A("y2", middle), A("stroke", color), A("stroke-width", 4), A("stroke-opacity", 0.45)) }
                    : [];
                var labelAt = Math.Max(end, high is { } highest ? scale.Map(highest) : end) + 8;
                svg.Add(E(
                    "g", A("class", "mark"), A("data-category", _categories[c]), A("data-series", name), A("data-value", Raw(value)),
                    spread,
                    Logarithmic
                        ? new[] { Line(left, middle, end, middle, "#bbb"), E("circle", A("cx", end), A("cy", middle), A("r", 5), A("fill", color)) }
                        : [E("rect", A("x", scale.Map(0)), A("y", y), A("width", Math.Max(0, end - scale.Map(0))), A("height", BarHeight - 2), A("fill", color))],
                    E("text", A("x", labelAt), A("y", y + BarHeight - 4), A("font-size", 11), A("fill", "#333"), named ? $"{name}: {Value(value)}" : Value(value))));
            }

            groupTop += (marks.Count * BarHeight) + GroupGap;
        }

        svg.Add(Line(left, Top, left, Top + plotHeight, "#333"));
        return Svg.Render(svg);
    }

    private IEnumerable<XElement> Legend(int left)
    {
        var x = left;
        for (var s = 0; s < _series.Count; s++)
        {
            yield return E("rect", A("x", x), A("y", 34), A("width", 12), A("height", 12), A("fill", Palette[s % Palette.Length]));
            yield return E("text", A("x", x + 16), A("y", 44), _series[s].Name);
            x += 34 + (7 * _series[s].Name.Length);
        }
    }

    /// <summary>A value and, when it has one, its spread.</summary>
    private readonly record struct Mark(double Value, double? Low = null, double? High = null);
}
