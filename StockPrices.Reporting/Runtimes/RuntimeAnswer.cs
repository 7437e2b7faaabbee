namespace StockPrices.Reporting.Runtimes;

/// <summary>One answer of a runtime (e.g. id <c>task-from-result</c>, "a new task every call") and the tests that asserted it there.</summary>
public sealed record RuntimeAnswer(string Id, string Answer, string AssertedBy);
