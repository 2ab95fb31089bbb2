import Foundation
import Testing
import TestSupport

/// The folders a command is given are walked without leaving them: a symbolic link is followed
/// while its target stays inside the folder named, and only behind `--follow-symlinks` when it
/// leads out (issue: `ln -s / rootlink` made `dump` walk the whole machine).
@Suite("Symbolic links in the input tree")
struct InputSymlinkTests {
    /// `project/res` with `values/` (a=A), `values-de/strings.xml` linked to `values/strings.xml`
    /// (inside), `values-fr` linked to `outside/values-fr` (a=Fr, outside) and `rootlink -> /`.
    private static func project() throws -> URL {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("sb-links-\(UUID().uuidString.prefix(8))")
        let manager = FileManager.default
        for folder in ["project/res/values", "project/res/values-de", "outside/values-fr"] {
            try manager.createDirectory(at: work.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try #"<resources><string name="a">A</string></resources>"#.write(to: work.appendingPathComponent("project/res/values/strings.xml"), atomically: true, encoding: .utf8)
        try #"<resources><string name="a">Fr</string></resources>"#.write(to: work.appendingPathComponent("outside/values-fr/strings.xml"), atomically: true, encoding: .utf8)
        try manager.createSymbolicLink(atPath: work.appendingPathComponent("project/res/values-de/strings.xml").path, withDestinationPath: "../values/strings.xml")
        try manager.createSymbolicLink(atPath: work.appendingPathComponent("project/res/values-fr").path, withDestinationPath: "../../outside/values-fr")
        try manager.createSymbolicLink(atPath: work.appendingPathComponent("project/res/rootlink").path, withDestinationPath: "/")
        return work
    }

    @Test("dump reads the links inside the folder, skips those that lead out and says so, each once")
    func linksOutOfTheTreeAreSkipped() throws {
        let work = try Self.project()
        defer { try? FileManager.default.removeItem(at: work) }
        let result = try stringbridge(["dump", "project", "--format", "json"], in: work, timeLimit: 120)
        #expect(result.status == 0, "\(result.standardError)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let tables = try #require(json["tables"] as? [[String: Any]])
        #expect(tables.compactMap { $0["path"] as? String } == ["project/res/values/strings.xml", "project/res/values-de/strings.xml"])
        let skipped = (json["diagnostics"] as? [[String: Any]] ?? []).filter { $0["id"] as? String == "symlink-outside-tree" }
        #expect(skipped.compactMap { $0["path"] as? String }.sorted() == ["project/res/rootlink", "project/res/values-fr"])
        #expect(skipped.allSatisfy { ($0["message"] as? String ?? "").contains("--follow-symlinks") })
    }

    @Test("convert and lint leave out the linked folder outside the tree; lint reports the link where it is")
    func convertAndLintSkipTheLinks() throws {
        let work = try Self.project()
        defer { try? FileManager.default.removeItem(at: work) }
        let converted = try stringbridge(["convert", "project/res", "--to", "apple", "--out", "ios"], in: work, timeLimit: 120)
        #expect(converted.status == 0, "\(converted.standardError)")
        let folders = try FileManager.default.contentsOfDirectory(atPath: work.appendingPathComponent("ios").path).filter { $0.hasSuffix(".lproj") }
        #expect(folders.sorted() == ["de.lproj", "en.lproj"])
        let linted = try stringbridge(["lint", "project/res"], in: work, timeLimit: 120)
        #expect(linted.standardOutput.contains("project/res/rootlink:1:1: warning: not read: a symbolic link to /,"), "\(linted.standardOutput)")
        #expect(linted.standardOutput.contains("project/res/values-fr:1:1: warning:"), "\(linted.standardOutput)")
    }

    @Test("--follow-symlinks follows a linked folder outside the tree")
    func followSymlinksFollows() throws {
        let work = try Self.project()
        defer { try? FileManager.default.removeItem(at: work) }
        // Not the whole machine: the project without its link to /.
        try FileManager.default.removeItem(atPath: work.appendingPathComponent("project/res/rootlink").path)
        let result = try stringbridge(["dump", "project/res", "--format", "json", "--follow-symlinks"], in: work, timeLimit: 120)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains(#""text":"Fr""#), "\(result.standardOutput)")
        #expect(!result.standardOutput.contains("symlink-outside-tree"))
    }
}
