import AndroidResources
import AppleResources
import Foundation
import LocalizedStrings
import StringBridgeKit
import Testing
import TestSupport

/// `convert` on a Kotlin Multiplatform project (`Fixtures/KMP`): its Compose Multiplatform
/// and moko-resources trees become Apple resources with the texts their toolchains show, and
/// come back into the project, in its own dialect and layout, without changing a file.
@Suite("Converting Kotlin Multiplatform resources")
struct KotlinMultiplatformConversionTests {
    static let composeTree = "KMP/composeApp/src/commonMain/composeResources"
    static let mokoTree = "KMP/shared/src/commonMain/moko-resources"

    /// Copies `Fixtures/KMP` into a temporary folder.
    static func projectCopy() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try FileManager.default.copyItem(at: Fixtures.url("KMP"), to: folder.url("KMP"))
        return folder
    }

    /// Every file under a folder and its bytes, by relative path.
    static func contents(of root: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = enumerator?.nextObject() as? URL {
            guard (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true else { continue }
            files[String(url.path.dropFirst(root.path.count))] = try Data(contentsOf: url)
        }
        return files
    }

    @Test("A Compose tree converts to Apple formats with the texts the Compose runtime shows", arguments: [true, false])
    func composeToApple(_ lproj: Bool) throws {
        let folder = try TemporaryFolder()
        let request = ConversionRequest(paths: [Fixtures.url(Self.composeTree).path], target: lproj ? .lproj : .stringCatalog,
                                        outputFolder: folder.path("ios"))
        let result = try ConversionPipeline().run(request)
        #expect(!result.diagnostics.containsErrors, "\(result.diagnostics)")
        #expect(result.summary.locales == 5)
        let (tables, diagnostics) = ResourceDiscovery.read([folder.path("ios")])
        #expect(!diagnostics.containsErrors)
        func text(_ key: String, _ language: String?) -> String? {
            let table = tables.first { $0.locale?.identifier == language && $0.entries.contains { $0.key == key } }
            if case .text(let styled) = table?[key]?.value { return styled.text }
            return nil
        }
        // An apostrophe and quotes as written, \n a line break, a Compose % a percent sign.
        #expect(text("greeting", "en") == "Hello, %1$@! It's good to see you.")
        #expect(text("empty_state", "en") == "You don't have any \"trails\" yet.\nTap + to add one.")
        #expect(text("battery", "en") == "Battery at %1$lld%% — trails keep recording")
        #expect(text("path_hint", "fr") == "Exportez vers C:\\Trails ou ~/Trails")
        #expect(text("greeting", "pt-BR") == "Olá, %1$@! Que bom ver você.")
    }

    @Test("Converted to Apple formats and back into a copy of the project (twice), no file of the project changes",
          arguments: [composeTree, mokoTree], [ConversionRequest.Target.lproj, .stringCatalog])
    func roundTripChangesNoFile(_ tree: String, _ target: ConversionRequest.Target) throws {
        let project = try Self.projectCopy()
        let before = try Self.contents(of: project.url("KMP"))
        let apple = try TemporaryFolder()
        let toApple = try ConversionPipeline().run(ConversionRequest(paths: [project.path(tree)], target: target, outputFolder: apple.path("ios")))
        #expect(!toApple.diagnostics.containsErrors, "\(toApple.diagnostics)")
        // Twice: the second run reads the first one's manifest, which must name only files it trusts.
        for _ in 0..<2 {
            let back = try ConversionPipeline().run(ConversionRequest(paths: [apple.path("ios")], target: .android, outputFolder: project.path(tree)))
            #expect(!back.diagnostics.containsErrors, "\(back.diagnostics)")
            #expect(back.written.filter { !$0.hasSuffix(".json") }.isEmpty, "\(back.written)")
        }
        var after = try Self.contents(of: project.url("KMP"))
        // The conversion records what it wrote; nothing else is added or changed.
        let manifest = "/" + String(tree.dropFirst(4)) + "/" + ".stringbridge-convert.json"
        #expect(after.removeValue(forKey: manifest) != nil)
        #expect(after == before, "\(Set(after.keys).symmetricDifference(before.keys)) \(after.filter { before[$0.key] != $0.value }.keys)")
    }

    @Test("Into an empty folder, a Compose tree and a moko tree are written in their own layouts and read back the same")
    func freshOutput() throws {
        let apple = try TemporaryFolder()
        for tree in [Self.composeTree, Self.mokoTree] {
            let result = try ConversionPipeline().run(ConversionRequest(paths: [Fixtures.url(tree).path], target: .lproj,
                                                                        outputFolder: apple.path(tree)))
            #expect(!result.diagnostics.containsErrors)
        }
        let output = try TemporaryFolder()
        for (tree, folder) in [(Self.composeTree, "composeResources"), (Self.mokoTree, "moko-resources")] {
            let result = try ConversionPipeline().run(ConversionRequest(paths: [apple.path(tree)], target: .android,
                                                                        outputFolder: output.path(folder)))
            #expect(!result.diagnostics.containsErrors, "\(result.diagnostics)")
            let original = ResourceDiscovery.read([Fixtures.url(tree).path]).tables
            let written = ResourceDiscovery.read([output.path(folder)]).tables
            #expect(written.allSatisfy { $0.androidDialect == original[0].androidDialect })
            func entries(_ tables: [StringTable]) -> [String: Entry] {
                var entries: [String: Entry] = [:]
                for table in tables {
                    for entry in table.entries { entries["\(table.locale?.identifier ?? "")|\(entry.key)"] = entry.withoutLocation.withoutComment }
                }
                return entries
            }
            #expect(entries(written) == entries(original), "\(folder)")
        }
        let moko = try Self.contents(of: output.url("moko-resources")).keys.sorted()
        #expect(moko.contains("/base/strings.xml") && moko.contains("/base/plurals.xml") && moko.contains("/ru/plurals.xml"))
        #expect(!moko.contains { $0.contains("values") })
        let compose = try String(contentsOfFile: output.path("composeResources/values/strings.xml"), encoding: .utf8)
        #expect(compose.contains(#"<string name="empty_state">You don't have any "trails" yet.\nTap + to add one.</string>"#))
        #expect(compose.contains(#"<string name="battery">Battery at %1$d% — trails keep recording</string>"#))
    }

    @Test("A moko string defined twice converts as moko reads it, the later one, and converting back leaves both")
    func mokoRedefinition() throws {
        let project = try TemporaryFolder()
        let file = project.path("moko-resources/base/strings.xml")
        try FileManager.default.createDirectory(atPath: project.path("moko-resources/base"), withIntermediateDirectories: true)
        let text = """
            <resources>
                <string name="light">Light theme</string>
                <string name="other">Other</string>
                <string name="light">Light</string>
            </resources>

            """
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        let apple = try TemporaryFolder()
        _ = try ConversionPipeline().run(ConversionRequest(paths: [project.path("moko-resources")], target: .lproj, outputFolder: apple.path("ios")))
        let converted = try String(contentsOfFile: apple.path("ios/en.lproj/Localizable.strings"), encoding: .utf8)
        #expect(converted.contains(#""light" = "Light";"#) && !converted.contains("Light theme"))
        for _ in 0..<2 {
            let back = try ConversionPipeline().run(ConversionRequest(paths: [apple.path("ios")], target: .android,
                                                                      outputFolder: project.path("moko-resources")))
            #expect(!back.diagnostics.containsErrors, "\(back.diagnostics)")
            #expect(try String(contentsOfFile: file, encoding: .utf8) == text)
        }
    }

    @Test("--android-dialect decides the dialect whatever the folder's place")
    func dialectOverride() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path("res/values"), withIntermediateDirectories: true)
        try #"<resources><string name="a">It's "here"</string></resources>"#.write(toFile: folder.path("res/values/strings.xml"),
                                                                                   atomically: true, encoding: .utf8)
        #expect(ResourceDiscovery.read([folder.path("res")]).diagnostics.containsErrors)
        let compose = ResourceDiscovery.read([folder.path("res")], dialect: .compose)
        #expect(!compose.diagnostics.containsErrors)
        if case .text(let text) = compose.tables.first?["a"]?.value { #expect(text.text == "It's \"here\"") } else { Issue.record("no a") }
    }
}
