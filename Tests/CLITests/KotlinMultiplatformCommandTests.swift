import Foundation
import Testing
import TestSupport

/// The commands on a Kotlin Multiplatform project (`Fixtures/KMP`), and `--android-dialect`.
@Suite("stringbridge on Kotlin Multiplatform resources")
struct KotlinMultiplatformCommandTests {
    static let compose = "Fixtures/KMP/composeApp/src/commonMain/composeResources"

    @Test("dump names each table's dialect and shows Compose's texts; as aapt2, the same files have aapt2's errors")
    func dumpDialects() throws {
        let result = try stringbridge(["dump", "Fixtures/KMP"])
        #expect(result.status == 0, "\(result.standardError)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let tables = try #require(document["tables"] as? [[String: Any]])
        #expect(Set(tables.compactMap { $0["dialect"] as? String }) == ["compose", "moko"])
        let compose = try #require(tables.first { $0["path"] as? String == "\(Self.compose)/values/strings.xml" })
        let battery = (compose["entries"] as? [[String: Any]])?.first { $0["key"] as? String == "battery" }
        #expect(battery?["text"] as? String == "Battery at %1$d% — trails keep recording")
        let asAAPT2 = try stringbridge(["dump", "--android-dialect", "aapt2", "--format", "text", Self.compose])
        #expect(asAAPT2.status == 1)
        #expect(asAAPT2.standardError.contains("[unescaped-apostrophe]"))
    }

    @Test("Every command that reads resources takes --android-dialect", arguments: ["dump", "convert", "lint", "lookup", "generate"])
    func helpNamesTheOption(_ command: String) throws {
        let help = try stringbridge([command, "--help"])
        #expect(help.standardOutput.contains("--android-dialect"))
        #expect(help.standardOutput.contains("compose") && help.standardOutput.contains("moko"))
    }

    @Test("generate makes the same accessors of a Compose or moko tree as of its Apple conversion")
    func generateAccessors() throws {
        let folder = try TemporaryFolder()
        for (tree, target) in [(Self.compose, "apple"), ("Fixtures/KMP/shared/src/commonMain/moko-resources", "xcstrings")] {
            #expect(try stringbridge(["convert", tree, "--to", target, "--out", folder.path("ios"), "-q"]).status == 0)
            let apple = target == "apple" ? folder.path("ios") : folder.path("ios/Localizable.xcstrings")
            #expect(try stringbridge(["generate", "swift", tree, "--out", folder.path("kmp.swift")]).status == 0)
            #expect(try stringbridge(["generate", "swift", apple, "--out", folder.path("apple.swift")]).status == 0)
            let kmp = try String(contentsOfFile: folder.path("kmp.swift"), encoding: .utf8)
            #expect(kmp == (try String(contentsOfFile: folder.path("apple.swift"), encoding: .utf8)), "\(tree)")
            #expect(kmp.contains("func trailCount(count: Int)"))
            try FileManager.default.removeItem(atPath: folder.path("ios"))
        }
    }

    @Test("convert writes a Compose tree back in Compose's escaping; lint finds the Compose-only problems")
    func convertAndLint() throws {
        let folder = try TemporaryFolder()
        #expect(try stringbridge(["convert", Self.compose, "--to", "xcstrings", "--out", folder.path("ios"), "-q"]).status == 0)
        let back = try stringbridge(["convert", folder.path("ios"), "--to", "android", "--out", folder.path("composeResources"), "-q"])
        #expect(back.status == 0, "\(back.standardError)")
        let written = try String(contentsOfFile: folder.path("composeResources/values-fr/strings.xml"), encoding: .utf8)
        #expect(written.contains(#"<string name="greeting">Bonjour, %1$s ! C'est un plaisir de vous revoir.</string>"#))
        let lint = try stringbridge(["lint", "--format", "json", "Fixtures/KMP"])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(lint.standardOutput.utf8)) as? [String: Any])
        let rules = Set(((report["findings"] as? [[String: Any]]) ?? []).compactMap { $0["rule"] as? String })
        #expect(rules.isSuperset(of: ["ignored_markup", "reads_differently"]))
        #expect(!rules.contains("unescaped_apostrophe"))
    }
}
