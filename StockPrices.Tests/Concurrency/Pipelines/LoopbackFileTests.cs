using Concurrency.Pipelines;
using Concurrency.Pipelines.Real;

namespace StockPrices.Tests.Concurrency.Pipelines;

/// <summary>The real workload end to end on a small file: disk, Brotli, a paced client on 127.0.0.1 that checks hash and order.</summary>
[TestFixture]
public sealed class LoopbackFileTests
{
    /// <summary>A run that hangs fails its own test within this (twice it if the hang ignores cancellation).</summary>
    private static readonly TimeSpan Limit = TimeSpan.FromSeconds(20);

    private const int ChunkBytes = 256 * 1024;
    private const double FastLinkBytesPerSecond = 1e9;

    private string _folder = "";
    private string _file = "";
    private ExpectedOutput _expected = null!;

    [OneTimeSetUp]
    public async Task CreateFile()
    {
        _folder = Path.Combine(Path.GetTempPath(), $"stockprices-pipelines-tests-{Guid.NewGuid():N}");
        Directory.CreateDirectory(_folder);
        _file = Path.Combine(_folder, "quotes.csv");
        await StockPriceFileGenerator.CreateAsync(_file, (2 * 1024 * 1024) + 12_345, CancellationToken.None);
        _expected = ExpectedOutput.Compute(_file, ChunkBytes);
    }

    [OneTimeTearDown]
    public void DeleteFile() => Directory.Delete(_folder, recursive: true);

    private static IEnumerable<TestCaseData> Variants() =>
        PipelineVariants.All().Select(variant => new TestCaseData(variant).SetArgDisplayNames(variant.Name));

    [Test]
    public void The_file_makes_nine_chunks_with_a_short_last_one() =>
        _expected.Chunks.Should().Be(CompressingFileStages.ChunkCount(new FileInfo(_file).Length, ChunkBytes)).And.Be(9);

    [TestCaseSource(nameof(Variants))]
    public async Task The_client_receives_the_expected_bytes_in_order(IPipelineVariant variant)
    {
        var received = await SendAsync(variant, stages => stages);

        received.DifferenceFrom(_expected).Should().BeNull();
    }

    [Test]
    public async Task The_client_reports_chunks_written_out_of_order()
    {
        var received = await SendAsync(new SequentialPipeline(), stages => new SwapSecondAndThirdWrite(stages));

        received.DifferenceFrom(_expected).Should().Be("chunk 2 arrived where chunk 1 was expected");
    }

    private Task<ReceivedOutput> SendAsync(IPipelineVariant variant, Func<IPipelineStages, IPipelineStages> wrap) =>
        HangLimit.RunAsync(Limit, async token =>
        {
            await using var link = await LoopbackLink.OpenAsync(FastLinkBytesPerSecond, 16 * 1024, token);
            await using (var stages = new CompressingFileStages(_file, link.Sender, ChunkBytes))
            {
                await variant.RunAsync(wrap(stages), token);
            }

            link.CompleteSending();
            return await link.Received.WaitAsync(token);
        });

    /// <summary>Holds back the second write and sends it after the third.</summary>
    private sealed class SwapSecondAndThirdWrite(IPipelineStages inner) : IPipelineStages
    {
        private byte[]? _heldBack;
        private int _writes;

        public int ChunkCapacity => inner.ChunkCapacity;

        public int ProcessedCapacity => inner.ProcessedCapacity;

        public ValueTask<int> ReadAsync(Memory<byte> destination, CancellationToken cancellationToken) => inner.ReadAsync(destination, cancellationToken);

        public int Process(int sequence, ReadOnlySpan<byte> chunk, Span<byte> destination) => inner.Process(sequence, chunk, destination);

        public async ValueTask WriteAsync(ReadOnlyMemory<byte> processed, CancellationToken cancellationToken)
        {
            switch (_writes++)
            {
                case 1:
                    _heldBack = processed.ToArray();
                    break;
                case 2:
                    await inner.WriteAsync(processed, cancellationToken);
                    await inner.WriteAsync(_heldBack, cancellationToken);
                    break;
                default:
                    await inner.WriteAsync(processed, cancellationToken);
                    break;
            }
        }
    }
}
