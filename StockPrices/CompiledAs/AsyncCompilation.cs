using System.Reflection;
using System.Runtime.CompilerServices;

namespace StockPrices.CompiledAs;

/// <summary>
/// How the compiler turned an async method into IL, read from the IL itself: a runtime-async method carries the
/// method-impl flag <c>Async</c> (0x2000, which has no name in .NET 10's reference assemblies) and no state machine;
/// a classic one carries <see cref="AsyncStateMachineAttribute"/>.
/// </summary>
public static class AsyncCompilation
{
    public const MethodImplAttributes RuntimeAsyncFlag = (MethodImplAttributes)0x2000;

    public static bool IsRuntimeAsync(MethodInfo method)
    {
        ArgumentNullException.ThrowIfNull(method);
        return (method.MethodImplementationFlags & RuntimeAsyncFlag) != 0;
    }

    public static bool IsStateMachine(MethodInfo method)
    {
        ArgumentNullException.ThrowIfNull(method);
        return method.IsDefined(typeof(AsyncStateMachineAttribute));
    }

    /// <summary>Whether any method of <paramref name="assembly"/> was compiled as runtime async.</summary>
    public static bool HasRuntimeAsyncMethods(Assembly assembly)
    {
        ArgumentNullException.ThrowIfNull(assembly);
        return assembly.GetTypes()
            .SelectMany(type => type.GetMethods(BindingFlags.Public | BindingFlags.NonPublic | BindingFlags.Instance | BindingFlags.Static | BindingFlags.DeclaredOnly))
            .Any(IsRuntimeAsync);
    }
}
