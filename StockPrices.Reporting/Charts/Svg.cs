using System.Globalization;
using System.Text;
using System.Xml;
using System.Xml.Linq;

namespace StockPrices.Reporting.Charts;

/// <summary>
/// The elements and formatting shared by the charts, built with System.Xml.Linq (which escapes names and labels):
/// the same input always gives the same bytes, so the docs drift check is exact.
/// </summary>
internal static class Svg
{
    public static readonly string[] Palette =
        ["#4e79a7", "#f28e2b", "#e15759", "#76b7b2", "#59a14f", "#edc948", "#b07aa1", "#ff9da7", "#9c755f", "#bab0ac"];

    private static readonly XNamespace Namespace = "http://www.w3.org/2000/svg";

    private static readonly XmlWriterSettings Settings = new() { OmitXmlDeclaration = true, Indent = true, NewLineChars = "\n" };

    public static string N(double value) => value.ToString("0.##", CultureInfo.InvariantCulture);

    /// <summary>A value as data for a reader (a test) of the drawing: round-trip precision, invariant.</summary>
    public static string Raw(double value) => value.ToString("R", CultureInfo.InvariantCulture);

    public static XElement E(string name, params object?[] content) => new(Namespace + name, content);

    public static XAttribute A(string name, string value) => new(name, value);

    public static XAttribute A(string name, double value) => new(name, N(value));

    /// <summary>The drawing's root: its size, the font, a white background and the title.</summary>
    public static XElement Document(int width, int height, string title) =>
        E("svg", A("width", width), A("height", height), A("viewBox", $"0 0 {width} {height}"), A("font-family", "DejaVu Sans, Verdana, sans-serif"), A("font-size", 12),
            E("rect", A("width", width), A("height", height), A("fill", "white")),
            E("text", A("x", width / 2), A("y", 22), A("text-anchor", "middle"), A("font-size", 15), A("font-weight", "bold"), title));

    public static XElement Line(double x1, double y1, double x2, double y2, string stroke, params object?[] style) =>
        E("line", A("x1", x1), A("y1", y1), A("x2", x2), A("y2", y2), A("stroke", stroke), style);

    /// <summary>An axis group; <paramref name="which"/> is "x" or "y", and the scale is named for a reader of the drawing.</summary>
    public static XElement Axis(string which, bool logarithmic) =>
        E("g", A("class", "axis"), A("data-axis", which), A("data-scale", logarithmic ? "log" : "linear"));

    /// <summary>A tick's label, carrying its exact value.</summary>
    public static XElement Tick(double value, params object[] placement) =>
        E("text", A("class", "tick"), A("data-value", Raw(value)), placement, A("fill", "#444"), Value(value));

    public static XElement AxisLabel(string which, string label, params object[] placement) =>
        E("text", A("class", "axis-label"), A("data-axis", which), placement, A("text-anchor", "middle"), label);

    public static string Render(XElement svg)
    {
        var text = new StringBuilder();
        using (var writer = XmlWriter.Create(text, Settings))
        {
            svg.WriteTo(writer);
        }

        return text.Append('\n').ToString();
    }

    /// <summary>A value for an axis label: 3 significant digits, thousands grouped.</summary>
    public static string Value(double value)
    {
        if (value == 0)
        {
            return "0";
        }

        var magnitude = Math.Abs(value);
        var format = magnitude >= 100 ? "#,0" : magnitude >= 10 ? "#,0.#" : magnitude >= 1 ? "0.##" : "0.###";
        return value.ToString(format, CultureInfo.InvariantCulture);
    }
}
