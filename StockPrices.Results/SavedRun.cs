namespace StockPrices.Results;

/// <summary>Where a run's results went: always the scratch copy; the committed copy only when published.</summary>
public sealed record SavedRun(string ScratchPath, string? PublishedPath, string? NotPublishedBecause)
{
    public IEnumerable<string> Lines()
    {
        yield return $"saved {ScratchPath}";
        if (PublishedPath is not null)
        {
            yield return $"published {PublishedPath}";
        }
        else if (NotPublishedBecause is not null)
        {
            yield return $"not published to docs/results: {NotPublishedBecause}";
        }
    }
}
