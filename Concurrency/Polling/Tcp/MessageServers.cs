namespace Concurrency.Polling.Tcp;

/// <summary>Creates the server for a <see cref="TcpServerVariant"/>.</summary>
public static class MessageServers
{
    public static MessageServer Create(TcpServerVariant variant, MessageLedger ledger) =>
        variant switch
        {
            TcpServerVariant.ThreadPerConnection => new ThreadPerConnectionMessageServer(ledger),
            TcpServerVariant.AsyncSockets => new AsyncSocketMessageServer(ledger),
            TcpServerVariant.Pipelines => new PipelinesMessageServer(ledger),
            _ => throw new ArgumentOutOfRangeException(nameof(variant), variant, "Unknown server variant."),
        };
}
