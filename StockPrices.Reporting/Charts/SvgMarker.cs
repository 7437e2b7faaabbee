using System.Xml.Linq;
using static StockPrices.Reporting.Charts.Svg;

namespace StockPrices.Reporting.Charts;

/// <summary>
/// A marker shape per series (circle, square, triangle, diamond, ...), so lines differ by more than colour,
/// drawn around the origin of a <c>translate(x y)</c>: the marker's position is the one number in its transform.
/// </summary>
internal static class SvgMarker
{
    private const double R = 4;

    public static readonly string[] Shapes = ["circle", "square", "triangle", "diamond", "triangle-down", "plus", "cross", "ring", "square-open", "triangle-open", "diamond-open", "triangle-down-open"];

    public static XElement Draw(int series, double x, double y, string color) =>
        E("g", A("transform", $"translate({N(x)} {N(y)})"), Shape(Shapes[series % Shapes.Length], color));

    private static XElement Shape(string shape, string color)
    {
        object[] open = [A("fill", "white"), A("stroke", color), A("stroke-width", 2)];
        object[] paint = shape.EndsWith("-open", StringComparison.Ordinal) ? open : [A("fill", color)];
        object[] stroke = [A("stroke", color), A("stroke-width", 2.5)];
        XElement Polygon(params (double X, double Y)[] corners) => E("polygon", A("data-marker", shape), A("points", Points(corners)), paint);
        XElement Path(params (double X, double Y)[] ends) =>
            E("path", A("data-marker", shape), A("d", string.Join(' ', ends.Select((end, i) => (i % 2 == 0 ? 'M' : 'L') + Points(end)))), stroke);
        return shape switch
        {
            "circle" => E("circle", A("data-marker", shape), A("r", R), A("fill", color)),
            "square" or "square-open" => E("rect", A("data-marker", shape), A("x", -R), A("y", -R), A("width", 2 * R), A("height", 2 * R), paint),
            "triangle" or "triangle-open" => Polygon((0, -R - 1), (R + 1, R), (-R - 1, R)),
            "diamond" or "diamond-open" => Polygon((0, -R - 1), (R + 1, 0), (0, R + 1), (-R - 1, 0)),
            "triangle-down" or "triangle-down-open" => Polygon((0, R + 1), (R + 1, -R), (-R - 1, -R)),
            "plus" => Path((-R - 1, 0), (R + 1, 0), (0, -R - 1), (0, R + 1)),
            "cross" => Path((-R, -R), (R, R), (-R, R), (R, -R)),
            _ => E("circle", A("data-marker", shape), A("r", R), open),
        };
    }

    private static string Points(params (double X, double Y)[] points) => string.Join(' ', points.Select(p => $"{N(p.X)},{N(p.Y)}"));
}
