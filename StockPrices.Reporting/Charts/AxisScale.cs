namespace StockPrices.Reporting.Charts;

/// <summary>Maps data values to pixels, linearly or logarithmically, and picks readable ticks.</summary>
internal sealed class AxisScale
{
    private readonly double _min;
    private readonly double _max;
    private readonly double _from;
    private readonly double _to;

    public AxisScale(double min, double max, double fromPixel, double toPixel, bool logarithmic)
    {
        Logarithmic = logarithmic;
        if (logarithmic)
        {
            if (min <= 0)
            {
                throw new ArgumentException("A logarithmic axis needs values above zero.", nameof(min));
            }

            _min = Math.Floor(Math.Log10(min));
            _max = Math.Max(_min + 1, Math.Ceiling(Math.Log10(max)));
        }
        else
        {
            var step = NiceStep(Math.Max(max - Math.Min(0, min), double.Epsilon) / 5);
            _min = Math.Min(0, Math.Floor(min / step) * step);
            _max = Math.Max(_min + step, Math.Ceiling(max / step) * step);
            Step = step;
        }

        _from = fromPixel;
        _to = toPixel;
    }

    public bool Logarithmic { get; }

    private double Step { get; }

    public double Map(double value)
    {
        var position = Logarithmic ? Math.Log10(Math.Max(value, Math.Pow(10, _min))) : value;
        return _from + ((position - _min) / (_max - _min) * (_to - _from));
    }

    public IEnumerable<double> Ticks()
    {
        if (Logarithmic)
        {
            for (var exponent = _min; exponent <= _max + 1e-9; exponent++)
            {
                yield return Math.Pow(10, exponent);
            }

            yield break;
        }

        for (var tick = _min; tick <= _max + (Step / 1e6); tick += Step)
        {
            yield return Math.Round(tick, 10);
        }
    }

    private static double NiceStep(double rough)
    {
        var power = Math.Pow(10, Math.Floor(Math.Log10(rough)));
        var fraction = rough / power;
        return (fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 2.5 ? 2.5 : fraction <= 5 ? 5 : 10) * power;
    }
}
