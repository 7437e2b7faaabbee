using System.Text.Json;
using System.Text.Json.Serialization;

namespace StockPrices.Results;

/// <summary>
/// How a JSON file of results is written (atomically), and how every loader reads one of results or published figures:
/// a file that is not JSON, or not of the shape its loader expects, or holds only <c>null</c>, ends in one
/// <see cref="InvalidDataException"/> that names the file, what it should hold and how to get it back (git, only for a
/// committed file), never a parser's exception that names no file.
/// </summary>
public static class JsonFile
{
    /// <summary>
    /// How every file of this app is written and read: indented camelCase, read in any case, NaN and the infinities as
    /// strings (a metric with no value is NaN).
    /// </summary>
    public static JsonSerializerOptions Options { get; } = new()
    {
        WriteIndented = true,
        PropertyNamingPolicy = JsonNamingPolicy.CamelCase,
        PropertyNameCaseInsensitive = true,
        NumberHandling = JsonNumberHandling.AllowNamedFloatingPointLiterals,
    };

    /// <summary>Writes <paramref name="value"/> to <paramref name="path"/> as this app writes every file, atomically (<see cref="AtomicWrite.File"/>).</summary>
    public static void Write<T>(string path, T value) => AtomicWrite.File(path, JsonSerializer.Serialize(value, Options) + "\n");

    /// <summary>Deserializes <paramref name="path"/> as a <typeparamref name="T"/>; <paramref name="holds"/> says what it is ("results file").</summary>
    public static T Read<T>(string path, string holds, JsonSerializerOptions? options = null)
        where T : class =>
        Parse(path, holds, text => JsonSerializer.Deserialize<T>(text, options ?? Options)) ?? throw Invalid(path, holds, "it holds null");

    /// <summary>Reads <paramref name="path"/> with <paramref name="parse"/> (a walk of a <see cref="JsonDocument"/>, say), naming the file if it fails.</summary>
    public static T Parse<T>(string path, string holds, Func<string, T> parse)
    {
        ArgumentException.ThrowIfNullOrEmpty(path);
        var text = File.ReadAllText(path);
        try
        {
            return parse(text);
        }
        catch (Exception exception) when (exception is JsonException or KeyNotFoundException or InvalidOperationException or FormatException or NotSupportedException)
        {
            throw Invalid(path, holds, exception.Message);
        }
    }

    private static InvalidDataException Invalid(string path, string holds, string why) =>
        new($"{path} is not a valid {holds} ({why.TrimEnd('.')}); {HowToGetItBack(path)}");

    /// <summary>Only a file under docs/results is committed, so only there can git give it back.</summary>
    private static string HowToGetItBack(string path) =>
        Path.GetFullPath(path).Replace('\\', '/').Contains($"/{ResultsStore.CommittedRelativePath}/", StringComparison.Ordinal)
            ? "restore it with git checkout, or publish the run again"
            : $"it is not under {ResultsStore.CommittedRelativePath}, so git cannot restore it: make it again with the run that wrote it";
}
