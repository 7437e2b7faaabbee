namespace StockPrices.Results;

/// <summary>
/// The one lock on a repository's docs/results, held by a run from the checks before it starts to the end of its
/// publish, so that two publishers never validate against the same state and then both write (two repeats taking
/// one run number, a --save landing during a --save-repeat). It is an exclusive lock on a file beside the scratch
/// results (flock on Unix, a share-none handle on Windows), so the operating system releases it when the process
/// ends, however it ends, and no stale lock outlives a killed run.
/// </summary>
public sealed class ResultsLock : IDisposable
{
    public const string FileName = ".docs-results.lock";

    private static readonly TimeSpan RetryInterval = TimeSpan.FromMilliseconds(100);

    private readonly FileStream _handle;

    private ResultsLock(FileStream handle) => _handle = handle;

    /// <summary>
    /// Takes the lock in <paramref name="folder"/>, waiting up to <paramref name="wait"/> for another holder to let go;
    /// null when it is still held then.
    /// </summary>
    public static ResultsLock? TryAcquire(string folder, TimeSpan wait)
    {
        ArgumentException.ThrowIfNullOrEmpty(folder);
        Directory.CreateDirectory(folder);
        var path = Path.Combine(folder, FileName);
        var deadline = DateTime.UtcNow + wait;
        while (true)
        {
            try
            {
                return new ResultsLock(new FileStream(path, FileMode.OpenOrCreate, FileAccess.ReadWrite, FileShare.None));
            }
            catch (IOException) when (DateTime.UtcNow < deadline)
            {
                Thread.Sleep(RetryInterval);
            }
            catch (IOException)
            {
                return null;
            }
        }
    }

    public void Dispose() => _handle.Dispose();
}
