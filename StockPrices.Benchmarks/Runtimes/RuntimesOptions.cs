namespace StockPrices.Benchmarks.Runtimes;

/// <summary>The <c>runtimes</c> command's own options; everything else goes to BenchmarkDotNet.</summary>
internal sealed record RuntimesOptions(
    IReadOnlyList<string> RuntimeNames,
    string JobName,
    bool Save,
    string[] BenchmarkDotNetArguments,
    string[] OriginalArguments)
{
    public static string Usage(IEnumerable<string> jobNames) =>
        "Usage: runtimes [--runtimes NAME...] [--job " + string.Join('|', jobNames) + "] [--save] [BenchmarkDotNet options such as --filter]\n" +
        "Runtimes: " + string.Join(", ", ComparedRuntime.All.Select(r => r.Name)) +
        " (default: " + string.Join(' ', ComparedRuntime.DefaultNames) + "; the first is the baseline).";

    public static bool TryParse(string[] args, IEnumerable<string> jobNames, out RuntimesOptions options, out string error)
    {
        var runtimeNames = new List<string>();
        var jobName = "default";
        var save = false;
        var forwarded = new List<string>();
        options = null!;
        for (var i = 0; i < args.Length; i++)
        {
            switch (args[i])
            {
                case "--runtimes" or "-r":
                    if (i + 1 >= args.Length || args[i + 1].StartsWith('-'))
                    {
                        error = "--runtimes needs at least one runtime name.";
                        return false;
                    }

                    while (i + 1 < args.Length && !args[i + 1].StartsWith('-'))
                    {
                        runtimeNames.Add(args[++i]);
                    }

                    break;
                case "--job" or "-j":
                    if (i + 1 >= args.Length || !jobNames.Contains(args[i + 1], StringComparer.OrdinalIgnoreCase))
                    {
                        error = $"--job needs one of {string.Join(", ", jobNames)}.";
                        return false;
                    }

                    jobName = args[++i].ToLowerInvariant();
                    break;
                case "--save":
                    save = true;
                    break;
                default:
                    forwarded.Add(args[i]);
                    break;
            }
        }

        if (runtimeNames.Count == 0)
        {
            runtimeNames.AddRange(ComparedRuntime.DefaultNames);
        }

        var unknown = runtimeNames.Where(name => ComparedRuntime.All.All(r => r.Name != name)).ToList();
        if (unknown.Count > 0)
        {
            error = $"unknown runtime(s) {string.Join(", ", unknown)}.";
            return false;
        }

        if (runtimeNames.Distinct().Count() != runtimeNames.Count)
        {
            error = "a runtime is named twice.";
            return false;
        }

        options = new RuntimesOptions(runtimeNames, jobName, save, [.. forwarded], args);
        error = "";
        return true;
    }
}
