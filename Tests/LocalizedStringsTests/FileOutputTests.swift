import Foundation
import LocalizedStrings
import Testing

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
