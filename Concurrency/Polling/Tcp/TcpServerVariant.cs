namespace Concurrency.Polling.Tcp;

/// <summary>The real server's ways of serving many mostly idle connections.</summary>
public enum TcpServerVariant
{
    /// <summary>A thread per connection blocked in Receive.</summary>
    ThreadPerConnection,

    /// <summary>await Socket.ReceiveAsync per connection.</summary>
    AsyncSockets,

    /// <summary>System.IO.Pipelines: a PipeReader per connection.</summary>
    Pipelines,
}
