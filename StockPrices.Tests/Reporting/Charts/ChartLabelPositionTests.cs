using System.Globalization;
using System.Text.RegularExpressions;
using System.Xml.Linq;
using StockPrices.Results;
using StockPrices.Reporting.Ring;

namespace StockPrices.Tests.Reporting.Charts;

/// <summary>
/// Reads every chart drawn into docs/charts back from its SVG and checks what a careful reader relies on:
/// each bar starts at zero on a linear axis or each dot sits on a labelled log axis, each mark and its value
/// label sit where the axis puts its value, each category label sits on its marks, and lines differ by marker;
/// and that what a chart draws is what the committed results hold, not only consistent with itself.
/// </summary>
[TestFixture]
public partial class ChartLabelPositionTests
{
    private const double Pixel = 0.6; // the drawing rounds positions to two decimals
    private static readonly XNamespace Ns = "http://www.w3.org/2000/svg";

    private static IEnumerable<string> ChartFiles() =>
        Directory.EnumerateFiles(Path.Combine(RepositoryRoot.Find(TestContext.CurrentContext.TestDirectory), "docs", "charts"), "*.svg")
            .Order(StringComparer.Ordinal);

    private static IEnumerable<TestCaseData> Charts() => Cases(ChartFiles());

    private static IEnumerable<TestCaseData> BarCharts() => Cases(ChartFiles().Where(path => WithClass(XDocument.Load(path), "g", "mark").Any()));

    private static IEnumerable<TestCaseData> LineCharts() => Cases(ChartFiles().Where(path => WithClass(XDocument.Load(path), "g", "point").Any()));

    [Test]
    public void Every_chart_in_docs_has_bars_dots_or_lines_these_tests_read() =>
        ChartFiles().Should().NotBeEmpty().And.OnlyContain(path => XDocument.Load(path).Descendants(Ns + "g")
            .Any(g => g.Attribute("class") != null && (g.Attribute("class")!.Value == "mark" || g.Attribute("class")!.Value == "point")));

    [TestCaseSource(nameof(BarCharts))]
    public void Every_bar_starts_at_zero_and_ends_at_its_value_with_its_label_on_it(string path)
    {
        var (svg, marks) = Marks(path);

        var axis = Axis(svg, "x");
        foreach (var mark in marks)
        {
            var value = Number(mark, "data-value");
            var name = $"{mark.Attribute("data-category")!.Value} / {mark.Attribute("data-series")!.Value}";
            var label = mark.Element(Ns + "text")!;
            double top, bottom, end;
            if (mark.Element(Ns + "rect") is { } bar)
            {
                axis.IsLog.Should().BeFalse($"{name} is a bar, which needs a linear axis");
                Number(bar, "x").Should().BeApproximately(axis.Map(0), Pixel, $"{name}'s bar starts at zero");
                end = Number(bar, "x") + Number(bar, "width");
                top = Number(bar, "y");
                bottom = top + Number(bar, "height");
            }
            else
            {
                var dot = mark.Element(Ns + "circle")!;
                axis.IsLog.Should().BeTrue($"{name} is a dot, drawn only on a log axis");
                end = Number(dot, "cx");
                top = Number(dot, "cy") - Number(dot, "r");
                bottom = Number(dot, "cy") + Number(dot, "r");
            }

            end.Should().BeApproximately(axis.Map(value), Pixel, $"{name}'s mark ends at its value {value}");
            var reach = end;
            if (mark.Attribute("data-high") is not null)
            {
                var (low, high) = (Number(mark, "data-low"), Number(mark, "data-high"));
                var spread = WithClass(mark, "line", "spread").Single();
                value.Should().BeInRange(low, high, $"{name}'s value lies within its spread");
                Number(spread, "x1").Should().BeApproximately(axis.Map(low), Pixel, $"{name}'s spread starts at its lowest reading");
                Number(spread, "x2").Should().BeApproximately(axis.Map(high), Pixel, $"{name}'s spread ends at its highest reading");
                reach = Math.Max(end, Number(spread, "x2"));
            }

            Number(label, "x").Should().BeInRange(reach, reach + 12, $"{name}'s label starts just past its mark and its spread");
            (Number(label, "y") - 4).Should().BeInRange(top - 2, bottom + 2, $"{name}'s label sits on its mark's row");
            label.Value.Should().EndWith(FormattedLike(value), $"{name}'s label shows its value");
        }
    }

    [TestCaseSource(nameof(BarCharts))]
    public void Every_category_label_sits_on_its_own_marks(string path)
    {
        var (svg, marks) = Marks(path);

        var categories = WithClass(svg, "text", "category").ToList();
        categories.Select(c => c.Value).Should().OnlyHaveUniqueItems().And.BeEquivalentTo(marks.Select(m => m.Attribute("data-category")!.Value).Distinct());
        foreach (var category in categories)
        {
            var rows = marks.Where(m => m.Attribute("data-category")!.Value == category.Value).Select(m => Number(m.Element(Ns + "text")!, "y")).ToList();
            Number(category, "y").Should().BeInRange(rows.Min() - 12, rows.Max(), $"the label '{category.Value}' sits beside its marks");
        }
    }

