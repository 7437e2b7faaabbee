namespace StockPrices.Results;

/// <summary>Finds the repository's root (the folder holding StockPrices.slnx) from a folder inside it.</summary>
public static class RepositoryRoot
{
    public const string MarkerFile = "StockPrices.slnx";

    /// <summary>
    /// The repository this app belongs to: found from the current folder, else from the app's own folder
    /// (the app is built inside the repository), so it runs from any directory.
    /// </summary>
    public static string Locate()
    {
        foreach (var start in new[] { Environment.CurrentDirectory, AppContext.BaseDirectory })
        {
            if (TryFind(start) is { } root)
            {
                return root;
            }
        }

        throw new DirectoryNotFoundException(
            $"no {MarkerFile} above {Environment.CurrentDirectory} or above the app ({AppContext.BaseDirectory}): run from inside the StockPrices repository (cd into your clone).");
    }

    public static string Find(string startFolder) =>
        TryFind(startFolder) ?? throw new DirectoryNotFoundException($"No {MarkerFile} in {startFolder} or any folder above it: run from inside the repository.");

    private static string? TryFind(string startFolder)
    {
        for (var folder = new DirectoryInfo(startFolder); folder is not null; folder = folder.Parent)
        {
            if (File.Exists(Path.Combine(folder.FullName, MarkerFile)))
            {
                return folder.FullName;
            }
        }

        return null;
    }
}
