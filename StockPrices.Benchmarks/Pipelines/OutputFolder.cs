namespace StockPrices.Benchmarks.Pipelines;

/// <summary>Checks before a run that its results can be saved, so a long run does not end in a lost result.</summary>
internal static class OutputFolder
{
    /// <summary>Null when <paramref name="folder"/> exists or can be created and a file can be written in it; else why not.</summary>
    public static string? WhyNotWritable(string folder)
    {
        try
        {
            Directory.CreateDirectory(folder);
            var probe = Path.Combine(folder, $".pipelines-write-check-{Environment.ProcessId}");
            File.WriteAllText(probe, "");
            File.Delete(probe);
            return null;
        }
        catch (Exception exception) when (exception is IOException or UnauthorizedAccessException or NotSupportedException or ArgumentException)
        {
            return $"cannot write results to '{folder}': {exception.Message}";
        }
    }
}
