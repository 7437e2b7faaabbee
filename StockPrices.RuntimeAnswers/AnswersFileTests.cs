namespace StockPrices.Tests;

/// <summary>
/// <c>--save</c> publishes the answers file atomically on every runtime this program runs on: an existing file is
/// replaced whole, and a write that fails part way leaves the old file as it was and no temporary beside it.
/// </summary>
public class AnswersFileTests
{
    private const string FileName = "net10.0.json";

    private string _folder = null!;

    private string AnswersPath => Path.Combine(_folder, FileName);

    [SetUp]
    public void CreateFolder()
    {
        _folder = Path.Combine(Path.GetTempPath(), "stockprices-answers-" + Guid.NewGuid().ToString("N"));
        Directory.CreateDirectory(_folder);
    }

    [TearDown]
    public void DeleteFolder() => Directory.Delete(_folder, recursive: true);

    [Test]
    public void Save_OverAnExistingLongerFile_ReplacesItWhole()
    {
        File.WriteAllText(AnswersPath, new string('o', 10_000));

        AnswersFile.Save(AnswersPath, "{ \"answers\": [] }\n");

        File.ReadAllText(AnswersPath).Should().Be("{ \"answers\": [] }\n");
        Directory.GetFileSystemEntries(_folder).Select(Path.GetFileName).Should().Equal(FileName);
    }

    [Test]
    public void Save_WhenTheWriteFailsPartWay_LeavesTheOldFileAndNoTemporary()
    {
        File.WriteAllText(AnswersPath, "the old answers");

        Action save = () => AnswersFile.Save(AnswersPath, writer =>
        {
            writer.Write("{ \"answers\": [ { \"id\": ");
            writer.Flush();
            throw new IOException("No space left on device");
        });

        save.Should().Throw<IOException>().WithMessage("No space left on device");
        File.ReadAllText(AnswersPath).Should().Be("the old answers");
        Directory.GetFileSystemEntries(_folder).Select(Path.GetFileName).Should().Equal(FileName);
    }
}
