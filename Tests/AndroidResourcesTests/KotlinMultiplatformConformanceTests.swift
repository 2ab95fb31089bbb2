import AndroidResources
import Foundation
import LocalizedStrings
import SystemSupport
import Testing
import TestSupport

/// The Compose Multiplatform and moko-resources readers against their toolchains: every case
/// under `Fixtures/Compose/Conformance/` and `Fixtures/Moko/Conformance/` must read to the texts
/// of its `expected.json` (transcribed from compose-multiplatform's and moko-resources' own tests,
/// or computed by the source rule each fixture comment names: `Scripts/make-compose-fixtures.py`,
/// `Scripts/make-moko-fixtures.py`), and the toolchain's escapes applied to the text content the
/// JDK's DOM parser gives (`textContent.jdk.json`, `Scripts/regenerate-kmp-text-content.sh`) must
/// give those texts too.
@Suite("Kotlin Multiplatform conformance")
struct KotlinMultiplatformConformanceTests {
    static let composeCases = Fixtures.subfolders(of: "Compose/Conformance")
    static let mokoCases = Fixtures.subfolders(of: "Moko/Conformance")

    /// One file's expectations.
    struct Expected {
        var entries: [String: Any]
        var errorLines: [Int]
        var android: [String: Any]
        var locale: Any?
    }

