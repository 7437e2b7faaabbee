using System.Diagnostics;

namespace Concurrency.Ring;

/// <summary>
/// Starts each pipe-ring node as a child process: <c>fileName leadingArguments... index nodes messages</c>,
/// whose program must call <see cref="RingPipeNode.Run"/> on its standard input and output. The node's
/// standard input is the pipe from its predecessor; its standard output is inherited, so every node
/// shares the root's pipe and node n's report reaches the root directly.
/// </summary>
public sealed class ChildProcessNodeSpawner(string fileName, IReadOnlyList<string> leadingArguments) : IRingNodeSpawner
{
    public RingNodeHandle Start(RingNodeStart start, Stream? rootOutput)
    {
        ArgumentNullException.ThrowIfNull(start);
        var startInfo = new ProcessStartInfo(fileName)
        {
            UseShellExecute = false,
            RedirectStandardInput = true,
            RedirectStandardOutput = rootOutput is null,
        };
        foreach (var argument in leadingArguments.Concat(start.ToArguments()))
        {
            startInfo.ArgumentList.Add(argument);
        }

        var process = Process.Start(startInfo) ?? throw new InvalidOperationException($"Could not start ring node {start.Index + 1} ({fileName}).");
        return new RingNodeHandle(
            process.StandardInput.BaseStream,
            rootOutput is null ? process.StandardOutput.BaseStream : null,
            WaitForSuccessAsync(process, start),
            () => process.Kill(entireProcessTree: true));
    }

    private static async Task WaitForSuccessAsync(Process process, RingNodeStart start)
    {
        using (process)
        {
            await process.WaitForExitAsync().ConfigureAwait(false);
            if (process.ExitCode != 0)
            {
                throw new InvalidOperationException($"Ring node {start.Index + 1} of {start.Nodes} exited with code {process.ExitCode}.");
            }
        }
    }
}
