using System.Globalization;
using System.Reflection;
using System.Runtime.InteropServices;
using System.Text;
using NUnit.Framework.Api;
using NUnit.Framework.Interfaces;
using NUnit.Framework.Internal;
using StockPrices.Results;
using StockPrices.Runtimes;
using StockPrices.Tests.RuntimeBehavior;
using StockPrices.Tests;

// Runs every test in this assembly in-process (NUnit's own runner; NUnitLite is not in the registry) and
// ends with "N passed, N failed, N skipped". With --save FILE, and only when every test passed, writes the
// answers those tests asserted to FILE (AnswersFile: a temporary file, flushed, then a rename).
string? save = null;
if (args.Length == 2 && args[0] == "--save")
{
    save = Path.GetFullPath(args[1]);
}
else if (args.Length != 0)
{
    Console.Error.WriteLine("usage: StockPrices.RuntimeAnswers [--save FILE]");
    return 2;
}

var loadBefore = LoadAverage.Read();
var started = DateTime.UtcNow;
var runner = new NUnitTestAssemblyRunner(new DefaultTestAssemblyBuilder());
runner.Load(typeof(BytesPerCallTests).Assembly, new Dictionary<string, object>());
var result = runner.Run(new ProgressListener(), TestFilter.Empty);
var loadAfter = LoadAverage.Read();

var tests = Leaves(result).ToList();
var passed = tests.Count(t => t.ResultState.Status == TestStatus.Passed);
var failed = tests.Count(t => t.ResultState.Status is TestStatus.Failed or TestStatus.Warning);
var skipped = tests.Count - passed - failed;
foreach (var test in tests.Where(t => t.ResultState.Status != TestStatus.Passed))
{
    Console.WriteLine($"{StatusWord(test.ResultState.Status)} {test.FullName}: {test.Message?.Trim()}");
}

Console.WriteLine($"{RuntimeInformation.FrameworkDescription}, load average {loadBefore} before, {loadAfter} after");
Console.WriteLine($"{passed} passed, {failed} failed, {skipped} skipped");
var allPassed = tests.Count > 0 && passed == tests.Count;
if (save is not null)
{
    if (!allPassed)
    {
        Console.Error.WriteLine($"not saved: {save} is written only when every test passed");
        return 1;
    }

    AnswersFile.Save(save, AnswersJson(started, loadBefore, loadAfter, passed));
    Console.WriteLine($"saved {save}");
}

return allPassed ? 0 : 1;

static string StatusWord(TestStatus status) => status.ToString().ToUpperInvariant();

static IEnumerable<ITestResult> Leaves(ITestResult result) =>
    result.HasChildren ? result.Children.SelectMany(Leaves) : result.Test.IsSuite ? [] : [result];

static string AnswersJson(DateTime started, string? loadBefore, string? loadAfter, int passed)
{
    var expected = RuntimeExpectations.Current;
    var answers = new (string Id, string Answer, string Tests)[]
    {
        ("async-task-completed", expected.AsyncTaskReturnsTaskCompletedTask ? "Task.CompletedTask itself" : "one cached task, not Task.CompletedTask",
            "AsyncTaskCachingTests.AsyncTask_CompletingSynchronously_ReturnsTaskCompletedTaskOnNet5AndLater, AsyncTask_CompletingSynchronously_ReturnsTheSameInstanceEveryCall"),
        ("task-from-result", expected.TaskFromResultUsesTheCache ? "the async builder's cached task" : "a new task every call",
            "TaskFromResultCachingTests.TaskFromResult_MinusOneToEight_ReturnsCachedTasks"),
        ("decimal-zero", expected.CachesAllZeroBitsDefaults ? "the same cached task" : "a new task every call",
            "DefaultValueCachingTests.AsyncTaskOfDecimal_Zero_IsCachedOnNet8AndLater, BytesPerCallTests.AsyncTaskOfDecimal_Zero_AllocatesATaskUnlessCached"),
        ("decimal-zero-scale-one", "a new task every call",
            "DefaultValueCachingTests.AsyncTaskOfDecimal_ZeroWithScaleOne_IsNotCached"),
        ("task-of-decimal-bytes", expected.TaskOfDecimalBytes.ToString(CultureInfo.InvariantCulture) + " B",
            "BytesPerCallTests.AsyncTaskOfDecimal_42_AllocatesOneTaskOfDecimal"),
    };

    var json = new StringBuilder();
    json.Append("{\n");
    json.Append($"  \"runtime\": {Quote(RuntimeInformation.FrameworkDescription)},\n");
    json.Append($"  \"builtFor\": {Quote(typeof(BytesPerCallTests).Assembly.GetCustomAttribute<System.Runtime.Versioning.TargetFrameworkAttribute>()!.FrameworkName)},\n");
    json.Append($"  \"os\": {Quote(RuntimeInformation.OSDescription.Trim())},\n");
    json.Append($"  \"startedUtc\": {Quote(started.ToString("yyyy-MM-ddTHH:mm:ssZ", CultureInfo.InvariantCulture))},\n");
    json.Append($"  \"loadAverageBefore\": {Quote(loadBefore)},\n");
    json.Append($"  \"loadAverageAfter\": {Quote(loadAfter)},\n");
    json.Append($"  \"testsPassed\": {passed},\n");
    json.Append("  \"answers\": [\n");
    json.Append(string.Join(",\n", answers.Select(a => $"    {{ \"id\": {Quote(a.Id)}, \"answer\": {Quote(a.Answer)}, \"assertedBy\": {Quote(a.Tests)} }}")));
    json.Append("\n  ]\n}\n");
    return json.ToString();
}

static string Quote(string? value) =>
    value is null ? "null" : "\"" + value.Replace("\\", "\\\\").Replace("\"", "\\\"") + "\"";

/// <summary>One character per finished test, so a long run shows progress.</summary>
internal sealed class ProgressListener : ITestListener
{
    public void TestStarted(ITest test)
    {
    }

    public void TestFinished(ITestResult result)
    {
        if (!result.Test.IsSuite)
        {
            Console.Write(result.ResultState.Status == TestStatus.Passed ? "." : "F");
        }
        else if (result.Test.Parent is null)
        {
            Console.WriteLine();
        }
    }

    public void TestOutput(TestOutput output)
    {
    }

    public void SendMessage(TestMessage message)
    {
    }
}
