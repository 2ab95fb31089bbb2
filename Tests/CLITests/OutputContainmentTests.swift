import Foundation
import Testing
import TestSupport

/// `convert` never writes outside `--out`, whatever names the input holds and whatever
/// symbolic links the output folder has.
@Suite("stringbridge convert stays inside --out")
struct OutputContainmentTests {
    /// An Android file whose `sb:table` names a table by a path that climbs out.
    static let escapingTable = """
        <?xml version="1.0" encoding="utf-8"?>
        <resources xmlns:sb="https://stringbridge.dev/xmlns" sb:table='{"name":"../../../escaped/PWNED"}'>
            <string name="a">A</string>
        </resources>
        """

    @Test("A table name that climbs out of --out is an error, and nothing is written anywhere",
          arguments: ["apple", "xcstrings"])
    func escapingTableNameIsRefused(_ target: String) throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("sb-escape-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: work) }
        let values = work.appendingPathComponent("project/res/values")
        try FileManager.default.createDirectory(at: values, withIntermediateDirectories: true)
        try Self.escapingTable.write(to: values.appendingPathComponent("strings.xml"), atomically: true, encoding: .utf8)

        let out = work.appendingPathComponent("project/out/deeper")
        let result = try stringbridge(["convert", "project/res", "--to", target, "--out", out.path], in: work)
        #expect(result.status == 1)
        #expect(result.standardError.contains("res/values/strings.xml: error: the table name \"../../../escaped/PWNED\" in sb:table contains '/'"))
        #expect(result.standardError.contains("[unsafe-name]"))
        // The whole work folder holds only the input: no PWNED file, no escaped folder.
        let everything = FileManager.default.subpaths(atPath: work.path) ?? []
        #expect(everything.allSatisfy { !$0.contains("PWNED") && !$0.contains("escaped") }, "\(everything)")
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test("A symbolic link inside --out that leads outside is not written through")
    func symbolicLinkOutOfTheOutputFolderIsRefused() throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("sb-escape-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: work) }
        let elsewhere = work.appendingPathComponent("elsewhere")
        let out = work.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: out.appendingPathComponent("en.lproj").path,
                                                   withDestinationPath: elsewhere.path)

        let result = try stringbridge(["convert", "Fixtures/Sample/res", "--to", "apple", "--out", out.path])
        #expect(result.status == 1)
        #expect(result.standardError.contains("it leads outside the output folder"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty)
    }
}
