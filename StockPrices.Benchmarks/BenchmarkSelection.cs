using System.Globalization;
using System.Reflection;
using BenchmarkDotNet.Attributes;
using BenchmarkDotNet.Configs;
using BenchmarkDotNet.ConsoleArguments;
using BenchmarkDotNet.ConsoleArguments.ListBenchmarks;
using BenchmarkDotNet.Filters;
using BenchmarkDotNet.Loggers;
using BenchmarkDotNet.Reports;
using BenchmarkDotNet.Running;
using StockPrices.Benchmarks.CommandLine;
using StockPrices.Results;
using OptionAttribute = CommandLine.OptionAttribute;

namespace StockPrices.Benchmarks;

/// <summary>
/// The BenchmarkDotNet options that pass through the app's command line (after the article suite, <c>beyond</c> or
/// <c>runtimes</c>) and the benchmark cases they select. They are parsed once, by BenchmarkDotNet's own parser, with the
/// command's defaults for the options not given; what its parser accepts but a run cannot have is refused first, in one
/// line. The cases then run through BenchmarkDotNet's runner, and a run measures some of them again by filtering the same
/// cases, never by parsing a changed command line.
/// </summary>
internal sealed class BenchmarkSelection
{
    /// <summary>The narrowest parameter column BenchmarkDotNet's summary style accepts.</summary>
    private const int LeastMaxWidth = 20;

    private readonly IConfig _config;
    private readonly IConfig _commandConfig;
    private readonly IReadOnlyList<Type> _types;

    private BenchmarkSelection(string[] arguments, CommandLineOptions options, IConfig commandConfig, IConfig config, IReadOnlyList<Type> types)
    {
        Arguments = arguments;
        Options = options;
        _commandConfig = commandConfig;
        _config = config;
        _types = types;
    }

    /// <summary>The arguments as given, with the command's defaults after them: what the run records.</summary>
    public string[] Arguments { get; }

    public CommandLineOptions Options { get; }

    /// <summary>What the command adds to one class's configuration beyond the arguments' (e.g. its launches); null for nothing.</summary>
    public Func<Type, IConfig?> ClassConfig { get; set; } = _ => null;

    /// <summary>Whether the arguments ask BenchmarkDotNet to list the benchmarks or print its environment, not to run.</summary>
    public bool ListsOrInforms => Options.ListBenchmarkCaseMode != ListBenchmarkCaseMode.Disabled || Options.PrintInformation;

    /// <summary>Dry or Short from <c>--job</c>; Complete otherwise.</summary>
    public RunCompleteness JobCompleteness => Options.BaseJob.ToLowerInvariant() switch
    {
        "dry" => RunCompleteness.Dry,
        "short" => RunCompleteness.Short,
        _ => RunCompleteness.Complete,
    };

    /// <summary>
    /// Parses <paramref name="arguments"/>, each of <paramref name="defaults"/> (an option and its values) added unless the
    /// option is given or the arguments list or inform; on an error prints it as one line and returns null.
    /// </summary>
    /// <param name="types">The benchmark classes the arguments select among.</param>
    public static BenchmarkSelection? Parse(string command, string[] arguments, IConfig config, IReadOnlyList<Type> types, params string[][] defaults)
    {
        if (WhyRefused(arguments) is { } refused)
        {
            App.Fail(command, refused);
            return null;
        }

        var listsOrInforms = Given(arguments, "list") || Given(arguments, "info");
        string[] effective = [.. arguments, .. listsOrInforms ? [] : defaults.Where(option => !Given(arguments, option[0].TrimStart('-'))).SelectMany(option => option)];
        var log = new AccumulationLogger();
        (bool Parsed, IConfig? Config, CommandLineOptions? Options) result;
        try
        {
            result = ConfigParser.Parse(effective, log, config);
        }
        catch (ArgumentException exception)
        {
            // A value its parser accepts but the config it builds from it refuses.
            App.Fail(command, $"BenchmarkDotNet refuses these options: {exception.Message}");
            return null;
        }

        var (parsed, parsedConfig, options) = result;
        if (!parsed || options is null || parsedConfig is null)
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

        return new BenchmarkSelection(effective, options, config, ManualConfig.Union(config, parsedConfig), types);
    }

