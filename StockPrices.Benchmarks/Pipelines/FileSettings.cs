using StockPrices.Benchmarks.CommandLine;

namespace StockPrices.Benchmarks.Pipelines;

/// <summary>The real run: a file (generated at <see cref="GenerateBytes"/>, or an existing <see cref="InputPath"/>), compressed and sent to a paced loopback client.</summary>
internal sealed record FileSettings(
    long? GenerateBytes,
    string? InputPath,
    double BandwidthMegabits,
    int ChunkBytes,
    int Depth,
    int SocketBufferBytes,
    RunOutput Output);
