using StockPrices.Reporting.Paired;

namespace StockPrices.Benchmarks.Paired;

/// <summary>One comparison as <see cref="PairedRunner"/> measured it: its warm-up, each side's calls per slice, and its rounds so far.</summary>
internal sealed record PairedRun(PairedCase Pair, WarmUpResult WarmUp, int BaselineCalls, int CandidateCalls, List<PairedRound> Rounds);
