using StockPrices.Beyond;

namespace StockPrices.Tests.RuntimeBehavior;

/// <summary>
/// Question 6 beyond the article (docs/beyond-the-article.md): what eliding async gives up. An elided pass-through
/// throws its argument exception at the call and leaves no frame in the stack trace of an exception thrown after the
/// inner method resumed; an <c>async</c>/<c>await</c> one puts the argument exception in its task, so it surfaces at
/// the await, and keeps its frame. Runs on .NET 8, 9 and 10 and, through StockPrices.RuntimeAnswers, on Mono.
/// </summary>
public class ElidingTradeOffTests
{
    [Test]
    public void ElidedPassThrough_InvalidArgument_ThrowsAtTheCall()
    {
        Action call = () => PassThrough.ElidedAsync(-1);

        call.Should().Throw<ArgumentOutOfRangeException>();
    }

    [Test]
    public async Task AwaitedPassThrough_InvalidArgument_ReturnsAFaultedTaskThatThrowsAtTheAwait()
    {
        var task = PassThrough.AwaitedAsync(-1);

        task.IsFaulted.Should().BeTrue();
        Func<Task> awaiting = async () => await task;
        await awaiting.Should().ThrowAsync<ArgumentOutOfRangeException>();
    }

    [Test]
    public async Task ElidedPassThrough_InnerFailsAfterResuming_StackTraceHasNoPassThroughFrame()
    {
        var stackTrace = await StackTraceOfAsync(() => PassThrough.ElidedYieldingAsync(PassThrough.FailingValue));

        stackTrace.Should().Contain(nameof(PassThrough.ReturnAfterYieldAsync)).And.NotContain(nameof(PassThrough.ElidedYieldingAsync));
    }

    [Test]
    public async Task AwaitedPassThrough_InnerFailsAfterResuming_StackTraceHasThePassThroughFrame()
    {
        var stackTrace = await StackTraceOfAsync(() => PassThrough.AwaitedYieldingAsync(PassThrough.FailingValue));

        stackTrace.Should().Contain(nameof(PassThrough.ReturnAfterYieldAsync)).And.Contain(nameof(PassThrough.AwaitedYieldingAsync));
    }

    private static async Task<string> StackTraceOfAsync(Func<Task<int>> call)
    {
        try
        {
            await call();
        }
        catch (InvalidOperationException exception)
        {
            return exception.StackTrace ?? "";
        }

        throw new AssertionException("The inner method did not fail.");
    }
}
