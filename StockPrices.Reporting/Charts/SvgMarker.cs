using System.Globalization;

namespace StockPrices.Reporting.Charts;

/// <summary>
/// A marker shape per series (circle, square, triangle, diamond, ...), so lines differ by more than colour,
/// drawn around the origin of a <c>translate(x y)</c>: the marker's position is the one number in its transform.
/// </summary>
internal static class SvgMarker
{
    public static readonly string[] Shapes = ["circle", "square", "triangle", "diamond", "triangle-down", "plus", "cross", "ring", "square-open", "triangle-open", "diamond-open", "triangle-down-open"];

    public static string Draw(int series, double x, double y, string color) =>
        $"<g transform=\"translate({Svg.N(x)} {Svg.N(y)})\">{Shape(series, color)}</g>";

    private static string Shape(int series, string color)
    {
        const double x = 0;
        const double y = 0;
        const double r = 4;
        var shape = Shapes[series % Shapes.Length];
        var fill = shape.EndsWith("-open", StringComparison.Ordinal) ? $"fill=\"white\" stroke=\"{color}\" stroke-width=\"2\"" : $"fill=\"{color}\"";
        string P(params (double X, double Y)[] points) =>
            string.Join(' ', points.Select(p => string.Create(CultureInfo.InvariantCulture, $"{Svg.N(x + p.X)},{Svg.N(y + p.Y)}")));
        return shape switch
        {
            "circle" => $"<circle data-marker=\"{shape}\" cx=\"{Svg.N(x)}\" cy=\"{Svg.N(y)}\" r=\"{Svg.N(r)}\" fill=\"{color}\"/>",
            "square" or "square-open" => $"<rect data-marker=\"{shape}\" x=\"{Svg.N(x - r)}\" y=\"{Svg.N(y - r)}\" width=\"{Svg.N(2 * r)}\" height=\"{Svg.N(2 * r)}\" {fill}/>",
            "triangle" or "triangle-open" => $"<polygon data-marker=\"{shape}\" points=\"{P((0, -r - 1), (r + 1, r), (-r - 1, r))}\" {fill}/>",
            "diamond" or "diamond-open" => $"<polygon data-marker=\"{shape}\" points=\"{P((0, -r - 1), (r + 1, 0), (0, r + 1), (-r - 1, 0))}\" {fill}/>",
            "triangle-down" or "triangle-down-open" => $"<polygon data-marker=\"{shape}\" points=\"{P((0, r + 1), (r + 1, -r), (-r - 1, -r))}\" {fill}/>",
            "plus" => $"<path data-marker=\"{shape}\" d=\"M{P((-r - 1, 0))} L{P((r + 1, 0))} M{P((0, -r - 1))} L{P((0, r + 1))}\" stroke=\"{color}\" stroke-width=\"2.5\"/>",
            "cross" => $"<path data-marker=\"{shape}\" d=\"M{P((-r, -r))} L{P((r, r))} M{P((-r, r))} L{P((r, -r))}\" stroke=\"{color}\" stroke-width=\"2.5\"/>",
            _ => $"<circle data-marker=\"{shape}\" cx=\"{Svg.N(x)}\" cy=\"{Svg.N(y)}\" r=\"{Svg.N(r)}\" fill=\"white\" stroke=\"{color}\" stroke-width=\"2\"/>",
        };
    }
}
