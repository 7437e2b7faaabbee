namespace StockPrices.Reporting.Comparison;

/// <summary>One side of a comparison: a results folder and, where it ran several jobs, the one to compare.</summary>
/// <param name="Option">The command-line option that named it, for messages (e.g. <c>--base</c>).</param>
public sealed record ComparedRun(string Option, string Folder, string? Job = null);
