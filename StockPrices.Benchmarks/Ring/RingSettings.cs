namespace StockPrices.Benchmarks.Ring;

/// <summary>What one <c>ring</c> command runs: the (n, m) cells, the contenders, repeats, caps and budgets.</summary>
internal sealed record RingSettings(
    IReadOnlyList<int> Nodes,
    IReadOnlyList<int> Messages,
    IReadOnlyList<RingContender> Contenders,
    int Repeat,
    TimeSpan CellBudget,
    TimeSpan TotalBudget,
    int MaxOsThreads,
    int MaxProcesses,
    string CommandLine);
