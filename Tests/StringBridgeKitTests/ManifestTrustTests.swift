import Foundation
import OutputFiles
@testable import StringBridgeKit
import Testing
import TestSupport

@Suite("What a manifest may name")
struct ManifestTrustTests {
    @Test("Files of the layouts convert writes, inside the folder, are trusted",
          arguments: ["fr.lproj/Localizable.strings", "Base.lproj/InfoPlist.stringsdict", "Localizable.xcstrings", "Module/Localizable.xcstrings",
                      "values/strings.xml", "values-b+sr+Latn/strings.xml", "Bundle/en.lproj/Localizable.strings", "values-fr/donottranslate.xml"])
    func trusted(_ path: String) throws {
        let folder = try TemporaryFolder()
        #expect(ManifestTrust.problem(with: path, in: OutputFolder(root: folder.path(""))) == nil)
    }

    @Test("Anything else is refused, saying why",
          arguments: [("", "an empty path"), ("/etc/passwd", "an absolute path"), ("../secret.strings", "not a plain relative path"),
                      ("fr.lproj/../../x.strings", "not a plain relative path"), ("./Localizable.xcstrings", "not a plain relative path"),
                      ("fr.lproj//Localizable.strings", "not a plain relative path"), ("fr.lproj/a\nb.strings", "a control character"),
                      ("fr.lproj\\x.strings", "a backslash"), ("Localizable.strings", "not a file convert writes"),
                      ("notes.txt", "not a file convert writes"), ("res/strings.xml", "not a file convert writes"),
                      ("fr.lproj/.hidden.strings", "not a file convert writes"), ("~/.ssh/id_rsa", "not a file convert writes"),
                      ("values/strings.json", "not a file convert writes")])
    func refused(_ path: String, _ reason: String) throws {
        let folder = try TemporaryFolder()
        let problem = try #require(ManifestTrust.problem(with: path, in: OutputFolder(root: folder.path(""))))
        #expect(problem.contains(reason), "\(path): \(problem)")
    }

    @Test("A name of the layout that leads out of the folder through a symbolic link is refused")
    func symbolicLinks() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(at: folder.url("out"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.path("out/fr.lproj"), withDestinationPath: folder.path(""))
        try FileManager.default.createSymbolicLink(atPath: folder.path("out/Leak.xcstrings"), withDestinationPath: "/etc/hostname")
        let out = OutputFolder(root: folder.path("out"))
        #expect(ManifestTrust.problem(with: "fr.lproj/Localizable.strings", in: out)?.contains("outside the output folder") == true)
        #expect(ManifestTrust.problem(with: "Leak.xcstrings", in: out)?.contains("outside the output folder") == true)
    }
}
