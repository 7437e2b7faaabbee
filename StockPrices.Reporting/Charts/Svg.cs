using System.Globalization;
using System.Security;

namespace StockPrices.Reporting.Charts;

/// <summary>Formatting shared by the charts: the same input always gives the same bytes, so the docs drift check is exact.</summary>
internal static class Svg
{
    public const string FontFamily = "DejaVu Sans, Verdana, sans-serif";

    public static readonly string[] Palette =
        ["#4e79a7", "#f28e2b", "#e15759", "#76b7b2", "#59a14f", "#edc948", "#b07aa1", "#ff9da7", "#9c755f", "#bab0ac"];

    public static string N(double value) => value.ToString("0.##", CultureInfo.InvariantCulture);

    /// <summary>A value as data for a reader (a test) of the drawing: round-trip precision, invariant.</summary>
    public static string Raw(double value) => value.ToString("R", CultureInfo.InvariantCulture);

    public static string Text(string text) => SecurityElement.Escape(text);

    public static string Header(int width, int height, string title) =>
        $"<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width}\" height=\"{height}\" viewBox=\"0 0 {width} {height}\" font-family=\"{FontFamily}\" font-size=\"12\">\n" +
        $"<rect width=\"{width}\" height=\"{height}\" fill=\"white\"/>\n" +
        $"<text x=\"{width / 2}\" y=\"22\" text-anchor=\"middle\" font-size=\"15\" font-weight=\"bold\">{Text(title)}</text>\n";

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
