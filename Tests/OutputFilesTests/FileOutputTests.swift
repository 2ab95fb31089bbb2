@testable import OutputFiles
import Foundation
import Testing
import TestSupport

@Suite("FileOutput")
struct FileOutputTests {
    @Test("A path is inside a folder lexically and after following symbolic links")
    func containment() throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("sb-inside-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: work) }
        let out = work.appendingPathComponent("out").path
        try FileManager.default.createDirectory(atPath: out + "/real", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: work.path + "/elsewhere", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: out + "/link", withDestinationPath: work.path + "/elsewhere")
        try FileManager.default.createSymbolicLink(atPath: out + "/inner", withDestinationPath: "real")

        #expect(FileOutput.isInside(out + "/fr.lproj/Localizable.strings", root: out))   // not there yet
        #expect(FileOutput.isInside(out + "/real/x.strings", root: out))
        #expect(FileOutput.isInside(out + "/inner/x.strings", root: out))                 // a link that stays inside
        #expect(!FileOutput.isInside(out + "/link/x.strings", root: out))                 // a link that leads out
        #expect(!FileOutput.isInside(out + "/../x.strings", root: out))
        #expect(!FileOutput.isInside(out + "/en.lproj/../../escaped/PWNED.strings", root: out))
        #expect(!FileOutput.isInside(out + "x/a.strings", root: out))                     // a sibling sharing the prefix
    }

    @Test("write(_:inside:) writes nothing when one file would land outside")
    func writeRefusesFilesOutside() throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("sb-inside-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: work) }
        let out = work.appendingPathComponent("out").path
        let files = [OutputFile(path: out + "/a.strings", bytes: Array("a".utf8)),
                     OutputFile(path: out + "/../b.strings", bytes: Array("b".utf8))]
        #expect(throws: FileOutput.WriteError.self) { try FileOutput.write(files, inside: out) }
        #expect(!FileManager.default.fileExists(atPath: out + "/a.strings"))
        #expect(!FileManager.default.fileExists(atPath: work.path + "/b.strings"))
    }
}

@Suite("FileOutput writing")
struct FileOutputWritingTests {
    /// Makes a file holding "old" at `path` (and its folder), and gives the path.
    static func oldFile(_ path: String) throws -> String {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test("A rename that fails puts back the files already replaced, and says no file was changed")
    func failedRenameRestoresEverything() throws {
        let folder = try TemporaryFolder()
        let first = try Self.oldFile(folder.path("a/first.strings"))
        let blocked = folder.path("b/blocked.strings")
        // A non-empty folder where the second file should go: the rename over it fails.
        try FileManager.default.createDirectory(atPath: blocked + "/inside", withIntermediateDirectories: true)

        let files = [OutputFile(path: first, bytes: Array("new".utf8)), OutputFile(path: blocked, bytes: Array("x".utf8))]
        do throws(FileOutput.WriteError) {
            try FileOutput.write(files)
            Issue.record("the write succeeded")
        } catch {
            #expect(error.path == blocked)
            #expect(error.changedFiles.isEmpty)
            #expect(error.description.hasSuffix("no file was changed"))
        }
        #expect(try String(contentsOfFile: first, encoding: .utf8) == "old")
        // Nothing of ours is left behind.
        for subfolder in ["a", "b"] {
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path(subfolder))
            #expect(!names.contains { $0.contains(".stringbridge-") }, "\(names)")
        }
    }

