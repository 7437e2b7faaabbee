namespace StockPrices.Results;

/// <summary>
/// Paths compared by what they point at, not by their text: every symbolic link along the path is followed (also
/// in folders that do not exist yet, up to the deepest one that does), and names compare without case where the
/// file system ignores it (Windows, macOS).
/// </summary>
public static class PathIdentity
{
    private const int MaxLinks = 40; // Linux's own limit on links followed in one lookup

    public static StringComparison Comparison => OperatingSystem.IsWindows() || OperatingSystem.IsMacOS() ? StringComparison.OrdinalIgnoreCase : StringComparison.Ordinal;

    /// <summary><paramref name="path"/> made absolute with every link along it followed.</summary>
    public static string Resolve(string path)
    {
        ArgumentException.ThrowIfNullOrEmpty(path);
        var links = 0;
        return Resolve(Path.GetFullPath(path), ref links);
    }

    /// <summary>Whether <paramref name="path"/> is <paramref name="folder"/> or inside it, once both are resolved.</summary>
    public static bool IsSameOrInside(string path, string folder)
    {
        var resolvedPath = Path.TrimEndingDirectorySeparator(Resolve(path));
        var resolvedFolder = Path.TrimEndingDirectorySeparator(Resolve(folder));
        return resolvedPath.Equals(resolvedFolder, Comparison) || resolvedPath.StartsWith(resolvedFolder + Path.DirectorySeparatorChar, Comparison);
    }

    private static string Resolve(string fullPath, ref int links)
    {
        var root = Path.GetPathRoot(fullPath)!;
        var current = root;
        foreach (var part in fullPath[root.Length..].Split(Path.DirectorySeparatorChar, StringSplitOptions.RemoveEmptyEntries))
        {
            current = Path.Combine(current, part);
            FileSystemInfo entry = Directory.Exists(current) ? new DirectoryInfo(current) : new FileInfo(current);
            if (entry.LinkTarget is { } target)
            {
                if (++links > MaxLinks)
                {
                    throw new IOException($"{fullPath}: too many levels of symbolic links");
                }

                current = Resolve(Path.GetFullPath(target, Path.GetDirectoryName(current)!), ref links);
            }
        }

        return current;
    }
}
