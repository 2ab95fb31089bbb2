import Foundation
import SystemSupport
import Testing
import TestSupport

@Suite("FileBytes reads regular files only, and only up to its limit")
struct FileBytesTests {
    @Test("A regular file is read whole, also through a symbolic link")
    func regularFile() throws {
        let folder = try TemporaryFolder()
        let bytes = (0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        try Data(bytes).write(to: folder.url("file"))
        try FileManager.default.createSymbolicLink(atPath: folder.path("link"), withDestinationPath: folder.path("file"))
        #expect(FileBytes.contents(atPath: folder.path("file")) == .success(bytes))
        #expect(FileBytes.contents(atPath: folder.path("link")) == .success(bytes))
    }

    @Test("What is not a regular file is refused at once, saying what it is")
    func specialFiles() throws {
        let folder = try TemporaryFolder()
        #expect(mkfifo(folder.path("fifo"), 0o644) == 0)
        try FileManager.default.createSymbolicLink(atPath: folder.path("zero"), withDestinationPath: "/dev/zero")
        #expect(FileBytes.contents(atPath: folder.path("fifo")) == .failure(.notARegularFile(kind: "a FIFO")))
        #expect(FileBytes.contents(atPath: folder.path("zero")) == .failure(.notARegularFile(kind: "a character device")))
        #expect(FileBytes.contents(atPath: folder.path("")) == .failure(.notARegularFile(kind: "a folder")))
        #expect(FileBytes.contents(atPath: folder.path("missing")) == .failure(.missing))
        #expect(FileBytes.contents(atPath: folder.path("missing/below")) == .failure(.missing))
        #expect(FileBytes.read(atPath: folder.path("fifo")) == nil)
    }

    @Test("A file larger than the limit is refused without being read (a sparse file of 1 GiB + 1)")
    func tooLarge() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("sparse")
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        #expect(truncate(path, off_t(FileBytes.maximumSize + 1)) == 0)
        #expect(FileBytes.contents(atPath: path) == .failure(.tooLarge))
        #expect(FileBytes.Failure.tooLarge.description == "it is larger than 1024 MiB")
    }
}
