using System.Text;

namespace StockPrices.Tests;

/// <summary>
/// How the answers file is published (as StockPrices.Reporting's AtomicWrite.File, which this .NET Framework build
/// cannot reference): a temporary sibling with a name no other run uses, flushed to disk, then renamed over the file,
/// so the file is the old answers or the new, never missing or half written; a write that fails leaves the old file.
/// </summary>
internal static class AnswersFile
{
    public static void Save(string path, string content) => Save(path, writer => writer.Write(content));

    /// <summary>Publishes what <paramref name="write"/> writes; when it throws (a full disk), the old file stays and no temporary is left.</summary>
    public static void Save(string path, Action<TextWriter> write)
    {
        var folder = Path.GetDirectoryName(Path.GetFullPath(path))!;
        Directory.CreateDirectory(folder);
        var temporary = Path.Combine(folder, $".{Path.GetFileName(path)}.{System.Diagnostics.Process.GetCurrentProcess().Id}.{Guid.NewGuid():N}.tmp");
        try
        {
            using (var stream = new FileStream(temporary, FileMode.CreateNew, FileAccess.Write, FileShare.None))
            {
                using (var writer = new StreamWriter(stream, new UTF8Encoding(encoderShouldEmitUTF8Identifier: false), 4096, leaveOpen: true))
                {
                    write(writer);
                }

                stream.Flush(flushToDisk: true);
            }

            if (File.Exists(path))
            {
                File.Replace(temporary, path, destinationBackupFileName: null);
            }
            else
            {
                File.Move(temporary, path);
            }
        }
        finally
        {
            File.Delete(temporary);
        }
    }
}
