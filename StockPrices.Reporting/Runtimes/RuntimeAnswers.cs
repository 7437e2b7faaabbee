using StockPrices.Results;

namespace StockPrices.Reporting.Runtimes;

/// <summary>
/// What StockPrices.RuntimeAnswers saved from one passing run of the runtime-behaviour tests on one runtime
/// (docs/results/runtimes-linux-x64/answers/*.json): the runtime and each answer with the tests that asserted it.
/// </summary>
public sealed record RuntimeAnswers(
    string Runtime,
    string BuiltFor,
    IReadOnlyList<RuntimeAnswer> Answers)
{
    /// <summary>The folder, below docs/results, that the answers of every runtime are saved in.</summary>
    public static string Folder(string resultsFolder) => Path.Combine(resultsFolder, "runtimes-linux-x64", "answers");

    public static RuntimeAnswers Load(string path) => JsonFile.Read<RuntimeAnswers>(path, "file of runtime answers");

    public string Answer(string id) =>
        Answers.FirstOrDefault(answer => answer.Id == id)?.Answer
            ?? throw new InvalidDataException($"The answers for {Runtime} have no '{id}'.");
}
