namespace StockPrices.Results.Quiet;

/// <summary>What <see cref="QuietMachineMonitor.Begin"/> read as a benchmark or cell started; handed back to <see cref="QuietMachineMonitor.End"/>.</summary>
public readonly record struct QuietMachineWatch(TimeSpan CalibrationBefore, CpuSnapshot? Start, long StartTimestamp);
