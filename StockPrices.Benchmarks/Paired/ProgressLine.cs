namespace StockPrices.Benchmarks.Paired;

/// <summary>One line of progress, rewritten in place on a terminal; one line per step when the output is redirected.</summary>
internal sealed class ProgressLine
{
    private readonly bool _inPlace = !Console.IsOutputRedirected;
    private int _width;

    public void Show(string text)
    {
        if (_inPlace)
        {
            Console.Write($"\r{text.PadRight(_width)}");
            _width = text.Length;
        }
        else
        {
            Console.WriteLine(text);
        }
    }

    public void Done(string text)
    {
        Show(text);
        if (_inPlace)
        {
            Console.WriteLine();
        }
    }
}
