using System.Runtime.InteropServices;

namespace StockPrices.Results;

/// <summary>
/// The Linux calls .NET does not expose that a crash-safe publish needs: <c>fsync</c> of a folder (so a rename
/// inside it survives a power loss) and <c>renameat2</c> with <c>RENAME_EXCHANGE</c> (swap two folders in one
/// step) or <c>RENAME_NOREPLACE</c> (create-new: fail when the target exists). Each returns false where the
/// system or the file system does not offer it, and the caller falls back.
/// </summary>
internal static partial class PosixFileSystem
{
    private const int AtCurrentFolder = -100;
    private const uint RenameNoReplace = 1;
    private const uint RenameExchange = 2;
    private const int OpenReadOnlyFolder = 0x10000; // O_RDONLY | O_DIRECTORY on Linux
    private const int FileExists = 17; // EEXIST

    /// <summary>Flushes the folder's entries (names created, renamed or removed in it) to disk; false when it cannot.</summary>
    public static bool SyncFolder(string folder)
    {
        if (!OperatingSystem.IsLinux())
        {
            return false;
        }

        var descriptor = Open(folder, OpenReadOnlyFolder);
        if (descriptor < 0)
        {
            return false;
        }

        try
        {
            return Fsync(descriptor) == 0;
        }
        finally
        {
            _ = Close(descriptor);
        }
    }

    /// <summary>Swaps two existing paths atomically; false when renameat2 or the flag is not supported here.</summary>
    public static bool TryExchange(string first, string second) => TryRename(first, second, RenameExchange) == true;

    /// <summary>
    /// Renames <paramref name="source"/> to <paramref name="target"/> only if the target does not exist: true when
    /// renamed, false when the target exists, null when renameat2 or the flag is not supported here.
    /// </summary>
    public static bool? TryRenameNoReplace(string source, string target) => TryRename(source, target, RenameNoReplace);

    /// <summary>True when renamed, false when the target exists, null when unsupported.</summary>
    private static bool? TryRename(string source, string target, uint flags)
    {
        if (!OperatingSystem.IsLinux())
        {
            return null;
        }

        try
        {
            if (RenameAt2(AtCurrentFolder, source, AtCurrentFolder, target, flags) == 0)
            {
                return true;
            }
        }
        catch (EntryPointNotFoundException)
        {
            return null;
        }

        var error = Marshal.GetLastPInvokeError();
        return error == FileExists ? false
            : error is 22 or 38 or 95 ? null // EINVAL, ENOSYS, EOPNOTSUPP: not offered here
            : throw new IOException($"cannot rename {source} to {target}: {Marshal.GetPInvokeErrorMessage(error)}");
    }

    [LibraryImport("libc", EntryPoint = "open", SetLastError = true, StringMarshalling = StringMarshalling.Utf8)]
    private static partial int Open(string path, int flags);

    [LibraryImport("libc", EntryPoint = "fsync", SetLastError = true)]
    private static partial int Fsync(int descriptor);

    [LibraryImport("libc", EntryPoint = "close", SetLastError = true)]
    private static partial int Close(int descriptor);

    [LibraryImport("libc", EntryPoint = "renameat2", SetLastError = true, StringMarshalling = StringMarshalling.Utf8)]
    private static partial int RenameAt2(int sourceFolder, string source, int targetFolder, string target, uint flags);
}
