@testable import OutputFiles
import Foundation
import Testing
import TestSupport

/// A file too large to hold whole (a String Catalog of every locale) is staged as it is
/// made, a piece at a time: it must come out as its pieces joined, and a write that fails
/// halfway must leave the file it replaces as it was.
@Suite("Staging a file a piece at a time")
struct StagedPiecesTests {
    @Test("The file is its pieces joined, in order, once committed")
    func piecesJoined() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("Localizable.xcstrings")
        try "old".write(toFile: path, atomically: true, encoding: .utf8)
        let pieces = (0..<50).map { Array("piece \($0);".utf8) } + [[]]
        let write = StagedWrite()
        try write.stage(at: path) { output in pieces.forEach(output) }
        // Nothing is replaced before the commit.
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "old")
        try write.commit()
        #expect(try Array(Data(contentsOf: URL(fileURLWithPath: path))) == pieces.flatMap { $0 })
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("")) == ["Localizable.xcstrings"])
    }

    @Test("A full disk after some pieces leaves no temporary, and the file as it was")
    func fullDiskHalfway() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("fr.lproj/Localizable.xcstrings")
        var calls = 0
        let write = StagedWrite { descriptor, bytes, count in
            calls += 1
            guard calls <= 3 else {
                errno = ENOSPC
                return -1
            }
            return Foundation.write(descriptor, bytes, count)
        }
        var handed = 0
        do throws(FileOutput.WriteError) {
            try write.stage(at: path) { output in
                for index in 0..<10 {
                    handed += 1
                    output(Array("piece \(index)".utf8))
                }
            }
            Issue.record("the write succeeded")
        } catch {
            #expect(error.reason == "the disk is full")
        }
        // The pieces after the failure are not written (the writer is not asked to stop).
        #expect(handed == 10)
        #expect(calls == 4)
        write.abandon()
        #expect(!FileManager.default.fileExists(atPath: folder.path("fr.lproj")))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("")).isEmpty)
    }
}
