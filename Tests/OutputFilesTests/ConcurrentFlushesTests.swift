import Foundation
@testable import OutputFiles
import Testing
import TestSupport

/// Flushes start as files are handed over, on threads that wait for more; whatever the timing,
/// every file added is flushed before `finish` returns, and each one that cannot be is
/// reported by its place in the order added.
@Suite("Concurrent flushes")
struct ConcurrentFlushesTests {
    @Test("Files that cannot be flushed are reported by their order of adding, with errno; the others flush")
    func failuresByOrder() throws {
        let folder = try TemporaryFolder()
        let flushes = ConcurrentFlushes()
        var missing: Set<Int> = []
        for index in 0..<60 {
            let path = folder.path("file\(index)")
            // Every seventh file is never written: opening it fails.
            if index % 7 == 3 {
                missing.insert(index)
            } else {
                try Data("\(index)".utf8).write(to: URL(fileURLWithPath: path))
            }
            flushes.add(path)
            // Pauses let the threads run dry and wait, so that later files wake them.
            if index % 20 == 0 { Thread.sleep(forTimeInterval: 0.01) }
        }
        let failures = flushes.finish()
        #expect(Set(failures.map(\.index)) == missing)
        #expect(failures.count == missing.count)
        #expect(failures.allSatisfy { $0.code == ENOENT })
    }

    @Test("Cancelling returns once the flushes running end (it waits for no other file); finishing with no file returns at once")
    func cancelAndEmpty() throws {
        let folder = try TemporaryFolder()
        let flushes = ConcurrentFlushes()
        for index in 0..<40 { flushes.add(folder.path("missing\(index)")) }
        flushes.cancel()
        #expect(ConcurrentFlushes().finish().isEmpty)
    }
}
