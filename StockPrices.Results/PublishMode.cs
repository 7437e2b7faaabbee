namespace StockPrices.Results;

/// <summary>What a run asks of docs/results when it completes: nothing, to replace the committed run, to add a repeat of it, or to check its range.</summary>
public enum PublishMode
{
    /// <summary>Results stay in the scratch folder.</summary>
    None,

    /// <summary><c>--save</c>: the run replaces the committed one, and the old run's repeats are removed with it.</summary>
    Replace,

    /// <summary><c>--save-repeat</c>: the run is added beside the committed one as one more independent run of the same command.</summary>
    AddRepeat,

    /// <summary><c>--save-check</c>: the run is kept beside the committed ones as the check of their ranges, never part of them.</summary>
    Check,
}
