import AndroidResources
import Foundation
import LocalizedStrings
import StringBridgeKit
import Testing
import TestSupport

/// A real project's mess, Apple → Android → Apple: `Base.lproj` beside `en.lproj`, two
/// bundles with the same table and key, a `.strings` entry a `.stringsdict` shadows, `en` in
/// UTF-8 beside `de` in UTF-16, tables whose names differ only in case, and keys that aapt2
/// would write to one `R` field. Every file comes back where it was, read by Foundation as it
/// was, and Android gets one resource per name.
@Suite("A messy Apple project")
struct MessyProjectTests {
    static let stringsDict = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>apples</key>
        \t<dict>
        \t\t<key>NSStringLocalizedFormatKey</key>
        \t\t<string>%#@n@</string>
        \t\t<key>n</key>
        \t\t<dict>
        \t\t\t<key>NSStringFormatSpecTypeKey</key>
        \t\t\t<string>NSStringPluralRuleType</string>
        \t\t\t<key>NSStringFormatValueTypeKey</key>
        \t\t\t<string>d</string>
        \t\t\t<key>one</key>
        \t\t\t<string>%d apple</string>
        \t\t\t<key>other</key>
        \t\t\t<string>%d apples</string>
        \t\t</dict>
        \t</dict>
        </dict>
        </plist>

        """

    /// Relative path → bytes. (Written at run time: names that differ only in case cannot be
    /// checked out on a case-insensitive disk.)
    static var project: [String: Data] {
        func utf8(_ text: String) -> Data { Data(text.utf8) }
        return [
            "App/Base.lproj/Localizable.strings": utf8("\"hello\" = \"Hello Base\";\n\"baseOnly\" = \"Only in Base\";\n"),
            "App/en.lproj/Localizable.strings": utf8("\"hello\" = \"Hello en\";\n\"apples\" = \"Apples, shadowed\";\n\"a.b\" = \"dot\";\n\"a_b\" = \"underscore\";\n"),
            "App/en.lproj/Localizable.stringsdict": utf8(stringsDict),
            "App/en.lproj/InfoPlist.strings": utf8("\"CFBundleDisplayName\" = \"Messy\";\n"),
            "App/en.lproj/infoPlist.strings": utf8("\"lower\" = \"lower-case table\";\n"),
            "App/de.lproj/Localizable.strings": Data([0xFF, 0xFE]) + "\"hello\" = \"Hallo\";\n".data(using: .utf16LittleEndian)!,
            "Widget/en.lproj/Localizable.strings": utf8("\"hello\" = \"Hello from the widget\";\n"),
        ]
    }

    @Test("Apple → Android → Apple gives every file back where it was, as Foundation reads it, each in its encoding, under a name of its own where macOS would take two for one")
    func roundTrip() throws {
        let folder = try TemporaryFolder()
        for (path, bytes) in Self.project {
            try FileManager.default.createDirectory(at: folder.url("ios/" + path).deletingLastPathComponent(), withIntermediateDirectories: true)
            try bytes.write(to: folder.url("ios/" + path))
        }
        let toAndroid = try ConversionPipeline().run(ConversionRequest(paths: [folder.path("ios")], target: .android,
                                                                       outputFolder: folder.path("res")))
        #expect(!toAndroid.diagnostics.containsErrors, "\(toAndroid.diagnostics)")
        // Reported, not silent: the renamed keys and the file renamed for its case.
        let ids = toAndroid.diagnostics.map(\.id)
        #expect(ids.contains("renamed-file"))
        #expect(ids.contains("shadowed-entry"))
        // Three keys take names already used: Base's and the widget's "hello" (App's en has it),
        // and "a_b" (R.string.a_b is "a.b"'s field).
        #expect(toAndroid.diagnostics.filter { $0.id == "renamed-key" }.count == 3, "\(toAndroid.diagnostics)")
        try expectOneResourcePerName(in: folder.path("res"))
        // English users get en.lproj's text on Android, as on iOS; Base's is kept beside it.
        let defaults = AndroidResourceTree.read([folder.path("res")]).tables.filter { $0.locale == nil }.flatMap(\.entries)
        let hello = defaults.first { $0.key == "hello" }
        #expect(hello.map { if case .text(let text) = $0.value { text.text } else { "" } } == "Hello en")
        #expect(defaults.filter { StringBridgeTestKeys.appleKey(of: $0) == "hello" }.count == 3, "App's en, App's Base, the widget's")

        let back = try ConversionPipeline().run(ConversionRequest(paths: [folder.path("res")], target: .lproj,
                                                                  outputFolder: folder.path("back")))
        #expect(!back.diagnostics.containsErrors, "\(back.diagnostics)")
        let written = Set((FileManager.default.subpaths(atPath: folder.path("back")) ?? []).filter { $0.hasSuffix("strings") || $0.hasSuffix("stringsdict") })
        // InfoPlist.strings and infoPlist.strings would be one file on macOS's disk: the second
        // of the two comes back under a name of its own, and that is reported.
        #expect(back.diagnostics.filter { $0.id == "renamed-file" }.count == 1, "\(back.diagnostics)")
        let renamed = written.subtracting(Self.project.keys)
        #expect(renamed.count == 1, "\(written)")
        let renamedFrom = Set(Self.project.keys).subtracting(written)
        #expect(renamedFrom.count == 1 && renamedFrom.isSubset(of: ["App/en.lproj/InfoPlist.strings", "App/en.lproj/infoPlist.strings"]), "\(written)")
        func writtenPath(of path: String) -> String {
            guard renamedFrom.contains(path), let other = renamed.first,
                  other.hasPrefix(String(path.dropLast(".strings".count)) + "-") else { return path }
            return other
        }
        for (path, bytes) in Self.project {
            let again = try Data(contentsOf: folder.url("back/" + writtenPath(of: path)))
            #expect(try foundation(again) == foundation(bytes), "\(path)")
            #expect(again.starts(with: [0xFF, 0xFE]) == bytes.starts(with: [0xFF, 0xFE]), "\(path) keeps its encoding")
        }
    }

    /// Every Android file of the conversion compiles together: distinct names (and `R` fields)
    /// per type, and file names distinct on a case-insensitive disk.
    private func expectOneResourcePerName(in res: String) throws {
        let read = AndroidResourceTree.read([res])
        #expect(!read.diagnostics.containsErrors, "\(read.diagnostics)")
        var fields: [String: [String]] = [:]
        for table in read.tables {
            for entry in table.entries {
                let type = switch entry.value { case .plural: "plurals"; case .array: "array"; default: "string" }
                fields["\(table.locale?.identifier ?? "")|\(type)|\(entry.key.replacingOccurrences(of: ".", with: "_"))", default: []].append(entry.key)
            }
        }
        #expect(fields.values.filter { $0.count > 1 }.isEmpty, "names that aapt2 links into one R field: \(fields.values.filter { $0.count > 1 })")
        let files = FileManager.default.subpaths(atPath: res) ?? []
        #expect(Set(files.map { $0.lowercased() }).count == files.count, "\(files)")
    }

    /// A `.strings` or `.stringsdict` file as Foundation reads it.
    private func foundation(_ bytes: Data) throws -> NSDictionary {
        try #require(try PropertyListSerialization.propertyList(from: bytes, format: nil) as? NSDictionary)
    }
}

/// The Apple key an Android entry converts back to: its `sb:key`, else its name.
enum StringBridgeTestKeys {
    static func appleKey(of entry: Entry) -> String {
        entry.details[AndroidEntryDetails.self]?[attribute: "sb:key"] ?? entry.key
    }
}