    @Test("A new file that was created before a failed rename is removed again")
    func failedRenameRemovesNewFiles() throws {
        let folder = try TemporaryFolder()
        let created = folder.path("new.strings")
        let blocked = folder.path("blocked.strings")
        try FileManager.default.createDirectory(atPath: blocked + "/inside", withIntermediateDirectories: true)
        #expect(throws: FileOutput.WriteError.self) {
            try FileOutput.write([OutputFile(path: created, bytes: [1]), OutputFile(path: blocked, bytes: [2])])
        }
        #expect(!FileManager.default.fileExists(atPath: created))
    }

    @Test("Temporary files an interrupted run left are removed by the next write into the folder")
    func staleTemporariesAreRemoved() throws {
        let folder = try TemporaryFolder()
        let stale = folder.path(".Localizable.strings.stringbridge-1a2b3c4d")
        let user = folder.path(".hidden-by-the-user")
        FileManager.default.createFile(atPath: stale, contents: Data("half".utf8))
        FileManager.default.createFile(atPath: user, contents: Data("mine".utf8))
        try FileOutput.write([OutputFile(path: folder.path("Localizable.strings"), bytes: Array("x".utf8))])
        #expect(!FileManager.default.fileExists(atPath: stale))
        #expect(FileManager.default.fileExists(atPath: user))
    }

    @Test("A full disk is reported as a full disk, and the write leaves no file, temporary or folder behind")
    func fullDisk() throws {
        let folder = try TemporaryFolder()
        let existing = try Self.oldFile(folder.path("en.lproj/Localizable.strings"))
        let files = [OutputFile(path: existing, bytes: Array("new".utf8)),
                     OutputFile(path: folder.path("ru.lproj/deeper/Localizable.strings"), bytes: Array("новый".utf8))]
        // The system's write(2) for the first file; the disk is full by the second.
        var calls = 0
        do throws(FileOutput.WriteError) {
            try FileOutput.write(files, inside: nil) { descriptor, bytes, count in
                calls += 1
                guard calls == 1 else {
                    errno = ENOSPC
                    return -1
                }
                return write(descriptor, bytes, count)
            }
            Issue.record("the write succeeded")
        } catch {
            #expect(error.reason == "the disk is full")
            #expect(error.changedFiles.isEmpty)
            #expect(error.description.hasSuffix("the disk is full; no file was changed"))
        }
        #expect(try String(contentsOfFile: existing, encoding: .utf8) == "old")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("")).sorted() == ["en.lproj"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("en.lproj")) == ["Localizable.strings"])
    }

    @Test("A failed rename removes the folders the write created, and only those")
    func failedRenameRemovesCreatedFolders() throws {
        let folder = try TemporaryFolder()
        let blocked = folder.path("old/blocked.strings")
        try FileManager.default.createDirectory(atPath: blocked + "/inside", withIntermediateDirectories: true)
        let files = [OutputFile(path: folder.path("new/deeper/Localizable.strings"), bytes: [1]),
                     OutputFile(path: blocked, bytes: [2])]
        #expect(throws: FileOutput.WriteError.self) { try FileOutput.write(files) }
        #expect(!FileManager.default.fileExists(atPath: folder.path("new")))
        #expect(FileManager.default.fileExists(atPath: blocked + "/inside"))
    }

    @Test("Staged files replace nothing until the commit; abandoning removes them and the folders made for them")
    func stagedWriteIsAllOrNothing() throws {
        let folder = try TemporaryFolder()
        let existing = try Self.oldFile(folder.path("en.lproj/Localizable.strings"))
        let created = folder.path("fr.lproj/deeper/Localizable.strings")

        let abandoned = StagedWrite()
        try abandoned.stage(OutputFile(path: existing, bytes: Array("new".utf8)))
        try abandoned.stage(OutputFile(path: created, bytes: Array("nouveau".utf8)))
        #expect(abandoned.stagedPaths == [existing, created])
        #expect(try String(contentsOfFile: existing, encoding: .utf8) == "old")
        #expect(!FileManager.default.fileExists(atPath: created))
        abandoned.abandon()
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("")).sorted() == ["en.lproj"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("en.lproj")) == ["Localizable.strings"])

        // Committed after more files, with the leftovers of a killed run beside them: all are
        // written, the leftovers removed, this write's own temporaries renamed, not removed.
        let stale = folder.path("en.lproj/.Localizable.strings.stringbridge-1a2b3c4d")
        FileManager.default.createFile(atPath: stale, contents: Data("half".utf8))
        let staged = StagedWrite()
        try staged.stage(OutputFile(path: existing, bytes: Array("new".utf8)))
        let written = try FileOutput.write([OutputFile(path: created, bytes: Array("nouveau".utf8))], after: staged, inside: folder.path(""))
        #expect(written == [existing, created])
        #expect(try String(contentsOfFile: existing, encoding: .utf8) == "new")
        #expect(try String(contentsOfFile: created, encoding: .utf8) == "nouveau")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("en.lproj")) == ["Localizable.strings"])
    }

    @Test("System errors are named as a user understands them")
    func reasons() {
        #expect(FileOutput.systemReason(ENOSPC) == "the disk is full")
        #expect(FileOutput.systemReason(EROFS) == "the file system is read-only")
        #expect(FileOutput.systemReason(EACCES) == "permission denied")
    }
}
