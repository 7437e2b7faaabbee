namespace StockPrices.Results;

/// <summary>Saves and loads <see cref="RunReport"/>s as JSON, the format the docs generator reads.</summary>
public static class RunReportFile
{
    public const string Suffix = "-report.json";

    /// <summary>Writes <c>&lt;fileStem&gt;-report.json</c> into <paramref name="folder"/> (a temporary file, then a rename) and returns its path.</summary>
    public static string Save(RunReport report, string folder, string fileStem)
    {
        ArgumentException.ThrowIfNullOrEmpty(folder);
        ArgumentException.ThrowIfNullOrEmpty(fileStem);
        var path = Path.Combine(folder, fileStem + Suffix);
        JsonFile.Write(path, report);
        return path;
    }

    public static RunReport Load(string path)
    {
        ArgumentException.ThrowIfNullOrEmpty(path);
        return JsonFile.Read<RunReport>(path, "results file");
    }
}
