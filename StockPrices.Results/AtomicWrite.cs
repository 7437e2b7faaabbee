namespace StockPrices.Results;

/// <summary>
/// Writes that leave either the old content or the new, never a half-written file or a missing folder, even
/// after a crash or a power loss: a temporary sibling is written and flushed to disk first, then renamed over
/// the target (a rename within one folder is atomic on POSIX and NTFS), and the folder's entries are flushed.
/// A folder is swapped in one step where Linux offers it (<c>renameat2</c> with <c>RENAME_EXCHANGE</c>); elsewhere
/// by two renames, and a crash between them leaves the old copy as <c>.&lt;name&gt;.&lt;pid&gt;.tmp.old</c>, which
/// <see cref="Recover"/> puts back.
/// </summary>
public static class AtomicWrite
{
    private const string TemporarySuffix = ".tmp";
    private const string OutgoingSuffix = ".tmp.old";

    public static void File(string path, string content)
    {
        ArgumentException.ThrowIfNullOrEmpty(path);
        var parent = Path.GetDirectoryName(Path.GetFullPath(path))!;
        Directory.CreateDirectory(parent);
        var temporary = TemporarySibling(path);
        try
        {
            using (var stream = new FileStream(temporary, FileMode.CreateNew, FileAccess.Write, FileShare.None))
            {
                stream.Write(System.Text.Encoding.UTF8.GetBytes(content));
                stream.Flush(flushToDisk: true);
            }

            System.IO.File.Move(temporary, path, overwrite: true);
            PosixFileSystem.SyncFolder(parent);
        }
        finally
        {
            System.IO.File.Delete(temporary);
        }
    }

    /// <summary>
    /// Replaces <paramref name="target"/> with a copy of <paramref name="source"/>: the copy is made and flushed in a
    /// sibling folder, then swapped in, so the target is never a mix of the old run and the new, nor missing.
    /// </summary>
    public static void Folder(string source, string target)
    {
        ArgumentException.ThrowIfNullOrEmpty(source);
        ArgumentException.ThrowIfNullOrEmpty(target);
        var parent = Path.GetDirectoryName(Path.GetFullPath(target))!;
        Directory.CreateDirectory(parent);
        var incoming = TemporarySibling(target);
        var outgoing = Path.Combine(parent, $".{Path.GetFileName(target)}.{Environment.ProcessId}{OutgoingSuffix}");
        try
        {
            CopyFlushed(source, incoming);
            if (!Directory.Exists(target))
            {
                Directory.Move(incoming, target);
            }
            else if (PosixFileSystem.TryExchange(incoming, target))
            {
                // The old copy is now at the incoming name, removed in finally.
            }
            else
            {
                Directory.Move(target, outgoing);
                Directory.Move(incoming, target);
            }

            PosixFileSystem.SyncFolder(parent);
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

    /// <summary>
    /// Copies <paramref name="source"/> to <paramref name="target"/> only if no folder or file has that name (create-new):
    /// false, with nothing written, when one has. Two writers never end up in one folder.
    /// </summary>
    public static bool NewFolder(string source, string target)
    {
        ArgumentException.ThrowIfNullOrEmpty(source);
        ArgumentException.ThrowIfNullOrEmpty(target);
        var parent = Path.GetDirectoryName(Path.GetFullPath(target))!;
        Directory.CreateDirectory(parent);
        var incoming = TemporarySibling(target);
        try
        {
            CopyFlushed(source, incoming);
            var renamed = PosixFileSystem.TryRenameNoReplace(incoming, target);
            if (renamed is null)
            {
                // No renameat2 here: Directory.Move refuses an existing target, with a short window between its check and the rename.
                if (Directory.Exists(target) || System.IO.File.Exists(target))
                {
                    return false;
                }

                Directory.Move(incoming, target);
                renamed = true;
            }

            PosixFileSystem.SyncFolder(parent);
            return renamed.Value;
        }
        finally
        {
            if (Directory.Exists(incoming))
            {
                Directory.Delete(incoming, recursive: true);
            }
        }
    }

    /// <summary>
    /// Undoes what a crash in the middle of a write left in <paramref name="root"/> and below: an old folder copy
    /// whose target is missing is put back, and leftover temporary copies are removed. Call it only while no other
    /// writer is at work (under <see cref="ResultsLock"/>). Returns the folders put back.
    /// </summary>
    public static IReadOnlyList<string> Recover(string root)
    {
        ArgumentException.ThrowIfNullOrEmpty(root);
        if (!Directory.Exists(root))
        {
            return [];
        }

        var restored = new List<string>();
        foreach (var leftover in Directory.EnumerateFileSystemEntries(root, ".*" + TemporarySuffix + "*", SearchOption.AllDirectories).OrderByDescending(path => path.Length).ToList())
        {
            var name = Path.GetFileName(leftover);
            if (OriginalName(name) is not { } original)
            {
                continue; // Not a name this class makes: someone else's file, left alone.
            }

            var target = Path.Combine(Path.GetDirectoryName(leftover)!, original);
            if (name.EndsWith(OutgoingSuffix, StringComparison.Ordinal) && !Directory.Exists(target) && Directory.Exists(leftover))
            {
                Directory.Move(leftover, target);
                restored.Add(target);
            }
            else if (Directory.Exists(leftover))
            {
                Directory.Delete(leftover, recursive: true);
            }
            else
            {
                System.IO.File.Delete(leftover);
            }
        }

        return restored;
    }

    /// <summary><c>.&lt;name&gt;.&lt;pid&gt;.tmp[.old]</c> back to <c>&lt;name&gt;</c>; null when the name is not one of ours.</summary>
    private static string? OriginalName(string temporaryName)
    {
        var withoutSuffix = temporaryName.EndsWith(OutgoingSuffix, StringComparison.Ordinal) ? temporaryName[..^OutgoingSuffix.Length]
            : temporaryName.EndsWith(TemporarySuffix, StringComparison.Ordinal) ? temporaryName[..^TemporarySuffix.Length]
            : null;
        var pidStart = withoutSuffix?.LastIndexOf('.') ?? -1;
        return withoutSuffix is not null && pidStart > 1 && withoutSuffix[(pidStart + 1)..].All(char.IsAsciiDigit) ? withoutSuffix[1..pidStart] : null;
    }

    private static string TemporarySibling(string path) =>
        Path.Combine(Path.GetDirectoryName(Path.GetFullPath(path))!, $".{Path.GetFileName(path)}.{Environment.ProcessId}{TemporarySuffix}");

    private static void CopyFlushed(string source, string destination)
    {
        Directory.CreateDirectory(destination);
        foreach (var file in Directory.EnumerateFiles(source))
        {
            using var from = new FileStream(file, FileMode.Open, FileAccess.Read, FileShare.Read);
            using var to = new FileStream(Path.Combine(destination, Path.GetFileName(file)), FileMode.CreateNew, FileAccess.Write, FileShare.None);
            from.CopyTo(to);
            to.Flush(flushToDisk: true);
        }

        foreach (var folder in Directory.EnumerateDirectories(source))
        {
            CopyFlushed(folder, Path.Combine(destination, Path.GetFileName(folder)));
        }

        PosixFileSystem.SyncFolder(destination);
    }
}
