import Foundation
@testable import OutputFiles
import Testing

@Suite("Temporary file names")
struct TemporaryNameTests {
    @Test("A new name is recognised, says its process and kind, and is this process's own")
    func newNames() throws {
        for kind in [TemporaryName.Kind.new, .old] {
            let path = TemporaryName.path(beside: "out/fr.lproj/Localizable.strings", kind: kind)
            #expect(path.hasPrefix("out/fr.lproj/.Localizable.strings.stringbridge-\(getpid())-"))
            let name = try #require(TemporaryName(fileName: (path as NSString).lastPathComponent))
            #expect(name == TemporaryName(processID: getpid(), kind: kind))
            #expect(!name.isLeftOver)
        }
        #expect(!TemporaryName.path(beside: "strings.xml", kind: .new).contains("/"))
    }

    @Test("The manifest, the user's own hidden files and near misses are no temporary files",
          arguments: [".stringbridge-convert.json", ".stringbridge-convert.json.stringbridge-12-1A2B3C4D.bak", "Localizable.strings.stringbridge-12-1A2B3C4D.new",
                      ".notes.stringbridge-todo", ".x.stringbridge-12-1A2B3C4.new", ".x.stringbridge-12-1A2B3C4G.new", ".x.stringbridge-0-1A2B3C4D.new",
                      ".x.stringbridge-1A2B3C4", ".x.stringbridge-old-1A2B", ".stringbridge-1A2B3C4D", "strings.xml"])
    func otherNames(_ name: String) {
        #expect(TemporaryName(fileName: name) == nil)
    }

    @Test("Names of earlier versions are recognised as left over")
    func legacyNames() throws {
        let new = try #require(TemporaryName(fileName: ".Localizable.strings.stringbridge-1A2B3C4D"))
        let old = try #require(TemporaryName(fileName: ".strings.xml.stringbridge-old-0123abcd"))
        #expect(new == TemporaryName(processID: nil, kind: .new))
        #expect(old == TemporaryName(processID: nil, kind: .old))
        #expect(new.isLeftOver && old.isLeftOver)
    }

    @Test("A file of a process that is gone is left over; one of a live process is not")
    func processes() {
        var gone: Int32 = 4_000_000
        while kill(gone, 0) == 0 || errno != ESRCH { gone -= 1 }
        #expect(TemporaryName(processID: gone, kind: .new).isLeftOver)
        #expect(!TemporaryName(processID: 1, kind: .new).isLeftOver)
    }
}
