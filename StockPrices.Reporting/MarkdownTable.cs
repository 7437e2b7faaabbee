using System.Text;

namespace StockPrices.Reporting;

/// <summary>A GitHub markdown table, right-aligned for numbers as BenchmarkDotNet prints them.</summary>
public sealed class MarkdownTable(params string[] headers)
{
    private readonly List<string[]> _rows = [];
    private readonly bool[] _rightAligned = new bool[headers.Length];

    /// <summary>Right-aligns the named columns (numbers).</summary>
    public MarkdownTable AlignRight(params string[] columns)
    {
        foreach (var column in columns)
        {
            var index = Array.IndexOf(headers, column);
            if (index < 0)
            {
                throw new ArgumentException($"No column '{column}' in this table.", nameof(columns));
            }

            _rightAligned[index] = true;
        }

        return this;
    }

    /// <summary>Right-aligns the columns at the positions <paramref name="columns"/> covers: <c>1..</c> is all but the first.</summary>
    public MarkdownTable AlignRight(Range columns)
    {
        var (first, count) = columns.GetOffsetAndLength(headers.Length);
        Array.Fill(_rightAligned, true, first, count);
        return this;
    }

    public MarkdownTable AddRow(params string[] cells)
    {
        if (cells.Length != headers.Length)
        {
            throw new ArgumentException($"A row needs {headers.Length} cells, not {cells.Length}.", nameof(cells));
        }

        _rows.Add(cells);
        return this;
    }

    public override string ToString()
    {
        var widths = headers.Select((h, i) => Math.Max(3, _rows.Select(r => r[i].Length).Append(h.Length).Max())).ToArray();
        var text = new StringBuilder();
        AppendLine(text, headers, widths);
        text.Append('|');
        for (var i = 0; i < widths.Length; i++)
        {
            text.Append(' ').Append('-', widths[i] - 1).Append(_rightAligned[i] ? ':' : '-').Append(" |");
        }

        text.Append('\n');
        foreach (var row in _rows)
        {
            AppendLine(text, row, widths);
        }

        return text.ToString();
    }

    private void AppendLine(StringBuilder text, string[] cells, int[] widths)
    {
        text.Append('|');
        for (var i = 0; i < cells.Length; i++)
        {
            var cell = _rightAligned[i] ? cells[i].PadLeft(widths[i]) : cells[i].PadRight(widths[i]);
            text.Append(' ').Append(cell).Append(" |");
        }

        text.Append('\n');
    }
}
