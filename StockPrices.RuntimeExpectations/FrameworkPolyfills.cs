#if NETFRAMEWORK
// The C# features RuntimeExpectations and the shared test files use (records, init, required members) need these
// types, which .NET Framework 4.8 does not have; the compiler only looks them up by name, in this assembly or any it
// references, so they are public: StockPrices.RuntimeAnswers gets them from here.
#pragma warning disable SA1402, SA1649
namespace System.Runtime.CompilerServices
{
    public static class IsExternalInit
    {
    }

    [AttributeUsage(AttributeTargets.Class | AttributeTargets.Struct | AttributeTargets.Field | AttributeTargets.Property, Inherited = false)]
    public sealed class RequiredMemberAttribute : Attribute
    {
    }

    [AttributeUsage(AttributeTargets.All, AllowMultiple = true, Inherited = false)]
    public sealed class CompilerFeatureRequiredAttribute(string featureName) : Attribute
    {
        public string FeatureName { get; } = featureName;

        public bool IsOptional { get; init; }
    }
}

namespace System.Diagnostics.CodeAnalysis
{
    [AttributeUsage(AttributeTargets.Constructor, Inherited = false)]
    public sealed class SetsRequiredMembersAttribute : Attribute
    {
    }
}
#endif
