namespace Concurrency.Polling.Tcp;

/// <summary>What a frame carries.</summary>
public enum MessageKind
{
    /// <summary>A message: its sequence number on the connection and the client's send timestamp.</summary>
    Data = 1,

    /// <summary>The client's last frame: how many messages it sent on the connection.</summary>
    Goodbye = 2,
}
