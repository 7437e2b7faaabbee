namespace Concurrency.Ring;

/// <summary>Every .NET ring, in the order results list them; the process ring needs a way to start its nodes.</summary>
public static class RingCatalog
{
    public static IReadOnlyList<IRing> All(IRingNodeSpawner nodeSpawner) =>
    [
        new ThreadsBlockingCollectionRing(),
        new ThreadsMonitorHandOffRing(),
        new TasksChannelRing(),
        new TaskCompletionSourceRing(),
        new DataflowActionBlockRing(),
        new CooperativeSchedulerRing(),
        new ProcessPipesRing(nodeSpawner),
        new PlainHandOffRing(),
    ];
}
