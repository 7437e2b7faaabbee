namespace StockPrices.Reporting;

/// <summary>How a runner was run, saved with its report: its arguments and the load average before and after.</summary>
public sealed class RunContext
{
    private readonly string _command;
    private readonly string _loadAverageAtStart;

    private RunContext(string command, string loadAverageAtStart)
    {
        _command = command;
        _loadAverageAtStart = loadAverageAtStart;
    }

    /// <summary>Call as the run starts: reads the arguments after the app's name and the load average now.</summary>
    public static RunContext Start() =>
        new(string.Join(' ', Environment.GetCommandLineArgs().Skip(1)), LoadAverage.Read() ?? "unknown");

    /// <summary>The scenario's parameters with <c>command</c>, <c>loadAverageAtStart</c> and <c>loadAverageAtEnd</c> (read now) added.</summary>
    public Dictionary<string, string> WithParameters(Dictionary<string, string> parameters)
    {
        ArgumentNullException.ThrowIfNull(parameters);
        parameters["command"] = _command;
        parameters["loadAverageAtStart"] = _loadAverageAtStart;
        parameters["loadAverageAtEnd"] = LoadAverage.Read() ?? "unknown";
        return parameters;
    }
}
