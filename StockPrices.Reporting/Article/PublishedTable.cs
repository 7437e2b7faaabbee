namespace StockPrices.Reporting.Article;

/// <summary>A published results table and the benchmark class of this repository that re-measures it.</summary>
public sealed record PublishedTable(string Id, string Title, string BenchmarkClass, IReadOnlyList<PublishedRow> Rows)
{
    public PublishedRow? Find(string method) => Rows.FirstOrDefault(r => r.Method == method);
}
