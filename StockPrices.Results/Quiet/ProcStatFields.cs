namespace StockPrices.Results.Quiet;

/// <summary>The fields of one <c>/proc/&lt;pid&gt;/stat</c> line (Linux, proc(5)) that follow the command name.</summary>
public static class ProcStatFields
{
    /// <summary>
    /// Field 3 (state) onwards, so field <c>n</c> of proc(5) is at index <c>n - 3</c>. The command name (field 2) is in
    /// parentheses and may hold spaces and parentheses itself, so fields are counted after its last ')'.
    /// </summary>
    public static string[] AfterCommandName(string statLine)
    {
        var end = statLine.LastIndexOf(')');
        if (end < 0 || end + 2 > statLine.Length)
        {
            throw new FormatException($"not a /proc/<pid>/stat line: '{statLine}'");
        }

        return statLine[(end + 2)..].TrimEnd('\n').Split(' ');
    }
}
