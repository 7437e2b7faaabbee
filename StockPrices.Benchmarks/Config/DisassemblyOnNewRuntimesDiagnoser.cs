using BenchmarkDotNet.Analysers;
using BenchmarkDotNet.Diagnosers;
using BenchmarkDotNet.Engines;
using BenchmarkDotNet.Exporters;
using BenchmarkDotNet.Loggers;
using BenchmarkDotNet.Reports;
using BenchmarkDotNet.Running;
using BenchmarkDotNet.Validators;
using RunMode = BenchmarkDotNet.Diagnosers.RunMode;

namespace StockPrices.Benchmarks.Config;

/// <summary>
/// BenchmarkDotNet's <see cref="DisassemblyDiagnoser"/> for runtimes BenchmarkDotNet 0.14.0 does not know: everything
/// is the real diagnoser's, except its runtime check, which gives .NET 10 the moniker NotRecognized and refuses it
/// ("DisassemblyDiagnoser supports only .NET Core 3.0+", the check of dotnet/BenchmarkDotNet#2710).
/// </summary>
public sealed class DisassemblyOnNewRuntimesDiagnoser : IDiagnoser
{
    private const string UnknownRuntimeRefusal = "supports only .NET Core 3.0+";

    private readonly DisassemblyDiagnoser _disassembler = new(new DisassemblyDiagnoserConfig(maxDepth: 2, exportGithubMarkdown: true));

    public IEnumerable<string> Ids => _disassembler.Ids;

    public IEnumerable<IExporter> Exporters => _disassembler.Exporters;

    public IEnumerable<IAnalyser> Analysers => _disassembler.Analysers;

    public RunMode GetRunMode(BenchmarkCase benchmarkCase) => _disassembler.GetRunMode(benchmarkCase);

    public void Handle(HostSignal signal, DiagnoserActionParameters parameters) => _disassembler.Handle(signal, parameters);

    public IEnumerable<Metric> ProcessResults(DiagnoserResults results) => _disassembler.ProcessResults(results);

    public void DisplayResults(ILogger logger) => _disassembler.DisplayResults(logger);

    public IEnumerable<ValidationError> Validate(ValidationParameters validationParameters) =>
        _disassembler.Validate(validationParameters).Where(error => !error.Message.Contains(UnknownRuntimeRefusal, StringComparison.Ordinal));
}