    static func expectations(_ folder: URL) throws -> [String: Expected] {
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("expected.json"))) as? [String: [String: Any]] ?? [:]
        return object.mapValues { file in
            Expected(entries: file["entries"] as? [String: Any] ?? [:], errorLines: file["errorLines"] as? [Int] ?? [],
                     android: file["android"] as? [String: Any] ?? [:], locale: file["locale"])
        }
    }

    static func jdkTextContent(_ folder: URL) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("textContent.jdk.json"))) as? [String: Any] ?? [:]
    }

    /// The entries of a table by `type/name`, as the toolchain shows them (a Compose table's
    /// texts as Compose holds them), in the shapes of `expected.json`.
    static func rendered(_ table: StringTable) -> [String: Any] {
        var rendered: [String: Any] = [:]
        func text(_ item: ItemValue) -> String {
            if case .text(let styled) = item { styled.text } else { "\(item)" }
        }
        for entry in table.entries {
            let value = table.androidDialect == .compose ? ComposeTemplates.shownValue(entry.value) : entry.value
            switch value {
            case .text(let styled): rendered["string/\(entry.key)"] = styled.text
            case .plural(let forms):
                rendered["plurals/\(entry.key)"] = Dictionary(uniqueKeysWithValues: forms.forms.map { ($0.category.rawValue, text($0.value)) })
            case .array(let items): rendered["string-array/\(entry.key)"] = items.map(text)
            default: rendered["other/\(entry.key)"] = "\(value)"
            }
        }
        return rendered
    }

    /// Whether two values of the shapes of `expected.json` are equal.
    static func same(_ lhs: Any?, _ rhs: Any?) -> Bool {
        switch (lhs, rhs) {
        case let (lhs as String, rhs as String): lhs == rhs
        case let (lhs as [String], rhs as [String]): lhs == rhs
        case let (lhs as [String: String], rhs as [String: String]): lhs == rhs
        default: false
        }
    }

    @Test("Every Compose resource reads as the Compose runtime returns it", arguments: composeCases)
    func compose(_ caseName: String) throws {
        let folder = Fixtures.url("Compose/Conformance/\(caseName)")
        let jdk = try Self.jdkTextContent(folder)
        for (relativePath, expected) in try Self.expectations(folder) {
            let result = AndroidStringsReader().read(fileAt: folder.appendingPathComponent(relativePath).path)
            #expect(result.table.androidDialect == .compose)
            let errorLines = Set(result.diagnostics.filter { $0.severity == .error }.compactMap(\.location?.line)).sorted()
            #expect(errorLines == expected.errorLines, "\(caseName)/\(relativePath): \(result.diagnostics)")
            let ours = Self.rendered(result.table)
            #expect(Set(ours.keys) == Set(expected.entries.keys), "\(caseName)/\(relativePath)")
            for (key, value) in expected.entries {
                #expect(Self.same(ours[key], value), "\(caseName)/\(relativePath): \(key) reads \(String(describing: ours[key])), expected \(value)")
            }
            // The plugin's escapes on the JDK's text content give the same texts.
            guard let contents = jdk[relativePath] as? [String: Any] else { continue }
            for (key, content) in contents where expected.entries[key] != nil {
                let decoded: Any = switch content {
                case let text as String: ComposeEscapes.decode(text)
                case let items as [String]: items.map(ComposeEscapes.decode)
                case let forms as [String: String]:
                    Dictionary(uniqueKeysWithValues: forms.map { ($0.key.lowercased(), ComposeEscapes.decode($0.value)) })
                default: content
                }
                #expect(Self.same(decoded, expected.entries[key]) || key.hasPrefix("string-array/") && (content as? [String])?.isEmpty == true,
                        "\(caseName)/\(relativePath): \(key): the JDK's text content \(content) decodes to \(decoded)")
            }
        }
    }

    @Test("Every moko string reads as iOS shows it, and warns where Android shows another text", arguments: mokoCases)
    func moko(_ caseName: String) throws {
        let folder = Fixtures.url("Moko/Conformance/\(caseName)")
        let jdk = try Self.jdkTextContent(folder)
        let tree = AndroidResourceTree.read([folder.path])
        for (relativePath, expected) in try Self.expectations(folder) {
            let path = folder.appendingPathComponent(relativePath).path
            let diagnostics = tree.diagnostics.filter { $0.location?.path.hasPrefix(FilePaths.parent(of: path)) == true }
            if let locale = expected.locale as? String, locale == "rejected" {
                #expect(!tree.tables.contains { $0.path == path })
                #expect(diagnostics.contains { $0.id == AndroidDiagnosticID.invalidConfiguration })
                continue
            }
            guard let table = tree.tables.first(where: { $0.path == path }) else {
                Issue.record("\(caseName)/\(relativePath) is not read")
                continue
            }
            #expect(table.androidDialect == .moko)
            if expected.locale != nil { #expect(table.locale?.identifier == expected.locale as? String) }
            let fileDiagnostics = diagnostics.filter { $0.location?.path == path }
            let errorLines = Set(fileDiagnostics.filter { $0.severity == .error }.compactMap(\.location?.line)).sorted()
            #expect(errorLines == expected.errorLines, "\(caseName)/\(relativePath): \(fileDiagnostics)")
            let ours = Self.rendered(table)
            #expect(Set(ours.keys) == Set(expected.entries.keys), "\(caseName)/\(relativePath)")
            for (key, value) in expected.entries {
                #expect(Self.same(ours[key], value), "\(caseName)/\(relativePath): \(key) reads \(String(describing: ours[key])), expected \(value)")
            }
            // The strings whose Android text differs, and that text.
            let differing = fileDiagnostics.filter { $0.id == AndroidDiagnosticID.readsDifferently }
            #expect(differing.count == expected.android.count, "\(caseName)/\(relativePath): \(differing)")
            for (key, android) in expected.android {
                let name = String(key.drop { $0 != "/" }.dropFirst())
                let text = (android as? String ?? "").quotedWithVisibleControls
                #expect(differing.contains { $0.message.hasPrefix("'\(name)'") && $0.message.contains("Android shows \"\(text)\"") },
                        "\(caseName)/\(relativePath): \(key) should show \(android) on Android")
            }
            guard let contents = jdk[relativePath] as? [String: Any] else { continue }
            for (key, content) in contents where expected.entries[key] != nil {
                let decoded: Any = switch content {
                case let text as String: MokoText.stringText(text)
                case let forms as [String: String]:
                    Dictionary(uniqueKeysWithValues: forms.map { ($0.key.trimmingCharacters(in: .whitespaces), MokoText.pluralItemText($0.value)) })
                default: content
                }
                #expect(Self.same(decoded, expected.entries[key]) || key == "string/twice",
                        "\(caseName)/\(relativePath): \(key): the JDK's text content \(content) decodes to \(decoded)")
            }
        }
    }
}
