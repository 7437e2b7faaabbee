using System.Globalization;

namespace Concurrency.Ring;

/// <summary>Which node to start in a pipe ring of <see cref="Nodes"/> nodes carrying <see cref="Messages"/> messages.</summary>
public sealed record RingNodeStart(int Index, int Nodes, int Messages)
{
    public bool IsLast => Index == Nodes - 1;

    public RingNodeStart Next() => this with { Index = Index + 1 };

    /// <summary>The arguments a child process receives: index, nodes, messages.</summary>
    public IEnumerable<string> ToArguments() =>
        [Index.ToString(CultureInfo.InvariantCulture), Nodes.ToString(CultureInfo.InvariantCulture), Messages.ToString(CultureInfo.InvariantCulture)];

    public static RingNodeStart Parse(IReadOnlyList<string> arguments)
    {
        ArgumentNullException.ThrowIfNull(arguments);
        if (arguments.Count != 3
            || !int.TryParse(arguments[0], NumberStyles.None, CultureInfo.InvariantCulture, out var index)
            || !int.TryParse(arguments[1], NumberStyles.None, CultureInfo.InvariantCulture, out var nodes)
            || !int.TryParse(arguments[2], NumberStyles.None, CultureInfo.InvariantCulture, out var messages)
            || nodes < 2 || index >= nodes || messages < 1)
        {
            throw new ArgumentException($"A ring node needs '<index> <nodes> <messages>' with 0 <= index < nodes, nodes >= 2, messages >= 1; got '{string.Join(' ', arguments)}'.", nameof(arguments));
        }

        return new RingNodeStart(index, nodes, messages);
    }
}
