using System.Diagnostics;
using System.Globalization;
using Concurrency.Pipelines.Simulated;

namespace StockPrices.Benchmarks.Pipelines;

/// <summary>How late a simulated wait of the shortest stage's length ends, on the simulated device and with Task.Delay (medians).</summary>
internal sealed record TimerCalibration(TimeSpan Wait, TimeSpan DeviceOvershoot, TimeSpan TaskDelayOvershoot)
{
    private const int Samples = 15;

    public static async Task<TimerCalibration> MeasureAsync(TimeSpan wait, CancellationToken cancellationToken)
    {
        using var device = new SimulatedDevice("calibration");
        var deviceTimes = new List<TimeSpan>(Samples);
        var delayTimes = new List<TimeSpan>(Samples);
        for (var i = 0; i < Samples; i++)
        {
            var started = Stopwatch.GetTimestamp();
            await device.WorkAsync(wait, cancellationToken);
            deviceTimes.Add(Stopwatch.GetElapsedTime(started) - wait);
            started = Stopwatch.GetTimestamp();
            await Task.Delay(wait, cancellationToken);
            delayTimes.Add(Stopwatch.GetElapsedTime(started) - wait);
        }

        return new TimerCalibration(wait, Median(deviceTimes), Median(delayTimes));
    }

    public string Describe() => string.Create(
        CultureInfo.InvariantCulture,
        $"Timer calibration: a {Wait.TotalMilliseconds:0.###} ms wait ends {DeviceOvershoot.TotalMilliseconds:0.000} ms late on the simulated device and {TaskDelayOvershoot.TotalMilliseconds:0.000} ms late with Task.Delay (medians of {Samples}).");

    private static TimeSpan Median(List<TimeSpan> values)
    {
        values.Sort();
        return values[values.Count / 2];
    }
}
