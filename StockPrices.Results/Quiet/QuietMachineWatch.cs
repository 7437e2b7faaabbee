namespace StockPrices.Results.Quiet;

/// <summary>What <see cref="QuietMachineMonitor.Begin"/> read as a benchmark or cell started; handed back to <see cref="QuietMachineMonitor.End"/>.</summary>
/// <param name="CrossCoreStart">How many cross-core round trips the monitor had timed by then (0 when it times none).</param>
public readonly record struct QuietMachineWatch(TimeSpan CalibrationBefore, CpuSnapshot? Start, long StartTimestamp, int CrossCoreStart);
