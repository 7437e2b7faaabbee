using System.Globalization;
using BenchmarkDotNet.Configs;
using BenchmarkDotNet.ConsoleArguments;
using BenchmarkDotNet.Loggers;
using StockPrices.Benchmarks.CommandLine;
using StockPrices.Results;

namespace StockPrices.Benchmarks;

/// <summary>
/// The BenchmarkDotNet options that pass through the app's command line (after the article suite or after
/// <c>runtimes</c>): checked by BenchmarkDotNet's own parser before anything runs, with its error as one line,
/// and read for what decides whether a run may be published (the job, the filter, the artifacts folder).
/// </summary>
internal sealed class BenchmarkDotNetArguments
{
    /// <summary>The narrowest parameter column BenchmarkDotNet's summary style accepts.</summary>
    private const int LeastMaxWidth = 20;

    private BenchmarkDotNetArguments(string[] arguments, CommandLineOptions options)
    {
        Arguments = arguments;
        Options = options;
    }

    public string[] Arguments { get; }

    public CommandLineOptions Options { get; }

    /// <summary>Dry or Short from <c>--job</c>; Complete otherwise.</summary>
    public RunCompleteness JobCompleteness => Options.BaseJob.ToLowerInvariant() switch
    {
        "dry" => RunCompleteness.Dry,
        "short" => RunCompleteness.Short,
        _ => RunCompleteness.Complete,
    };

    /// <summary>Parses <paramref name="arguments"/>; on an error prints it as one line and returns null.</summary>
    public static BenchmarkDotNetArguments? Parse(string command, string[] arguments, IConfig config)
    {
        if (MaxWidthBelowLeast(arguments) is { } width)
        {
            App.Fail(command, $"--maxWidth must be at least {LeastMaxWidth} (got {width})");
            return null;
        }

        if (StrayValue(arguments) is { } stray)
        {
            App.Fail(command, $"unrecognized argument '{stray.Value}': {stray.Why}");
            return null;
        }

        if (Array.FindLastIndex(arguments, a => a.Equals("--list", StringComparison.OrdinalIgnoreCase)) is var list and >= 0
            && (list + 1 == arguments.Length || arguments[list + 1].StartsWith('-')))
        {
            // Without a value BenchmarkDotNet's parser neither lists nor refuses: the suite runs nothing and says so at length.
            App.Fail(command, "--list needs a value: --list flat or --list tree");
            return null;
        }

        var log = new AccumulationLogger();
        (bool Parsed, IConfig? Config, CommandLineOptions? Options) result;
        try
        {
            result = ConfigParser.Parse(arguments, log, config);
        }
        catch (ArgumentException exception)
        {
            // A value its parser accepts but the config it builds from it refuses.
            App.Fail(command, $"BenchmarkDotNet refuses these options: {exception.Message}");
            return null;
        }

        var (parsed, _, options) = result;
        if (!parsed || options is null)
        {
            App.Fail(command, $"{FirstError(log.GetLog())} (BenchmarkDotNet's options: see https://benchmarkdotnet.org/articles/guides/console-args.html)");
            return null;
        }

        if (ImpossibleValue(options) is { } impossible)
        {
            App.Fail(command, $"{impossible} (BenchmarkDotNet would start the suite with it and fail or hang later)");
            return null;
        }

        if (options.ArtifactsDirectory is { } artifacts && App.Store.IsCommitted(artifacts.FullName))
        {
            App.Fail(command, $"--artifacts {artifacts.FullName} is inside {ResultsStore.CommittedRelativePath}, which only --save writes (a complete run, atomically)");
            return null;
        }

        return new BenchmarkDotNetArguments(arguments, options);
    }

    /// <summary>
    /// The arguments with <c>--artifacts</c> as a full path (<paramref name="folder"/> unless one was given). The
    /// current folder becomes the repository's, where BenchmarkDotNet finds the project to build, so the app
    /// runs from any folder.
    /// </summary>
    public string[] WithArtifacts(string folder)
    {
        var given = Array.FindIndex(Arguments, a => a.Equals("--artifacts", StringComparison.OrdinalIgnoreCase));
        string[] others = given >= 0 ? [.. Arguments[..given], .. Arguments[(given + 2)..]] : Arguments;
        Directory.SetCurrentDirectory(App.Store.RepositoryRoot);
        return [.. others, "--artifacts", Options.ArtifactsDirectory?.FullName ?? folder];
    }

    /// <summary><paramref name="arguments"/> with every <c>--filter</c> (or <c>-f</c>) and its values replaced by <paramref name="filters"/>.</summary>
    public static string[] WithFilters(string[] arguments, IEnumerable<string> filters)
    {
        var kept = new List<string>(arguments.Length);
        for (var i = 0; i < arguments.Length; i++)
        {
            if (arguments[i] is "--filter" or "-f")
            {
                while (i + 1 < arguments.Length && !arguments[i + 1].StartsWith('-'))
                {
                    i++;
                }
            }
            else
            {
                kept.Add(arguments[i]);
            }
        }

        return [.. kept, "--filter", .. filters];
    }

    /// <summary>Where BenchmarkDotNet will write: <c>--artifacts</c>, else <paramref name="defaultFolder"/>.</summary>
    public string ArtifactsFolder(string defaultFolder) => Options.ArtifactsDirectory?.FullName ?? defaultFolder;

