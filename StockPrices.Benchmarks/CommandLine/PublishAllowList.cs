namespace StockPrices.Benchmarks.CommandLine;

/// <summary>
/// What may pass through to BenchmarkDotNet in a run that publishes (<c>--save</c>, <c>--save-repeat</c>,
/// <c>--save-check</c>): only options that leave the job and the benchmark set as the default, each with the one
/// value that does. Anything else (<c>--iterationCount</c>, <c>--anyCategories</c>, <c>--runtimes</c>,
/// <c>--envVars</c>, <c>--inProcess</c>, a filter of part of the suite ...) changes what the committed results
/// would claim to be, so it is refused before any work starts. An allow-list, so an option BenchmarkDotNet adds
/// later is refused too until someone decides it is harmless.
/// </summary>
internal sealed class PublishAllowList
{
    private readonly IReadOnlyDictionary<string, string> _allowed;

    /// <param name="allowed">Option name (either spelling) to the only value it may have when publishing.</param>
    public PublishAllowList(IReadOnlyDictionary<string, string> allowed) => _allowed = allowed;

    /// <summary>Nothing passes through: the command's own options say everything a published run may vary.</summary>
    public static PublishAllowList Nothing { get; } = new(new Dictionary<string, string>());

    /// <summary>Null when <paramref name="benchmarkDotNetArguments"/> may be published, else why not in a few words, naming the first option that may not.</summary>
    public string? WhyNot(IReadOnlyList<string> benchmarkDotNetArguments)
    {
        for (var i = 0; i < benchmarkDotNetArguments.Count;)
        {
            var option = benchmarkDotNetArguments[i];
            var end = i + 1;
            while (end < benchmarkDotNetArguments.Count && !benchmarkDotNetArguments[end].StartsWith('-'))
            {
                end++;
            }

            var values = benchmarkDotNetArguments.Skip(i + 1).Take(end - i - 1).ToList();
            var allowedValue = _allowed.FirstOrDefault(pair => pair.Key.Equals(option, StringComparison.OrdinalIgnoreCase)).Value;
            if (allowedValue is null || values is not [var value] || !value.Equals(allowedValue, StringComparison.OrdinalIgnoreCase))
            {
                var given = string.Join(' ', benchmarkDotNetArguments.Skip(i).Take(end - i));
                return allowedValue is null
                    ? $"`{given}` changes the job or the benchmark set"
                    : $"`{given}` is not the default, {option} {allowedValue}";
            }

            i = end;
        }

        return null;
    }
}