    [TestCaseSource(nameof(Charts))]
    public void Every_axis_starts_at_zero_or_is_a_labelled_log_axis(string path)
    {
        var svg = XDocument.Load(path);
        var axes = WithClass(svg, "g", "axis").ToList();
        axes.Should().NotBeEmpty("every chart draws its axes with their ticks");
        foreach (var axis in axes)
        {
            var which = axis.Attribute("data-axis")!.Value;
            var ticks = WithClass(axis, "text", "tick").Select(t => Number(t, "data-value")).ToList();
            if (axis.Attribute("data-scale")!.Value == "log")
            {
                var label = WithClass(svg, "text", "axis-label").Single(l => l.Attribute("data-axis")!.Value == which);
                label.Value.Should().Contain("log", $"the {which} axis is logarithmic and must say so");
            }
            else
            {
                ticks.Should().Contain(0, $"the linear {which} axis starts at zero");
            }
        }
    }

    [TestCaseSource(nameof(LineCharts))]
    public void Every_point_sits_where_the_axes_put_it_and_each_line_has_its_own_marker_and_label(string path)
    {
        var svg = XDocument.Load(path);
        var points = WithClass(svg, "g", "point").ToList();

        var (x, y) = (Axis(svg, "x"), Axis(svg, "y"));
        foreach (var point in points)
        {
            var (px, py) = Translation(point.Element(Ns + "g")!);
            px.Should().BeApproximately(x.Map(Number(point, "data-x")), Pixel);
            py.Should().BeApproximately(y.Map(Number(point, "data-y")), Pixel);
        }

        var series = points.GroupBy(p => p.Attribute("data-series")!.Value).ToList();
        series.Select(s => s.First().Descendants().Single(e => e.Attribute("data-marker") is not null).Attribute("data-marker")!.Value)
            .Should().OnlyHaveUniqueItems("each line has its own marker shape");
        WithClass(svg, "g", "line-label").Select(l => l.Attribute("data-series")!.Value)
            .Should().BeEquivalentTo(series.Select(s => s.Key), "each line is named at its end");
    }

    [Test]
    public void The_ring_chart_draws_every_measured_row_of_the_committed_results_at_its_value()
    {
        var root = RepositoryRoot.Find(TestContext.CurrentContext.TestDirectory);
        var reports = new ResultsStore(root).Reports(ResultsScenarios.RingHeadline);

        reports.Should().NotBeEmpty("the ring headline is committed");
        foreach (var (folder, report) in reports)
        {
            var drawn = Marks(Path.Combine(root, "docs", "charts", $"ring-{folder}.svg")).Marks
                .Select(mark => (Variant: mark.Attribute("data-category")!.Value, Family: mark.Attribute("data-series")!.Value, NanosecondsPerHop: Number(mark, "data-value")));
            var measured = report.Rows.Where(RingResults.IsMeasured)
                .Select(row => (Variant: row.Variant, Family: row.Labels[RingReportKeys.Family], NanosecondsPerHop: row.Metrics[RingReportKeys.NanosecondsPerHop]));

            drawn.Should().BeEquivalentTo(measured, $"docs/charts/ring-{folder}.svg draws the results of {folder}");
        }
    }

    private static (XDocument Svg, List<XElement> Marks) Marks(string path)
    {
        var svg = XDocument.Load(path);
        return (svg, WithClass(svg, "g", "mark").ToList());
    }

    private static IEnumerable<TestCaseData> Cases(IEnumerable<string> paths) =>
        paths.Select(path => new TestCaseData(path).SetArgDisplayNames(Path.GetFileName(path)));

    private static IEnumerable<XElement> WithClass(XContainer root, string element, string @class) =>
        root.Descendants(Ns + element).Where(e => e.Attribute("class")?.Value == @class);

    private static double Number(XElement element, string attribute) =>
        double.Parse(element.Attribute(attribute)!.Value, CultureInfo.InvariantCulture);

    private static (double X, double Y) Translation(XElement element)
    {
        var match = TranslateRegex().Match(element.Attribute("transform")!.Value);
        return (double.Parse(match.Groups[1].Value, CultureInfo.InvariantCulture), double.Parse(match.Groups[2].Value, CultureInfo.InvariantCulture));
    }

    /// <summary>How the chart prints a value: 3 significant digits (the drawing's own rule, restated here to check it).</summary>
    private static string FormattedLike(double value)
    {
        var magnitude = Math.Abs(value);
        var format = value == 0 ? "0" : magnitude >= 100 ? "#,0" : magnitude >= 10 ? "#,0.#" : magnitude >= 1 ? "0.##" : "0.###";
        return value.ToString(format, CultureInfo.InvariantCulture);
    }

    /// <summary>An axis as drawn: the pixel position of its first and last tick and their values, linear or log.</summary>
    private static AxisReading Axis(XDocument svg, string which)
    {
        var axis = WithClass(svg, "g", "axis").Single(a => a.Attribute("data-axis")!.Value == which);
        var ticks = WithClass(axis, "text", "tick").ToList();
        var position = which == "x" ? "x" : "y";
        return new AxisReading(
            axis.Attribute("data-scale")!.Value == "log",
            Number(ticks[0], "data-value"), Number(ticks[0], position),
            Number(ticks[^1], "data-value"), Number(ticks[^1], position));
    }

    [GeneratedRegex(@"translate\(([-0-9.]+)[ ,]([-0-9.]+)\)")]
    private static partial Regex TranslateRegex();

    private sealed record AxisReading(bool IsLog, double FirstValue, double FirstPixel, double LastValue, double LastPixel)
    {
        public double Map(double value)
        {
            double F(double v) => IsLog ? Math.Log10(v) : v;
            return FirstPixel + ((F(value) - F(FirstValue)) / (F(LastValue) - F(FirstValue)) * (LastPixel - FirstPixel));
        }
    }
}
