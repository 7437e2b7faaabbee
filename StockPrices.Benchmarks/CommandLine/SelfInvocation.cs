namespace StockPrices.Benchmarks.CommandLine;

/// <summary>How to start this app again as a child process (a polling variant, a ring worker or a ring node).</summary>
internal static class SelfInvocation
{
    public static string FileName => Environment.ProcessPath ?? throw new InvalidOperationException("The path of this process is unknown.");

    /// <summary>The app's own arguments before <paramref name="arguments"/>: its dll when run through the dotnet host.</summary>
    public static IReadOnlyList<string> Arguments(params string[] arguments)
    {
        var throughHost = Path.GetFileNameWithoutExtension(FileName).Equals("dotnet", StringComparison.OrdinalIgnoreCase);
        return throughHost ? [typeof(SelfInvocation).Assembly.Location, .. arguments] : arguments;
    }
}
