using System.Globalization;

namespace StockPrices.Benchmarks.Ring;

/// <summary>
/// The one line every ring program prints (the .NET worker, ring.erl, ring_*.py):
/// <c>ring-result delivered=D misdelivered=X setup_ns=S messaging_ns=T total_ns=U threads_ready=R vm_hwm_kb=K messaging_cpu_ns=C [allocated_bytes=A]</c>.
/// messaging_cpu_ns is the CPU time of all the program's threads over the messaging time, or −1 where it is not measured.
/// </summary>
internal sealed record RingResultLine(
    long Delivered,
    long Misdelivered,
    long SetupNanoseconds,
    long MessagingNanoseconds,
    long TotalNanoseconds,
    long ThreadsReady,
    long PeakResidentKilobytes,
    long MessagingCpuNanoseconds,
    long? AllocatedBytes)
{
    public const string Prefix = "ring-result ";

    public override string ToString() =>
        string.Create(
            CultureInfo.InvariantCulture,
            $"{Prefix}delivered={Delivered} misdelivered={Misdelivered} setup_ns={SetupNanoseconds} messaging_ns={MessagingNanoseconds} total_ns={TotalNanoseconds} threads_ready={ThreadsReady} vm_hwm_kb={PeakResidentKilobytes} messaging_cpu_ns={MessagingCpuNanoseconds}")
        + (AllocatedBytes is { } allocated ? string.Create(CultureInfo.InvariantCulture, $" allocated_bytes={allocated}") : "");

    public static RingResultLine? TryParse(string line)
    {
        if (!line.StartsWith(Prefix, StringComparison.Ordinal))
        {
            return null;
        }

        var fields = new Dictionary<string, long>(StringComparer.Ordinal);
        foreach (var pair in line[Prefix.Length..].Split(' ', StringSplitOptions.RemoveEmptyEntries))
        {
            var equals = pair.IndexOf('=', StringComparison.Ordinal);
            if (equals > 0 && long.TryParse(pair[(equals + 1)..], NumberStyles.AllowLeadingSign, CultureInfo.InvariantCulture, out var value))
            {
                fields[pair[..equals]] = value;
            }
        }

        long Field(string name) => fields.TryGetValue(name, out var value) ? value : throw new FormatException($"The ring result line has no '{name}': {line}");
        return new RingResultLine(
            Field("delivered"),
            Field("misdelivered"),
            Field("setup_ns"),
            Field("messaging_ns"),
            Field("total_ns"),
            Field("threads_ready"),
            Field("vm_hwm_kb"),
            fields.TryGetValue("messaging_cpu_ns", out var cpu) ? cpu : -1,
            fields.TryGetValue("allocated_bytes", out var bytes) ? bytes : null);
    }
}