    /// <summary>The classes of this app with a benchmark method, as BenchmarkDotNet's switcher finds them in an assembly.</summary>
    public static IReadOnlyList<Type> AllClasses { get; } =
    [
        .. typeof(BenchmarkSelection).Assembly.GetTypes()
            .Where(type => type is { IsAbstract: false, IsGenericTypeDefinition: false } && type.GetMethods().Any(method => method.IsDefined(typeof(BenchmarkAttribute), inherit: true))),
    ];

    /// <summary>The selected cases by BenchmarkDotNet's display name (type, method, job and parameters).</summary>
    public IReadOnlyList<string> CaseNames() => [.. Select(_config).SelectMany(run => run.BenchmarksCases).Select(benchmark => benchmark.DisplayInfo)];

    /// <summary>What a run or list that selects nothing says, in one line.</summary>
    public string NoneSelected() =>
        $"--filter '{string.Join("' '", Options.Filters)}' selects no benchmark: a filter matches Namespace.Type.Method, with * for any text (e.g. '*SyncVsAsync*'); --list flat lists them all";

    /// <summary>Where BenchmarkDotNet will write: <c>--artifacts</c>, else <paramref name="defaultFolder"/>.</summary>
    public string ArtifactsFolder(string defaultFolder) => Options.ArtifactsDirectory?.FullName ?? defaultFolder;

    /// <summary>Lists the benchmarks or prints the environment, as BenchmarkDotNet's switcher does.</summary>
    public void ListOrInform() => BenchmarkSwitcher.FromTypes([.. _types]).Run(Arguments, _commandConfig);

    /// <summary>
    /// Runs the selected cases, only those <paramref name="only"/> picks when given, under <paramref name="gate"/> and with
    /// each case's process given its deadline (<see cref="BenchmarkProcessDeadline"/>), writing to <paramref name="artifacts"/>
    /// unless <c>--artifacts</c> was given. The current folder becomes the repository's, where BenchmarkDotNet finds the
    /// project to build, so the app runs from any folder.
    /// </summary>
    public List<Summary> Run(QuietMachineEventProcessor gate, string artifacts, Func<BenchmarkCase, bool>? only = null)
    {
        var config = ManualConfig.Create(_config).AddEventProcessor(gate, new BenchmarkProcessDeadline()).WithArtifactsPath(ArtifactsFolder(artifacts));
        Directory.SetCurrentDirectory(App.Store.RepositoryRoot);
        return [.. BenchmarkRunner.Run(Select(only is null ? config : config.AddFilter(new SimpleFilter(only))))];
    }

    /// <summary>Null when <paramref name="summaries"/> hold exactly the selected cases, else what differs.</summary>
    public string? WhyNotTheSelected(IReadOnlyList<Summary> summaries) =>
        BenchmarkSetComparison.WhyNotTheSame(CaseNames(), summaries.SelectMany(summary => summary.BenchmarksCases).Select(benchmark => benchmark.DisplayInfo));

    private BenchmarkRunInfo[] Select(IConfig config) =>
        [.. _types.Select(type => BenchmarkConverter.TypeToBenchmarks(type, ClassConfig(type) is { } own ? ManualConfig.Union(config, own) : config)).Where(run => run.BenchmarksCases.Any())];

    /// <summary>
    /// Why <paramref name="arguments"/> are refused before BenchmarkDotNet's parser sees them: what it would throw on, drop
    /// without a word, or take and then do nothing with; null when none of that.
    /// </summary>
    private static string? WhyRefused(string[] arguments)
    {
        if (MaxWidthBelowLeast(arguments) is { } width)
        {
            return $"--maxWidth must be at least {LeastMaxWidth} (got {width})";
        }

        if (StrayValue(arguments) is { } stray)
        {
            return $"unrecognized argument '{stray.Value}': {stray.Why}";
        }

        // Without a value BenchmarkDotNet's parser neither lists nor refuses: the suite runs nothing and says so at length.
        return OptionsWithValues(arguments).LastOrDefault(given => given[0].Equals("--list", StringComparison.OrdinalIgnoreCase)) is [_]
            ? "--list needs a value: --list flat or --list tree"
            : null;
    }

