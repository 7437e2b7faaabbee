using Concurrency.Pipelines;

namespace StockPrices.Tests.Concurrency.Pipelines;

public sealed class FrameOrderVerifierTests
{
    private static byte[] Frames(params int[] sequences) =>
        sequences.SelectMany(sequence =>
        {
            var frame = new byte[ChunkFrame.HeaderBytes + 3];
            ChunkFrame.WriteHeader(frame, sequence, 3);
            return frame;
        }).ToArray();

    [Test]
    public void Frames_fed_one_byte_at_a_time_in_order_pass()
    {
        var verifier = new FrameOrderVerifier();
        foreach (var b in Frames(0, 1, 2))
        {
            verifier.Feed([b]);
        }

        verifier.Finish(3).Should().BeNull();
    }

    [Test]
    public void Swapped_chunks_are_reported_where_they_arrive()
    {
        var verifier = new FrameOrderVerifier();
        verifier.Feed(Frames(0, 2, 1));

        verifier.Finish(3).Should().Be("chunk 2 arrived where chunk 1 was expected");
    }

    [Test]
    public void A_stream_cut_inside_a_chunk_is_reported()
    {
        var verifier = new FrameOrderVerifier();
        verifier.Feed(Frames(0, 1)[..^1]);

        verifier.Finish(2).Should().Be("the stream ended inside chunk 1");
    }
}
