using StockPrices.Results;

namespace StockPrices.Tests.Reporting.Results;

/// <summary>A publish leaves the old content or the new, never a mix or nothing, and what a crash left behind is undone.</summary>
public sealed class AtomicWriteTests
{
    private string _root = null!;

    [SetUp]
    public void CreateFolder() => _root = Directory.CreateTempSubdirectory("stockprices-atomic-").FullName;

    [TearDown]
    public void DeleteFolder() => Directory.Delete(_root, recursive: true);

    [Test]
    public void FolderReplacesAnExistingTargetWholeAndLeavesNoTemporaryCopy()
    {
        var target = Folder("results", ("old.json", "old"));
        var source = Folder("scratch", ("new.json", "new"));

        AtomicWrite.Folder(source, target);

        Directory.GetFiles(target).Select(Path.GetFileName).Should().Equal("new.json");
        Directory.GetFileSystemEntries(_root).Select(Path.GetFileName).Order().Should().Equal("results", "scratch");
    }

    [Test]
    public void NewFolderRefusesATargetThatExistsAndWritesNothing()
    {
        var target = Folder("run-2", ("theirs.json", "theirs"));
        var source = Folder("scratch", ("mine.json", "mine"));

        AtomicWrite.NewFolder(source, target).Should().BeFalse();

        Directory.GetFiles(target).Select(Path.GetFileName).Should().Equal("theirs.json");
        Directory.GetFileSystemEntries(_root).Select(Path.GetFileName).Order().Should().Equal("run-2", "scratch");
    }

    [Test]
    public void NewFolderCreatesATargetThatDoesNotExist()
    {
        var source = Folder("scratch", ("mine.json", "mine"));

        AtomicWrite.NewFolder(source, Path.Combine(_root, "run-3")).Should().BeTrue();

        File.ReadAllText(Path.Combine(_root, "run-3", "mine.json")).Should().Be("mine");
    }

    [Test]
    public void RecoverPutsBackTheOldCopyWhenACrashLeftTheTargetMissing()
    {
        Folder(".results.4242.tmp.old", ("old.json", "old"));
        Folder(".results.4242.tmp", ("new.json", "half"));

        AtomicWrite.Recover(_root).Should().Equal(Path.Combine(_root, "results"));

        Directory.GetFileSystemEntries(_root).Select(Path.GetFileName).Should().Equal("results");
        File.ReadAllText(Path.Combine(_root, "results", "old.json")).Should().Be("old");
    }

    [Test]
    public void RecoverRemovesTheOldCopyWhenTheSwapHadCompleted()
    {
        Folder("results", ("new.json", "new"));
        Folder(".results.4242.tmp.old", ("old.json", "old"));
        File.WriteAllText(Path.Combine(_root, ".report.json.4242.tmp"), "half");

        AtomicWrite.Recover(_root).Should().BeEmpty();

        Directory.GetFileSystemEntries(_root).Select(Path.GetFileName).Should().Equal("results");
        Directory.GetFiles(Path.Combine(_root, "results")).Select(Path.GetFileName).Should().Equal("new.json");
    }

    [Test]
    public void RecoverLeavesAloneWhatItDidNotMake()
    {
        Folder(".cache.tmp", ("kept.json", "kept"));
        File.WriteAllText(Path.Combine(_root, ".notes.tmp.old"), "kept");

        AtomicWrite.Recover(_root).Should().BeEmpty();

        Directory.GetFileSystemEntries(_root).Select(Path.GetFileName).Order().Should().Equal(".cache.tmp", ".notes.tmp.old");
    }

    private string Folder(string name, params (string File, string Content)[] files)
    {
        var folder = Path.Combine(_root, name);
        Directory.CreateDirectory(folder);
        foreach (var (file, content) in files)
        {
            File.WriteAllText(Path.Combine(folder, file), content);
        }

        return folder;
    }
}
