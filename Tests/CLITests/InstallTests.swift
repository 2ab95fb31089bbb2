import Foundation
import Testing
import TestSupport

/// `make install` lays the tool out so that it works from any folder: `PREFIX/bin/stringbridge`
/// finds the demo apps' strings in `PREFIX/share/stringbridge`, from its real location.
@Suite("make install")
struct InstallTests {
    @Test("The installed tool, run through a link from another folder, reads the strings installed beside it")
    func installedToolFindsItsStrings() throws {
        let folder = try TemporaryFolder(prefix: "install")
        // install-files is what install does after building; the debug build stands for the release.
        let make = try run(onPath, ["make", "--no-print-directory", "-C", Fixtures.repositoryRoot.path, "install-files",
                                    "BIN=\(Fixtures.binary.path)", "PREFIX=/usr", "DESTDIR=\(folder.path("stage"))"])
        #expect(make.status == 0, "\(make.output)")
        let installed = folder.url("stage/usr/bin/stringbridge")
        #expect(FileManager.default.isExecutableFile(atPath: installed.path))
        for app in ["RentalROI", "Vote", "Todo", "DaysLeft"] {
            #expect(FileManager.default.fileExists(atPath: folder.path("stage/usr/share/stringbridge/\(app)/catalog/Localizable.xcstrings")))
        }
        // The installed copy's French title, changed: the demo shows it only if it reads that copy.
        let french = folder.url("stage/usr/share/stringbridge/RentalROI/res/values-fr/strings.xml")
        let strings = try String(contentsOf: french, encoding: .utf8)
        try strings.replacingOccurrences(of: "<string name=\"label_property\">Bien</string>",
                                         with: "<string name=\"label_property\">Bien installé</string>")
            .write(to: french, atomically: true, encoding: .utf8)
        let link = folder.url("path/stringbridge")
        try FileManager.default.createDirectory(at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: installed)
        let demo = try stringbridge(["demo", "rental", "--language", "fr"], in: folder.url, binary: link)
        #expect(demo.status == 0, "\(demo.standardError)")
        #expect(demo.standardOutput.hasPrefix("# Bien installé  [Échéancier]"), "\(demo.standardOutput.prefix(200))")
    }
}
