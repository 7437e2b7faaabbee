using System.Runtime.InteropServices;

namespace StockPrices.Benchmarks.CommandLine;

/// <summary>
/// Whether standard output can be written at all. Started with it closed (<c>&gt;&amp;-</c>), a command would run
/// and then fail at its first line of output with the runtime's "Access to the path is denied": the descriptor is then
/// closed, or reused by the first file the process opened, for reading.
/// </summary>
internal static partial class StandardOutput
{
    private const int Descriptor = 1;
    private const int GetStatusFlags = 3; // F_GETFL
    private const int AccessModeMask = 3; // O_ACCMODE
    private const int ReadOnly = 0; // O_RDONLY

    public static bool CannotBeWritten =>
        OperatingSystem.IsLinux() && StatusFlags(Descriptor, GetStatusFlags) is var flags && (flags < 0 || (flags & AccessModeMask) == ReadOnly);

    [LibraryImport("libc", EntryPoint = "fcntl", SetLastError = true)]
    private static partial int StatusFlags(int descriptor, int command);
}
