namespace StockPrices.Reporting.Results;

/// <summary>
/// Writes that leave either the old content or the new, never a half-written file: a temporary sibling is
/// written first, then renamed over the target (a rename within one folder is atomic on POSIX and NTFS).
/// </summary>
public static class AtomicWrite
{
    public static void File(string path, string content)
    {
        ArgumentException.ThrowIfNullOrEmpty(path);
        ArgumentNullException.ThrowIfNull(content);
        Directory.CreateDirectory(Path.GetDirectoryName(Path.GetFullPath(path))!);
        var temporary = TemporarySibling(path);
        try
        {
            System.IO.File.WriteAllText(temporary, content);
            System.IO.File.Move(temporary, path, overwrite: true);
        }
        finally
        {
            System.IO.File.Delete(temporary);
        }
    }

    /// <summary>
    /// Replaces <paramref name="target"/> with a copy of <paramref name="source"/>: the copy is made in a sibling
    /// folder, then swapped in by two renames, so the target is never a mix of the old run and the new.
    /// </summary>
    public static void Folder(string source, string target)
    {
        ArgumentException.ThrowIfNullOrEmpty(source);
        ArgumentException.ThrowIfNullOrEmpty(target);
        var parent = Path.GetDirectoryName(Path.GetFullPath(target))!;
        Directory.CreateDirectory(parent);
        var incoming = TemporarySibling(target);
        var outgoing = TemporarySibling(target) + ".old";
        try
        {
            Copy(source, incoming);
            if (Directory.Exists(target))
            {
                Directory.Move(target, outgoing);
            }

            Directory.Move(incoming, target);
        }
        catch
        {
            if (!Directory.Exists(target) && Directory.Exists(outgoing))
            {
                Directory.Move(outgoing, target);
            }

            throw;
        }
        finally
        {
            foreach (var folder in new[] { incoming, outgoing }.Where(Directory.Exists))
            {
                Directory.Delete(folder, recursive: true);
            }
        }
    }

    private static string TemporarySibling(string path) =>
        Path.Combine(Path.GetDirectoryName(Path.GetFullPath(path))!, $".{Path.GetFileName(path)}.{Environment.ProcessId}.tmp");

    private static void Copy(string source, string destination)
    {
        Directory.CreateDirectory(destination);
        foreach (var file in Directory.EnumerateFiles(source))
        {
            System.IO.File.Copy(file, Path.Combine(destination, Path.GetFileName(file)));
        }

        foreach (var folder in Directory.EnumerateDirectories(source))
        {
            Copy(folder, Path.Combine(destination, Path.GetFileName(folder)));
        }
    }
}