    /// <summary>
    /// The counts and times BenchmarkDotNet's parser takes whatever their sign (<c>--iterationTime 0</c>, <c>-150</c>):
    /// the first that no run can have, with the bound it breaks; null when all are possible.
    /// </summary>
    private static string? ImpossibleValue(CommandLineOptions options)
    {
        // The upper bounds keep a run to hours: a count near int's limit passes the parser and never ends.
        (string Name, long? Value, long Least, long Most)[] bounded =
        [
            ("--iterationTime", options.IterationTimeInMilliseconds, 1, 60_000),
            ("--iterationCount", options.IterationCount, 1, 10_000),
            ("--minIterationCount", options.MinIterationCount, 1, 10_000),
            ("--maxIterationCount", options.MaxIterationCount, 1, 10_000),
            ("--warmupCount", options.WarmupIterationCount, 0, 10_000),
            ("--minWarmupCount", options.MinWarmupIterationCount, 0, 10_000),
            ("--maxWarmupCount", options.MaxWarmupIterationCount, 0, 10_000),
            ("--launchCount", options.LaunchCount, 1, 100),
            ("--invocationCount", options.InvocationCount, 1, 10_000_000_000),
            ("--unrollFactor", options.UnrollFactor, 1, 1_000_000),
            ("--buildTimeout", options.TimeOutInSeconds, 1, 86_400),
            ("--affinity", options.Affinity, 1, long.MaxValue),
        ];
        if (bounded.FirstOrDefault(option => option.Value < option.Least) is { Name: not null } low)
        {
            return $"{low.Name} must be at least {low.Least} (got {low.Value})";
        }

        if (bounded.FirstOrDefault(option => option.Value > option.Most) is { Name: not null } high)
        {
            return $"{high.Name} must be at most {high.Most.ToString("#,0", CultureInfo.InvariantCulture)} (got {high.Value}): a run must end in hours";
        }

        return options.MinIterationCount > options.MaxIterationCount
            ? $"--minIterationCount ({options.MinIterationCount}) must not exceed --maxIterationCount ({options.MaxIterationCount})"
            : options.MinWarmupIterationCount > options.MaxWarmupIterationCount
                ? $"--minWarmupCount ({options.MinWarmupIterationCount}) must not exceed --maxWarmupCount ({options.MaxWarmupIterationCount})"
                : null;
    }

    /// <summary>
    /// A value that BenchmarkDotNet's parser would ignore without a word, and why: one before any option, after a switch
    /// (an option without a value, <c>--info</c>), or after the one value of a single-valued option (<c>--job dry extra</c>).
    /// Which options take no value, one or many comes from its options type, so the check follows BenchmarkDotNet's own list.
    /// </summary>
    private static (string Value, string Why)? StrayValue(string[] arguments)
    {
        var arity = OptionArity.Value;
        string? option = null;
        var values = 0;
        foreach (var argument in arguments)
        {
            if (argument.StartsWith('-'))
            {
                option = argument;
                values = 0;
                continue;
            }

            values++;
            if (option is null)
            {
                return (argument, "BenchmarkDotNet's options start with -");
            }

            if (values > arity.GetValueOrDefault(option, int.MaxValue))
            {
                return (argument, "it follows an option that takes no value, or one value only, and BenchmarkDotNet's parser would drop it without a word");
            }
        }

        return null;
    }

    /// <summary>How many values each of BenchmarkDotNet's options takes, by "--long" and "-s" name: 0, 1 or many.</summary>
    private static readonly Lazy<Dictionary<string, int>> OptionArity = new(() =>
    {
        var arity = new Dictionary<string, int>(StringComparer.OrdinalIgnoreCase);
        foreach (var property in typeof(CommandLineOptions).GetProperties())
        {
            if (property.GetCustomAttributes(inherit: true).FirstOrDefault(a => a.GetType().Name == "OptionAttribute") is not { } attribute)
            {
                continue;
            }

            var type = property.PropertyType;
            var count = type == typeof(bool) ? 0
                : type != typeof(string) && typeof(System.Collections.IEnumerable).IsAssignableFrom(type) ? int.MaxValue
                : 1;
            if (attribute.GetType().GetProperty("LongName")?.GetValue(attribute) is string { Length: > 0 } longName)
            {
                arity["--" + longName] = count;
            }

            if (attribute.GetType().GetProperty("ShortName")?.GetValue(attribute) is string { Length: > 0 } shortName)
            {
                arity["-" + shortName] = count;
            }
        }

        return arity;
    });

    /// <summary>The value of <c>--maxWidth</c> when it is a whole number below the least width BenchmarkDotNet's summary style takes (it throws on it).</summary>
    private static int? MaxWidthBelowLeast(string[] arguments)
    {
        var given = Array.FindLastIndex(arguments, a => a.Equals("--maxWidth", StringComparison.OrdinalIgnoreCase));
        return given >= 0 && given + 1 < arguments.Length && int.TryParse(arguments[given + 1], NumberStyles.Integer, CultureInfo.InvariantCulture, out var width) && width < LeastMaxWidth
            ? width
            : null;
    }

    /// <summary>BenchmarkDotNet's parser prints its banner, "ERROR(S):", the errors, then its help: the first error.</summary>
    private static string FirstError(string log)
    {
        var lines = log.Split('\n', StringSplitOptions.RemoveEmptyEntries | StringSplitOptions.TrimEntries);
        var errors = Array.FindIndex(lines, line => line.StartsWith("ERROR", StringComparison.Ordinal));
        return errors >= 0 && errors + 1 < lines.Length ? lines[errors + 1]
            : lines.FirstOrDefault(line => !line.StartsWith(typeof(BenchmarkDotNetArguments).Assembly.GetName().Name!, StringComparison.Ordinal)) ?? "invalid arguments";
    }
}