    /// <summary>Whether the option BenchmarkDotNet names <paramref name="longName"/> is given, by either of its names.</summary>
    public static bool Given(string[] arguments, string longName) =>
        arguments.Any(argument => OptionsByName.Value.TryGetValue(argument, out var option) && option.LongName.Equals(longName, StringComparison.OrdinalIgnoreCase));

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
        foreach (var given in OptionsWithValues(arguments))
        {
            if (!given[0].StartsWith('-'))
            {
                return (given[0], "BenchmarkDotNet's options start with -");
            }

            var arity = OptionsByName.Value.TryGetValue(given[0], out var known) ? known.Arity : int.MaxValue;
            if (given.Length - 1 > arity)
            {
                return (given[1 + arity], "it follows an option that takes no value, or one value only, and BenchmarkDotNet's parser would drop it without a word");
            }
        }

        return null;
    }

    /// <summary>
    /// Null when <paramref name="arguments"/> may pass through to BenchmarkDotNet in a run that publishes (<c>--save</c>,
    /// <c>--save-repeat</c>, <c>--save-check</c>), else why not in a few words, naming the first option that may not. Only the
    /// options <paramref name="allowed"/> (by BenchmarkDotNet's long name, each with the one value it may have) leave the job and
    /// the benchmark set as the default; anything else (<c>--iterationCount</c>, <c>--anyCategories</c>, <c>--runtimes</c>,
    /// <c>--envVars</c>, <c>--inProcess</c>, a filter of part of the suite ...) changes what the committed results would claim
    /// to be. An allow-list, so an option BenchmarkDotNet adds later is refused too until someone decides it is harmless.
    /// </summary>
    public static string? WhyNotPublishable(string[] arguments, params (string LongName, string Value)[] allowed)
    {
        foreach (var given in OptionsWithValues(arguments))
        {
            var longName = OptionsByName.Value.GetValueOrDefault(given[0]).LongName;
            var (_, allowedValue) = allowed.FirstOrDefault(option => option.LongName.Equals(longName, StringComparison.OrdinalIgnoreCase));
            if (allowedValue is null)
            {
                return $"`{string.Join(' ', given)}` changes the job or the benchmark set";
            }

            if (given is not [_, var value] || !value.Equals(allowedValue, StringComparison.OrdinalIgnoreCase))
            {
                return $"`{string.Join(' ', given)}` is not the default, {given[0]} {allowedValue}";
            }
        }

        return null;
    }

    /// <summary>The arguments cut where each option begins: the option with the values after it (values before any option come first, alone).</summary>
    private static IEnumerable<string[]> OptionsWithValues(string[] arguments)
    {
        var start = 0;
        for (var end = 1; end <= arguments.Length; end++)
        {
            if (end == arguments.Length || arguments[end].StartsWith('-'))
            {
                yield return arguments[start..end];
                start = end;
            }
        }
    }

    /// <summary>BenchmarkDotNet's options by "--long" and "-s" name: the long name, and how many values each takes (0, 1 or many).</summary>
    private static readonly Lazy<Dictionary<string, (string LongName, int Arity)>> OptionsByName = new(() =>
    {
        var options = new Dictionary<string, (string LongName, int Arity)>(StringComparer.OrdinalIgnoreCase);
        foreach (var property in typeof(CommandLineOptions).GetProperties())
        {
            if (property.GetCustomAttribute<OptionAttribute>() is not { LongName.Length: > 0 } option)
            {
                continue;
            }

            var type = property.PropertyType;
            var arity = type == typeof(bool) ? 0
                : type != typeof(string) && typeof(System.Collections.IEnumerable).IsAssignableFrom(type) ? int.MaxValue
                : 1;
            options["--" + option.LongName] = (option.LongName, arity);
            if (option.ShortName is { Length: > 0 })
            {
                options["-" + option.ShortName] = (option.LongName, arity);
            }
        }

        return options;
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
            : lines.FirstOrDefault(line => !line.StartsWith(typeof(BenchmarkSelection).Assembly.GetName().Name!, StringComparison.Ordinal)) ?? "invalid arguments";
    }
}
