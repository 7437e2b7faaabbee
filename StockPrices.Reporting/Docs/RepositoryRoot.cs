namespace StockPrices.Reporting.Docs;

/// <summary>Finds the repository's root (the folder holding StockPrices.slnx) from a folder inside it.</summary>
public static class RepositoryRoot
{
    public const string MarkerFile = "StockPrices.slnx";

    public static string Find(string startFolder)
    {
        for (var folder = new DirectoryInfo(startFolder); folder is not null; folder = folder.Parent)
        {
            if (File.Exists(Path.Combine(folder.FullName, MarkerFile)))
            {
                return folder.FullName;
            }
        }

        throw new DirectoryNotFoundException($"No {MarkerFile} in {startFolder} or any folder above it: run from inside the repository.");
    }
}
