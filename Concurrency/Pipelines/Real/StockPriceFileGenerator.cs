using System.Text;

namespace Concurrency.Pipelines.Real;

/// <summary>
/// Writes a file of the given size made of stock quote lines (ticker, day, price, volume) from a seeded
/// random generator: the same bytes every time, and text that compresses the way real quote files do.
/// </summary>
public static class StockPriceFileGenerator
{
    private static readonly string[] Tickers = ["MSFT", "AAPL", "GOOG", "AMZN", "NVDA", "META", "TSLA", "ORCL"];

    public static async Task CreateAsync(string path, long sizeBytes, CancellationToken cancellationToken)
    {
        ArgumentException.ThrowIfNullOrEmpty(path);
        ArgumentOutOfRangeException.ThrowIfNegativeOrZero(sizeBytes);
        var random = new Random(2013);
        var line = new StringBuilder(64);
        var block = new byte[1 << 20];
        var file = new FileStream(path, FileMode.CreateNew, FileAccess.Write, FileShare.None, bufferSize: 0, FileOptions.Asynchronous);
        await using var closeFile = file.ConfigureAwait(false);
        for (long left = sizeBytes; left > 0;)
        {
            var filled = 0;
            var target = (int)Math.Min(block.Length, left);
            while (filled < target)
            {
                line.Clear()
                    .Append(Tickers[random.Next(Tickers.Length)]).Append(',')
                    .Append("2026-").Append(random.Next(1, 13).ToString("00", System.Globalization.CultureInfo.InvariantCulture)).Append('-')
                    .Append(random.Next(1, 29).ToString("00", System.Globalization.CultureInfo.InvariantCulture)).Append(',')
                    .Append((random.Next(1_000, 100_000) / 100m).ToString("F2", System.Globalization.CultureInfo.InvariantCulture)).Append(',')
                    .Append(random.Next(1_000_000)).Append('\n');
                filled += Encoding.ASCII.GetBytes(line.ToString().AsSpan(0, Math.Min(line.Length, target - filled)), block.AsSpan(filled));
            }

            await file.WriteAsync(block.AsMemory(0, target), cancellationToken).ConfigureAwait(false);
            left -= target;
        }
    }
}
