using System.Security.Cryptography;
using System.Text;

namespace StockPrices.Tests.CommandLine;

/// <summary>A fingerprint of docs/results: every file's path and bytes, so a test can show nothing there changed.</summary>
internal static class CommittedResults
{
    public static string Hash()
    {
        var root = Path.Combine(AppProcess.RepositoryRoot, "docs", "results");
        using var hash = IncrementalHash.CreateHash(HashAlgorithmName.SHA256);
        foreach (var path in Directory.EnumerateFileSystemEntries(root, "*", SearchOption.AllDirectories).Order(StringComparer.Ordinal))
        {
            hash.AppendData(Encoding.UTF8.GetBytes(Path.GetRelativePath(root, path) + "\n"));
            if (File.Exists(path))
            {
                hash.AppendData(File.ReadAllBytes(path));
            }
        }

        return Convert.ToHexString(hash.GetHashAndReset());
    }
}
