import AndroidResources
import AppleResources
import Foundation
import LocalizedStrings
import StringBridgeKit
import Testing
import TestSupport

/// `convert` into files that exist updates them: what it converts replaces and adds, what an
/// earlier conversion wrote and is gone at the source is removed, and every other byte the user
/// has stays where it is.
@Suite("Updating files that exist")
struct InPlaceUpdateTests {
    /// A user's `values/strings.xml`: a comment, other resource types, an Android-only string,
    /// and a string the Apple source also has.
    static let userAndroidFile = """
        <?xml version="1.0" encoding="utf-8"?>
        <!-- Hand-written; keep this comment. -->
        <resources xmlns:tools="http://schemas.android.com/tools">
            <color name="accent">#FF6600</color>
            <string name="android_only" tools:ignore="MissingTranslation">Only on Android</string>
            <integer-array name="sizes">
                <item>1</item>
                <item>2</item>
            </integer-array>
            <string name="greeting">Old greeting</string>
            <dimen name="margin">8dp</dimen>
        </resources>

        """

    @Test("Android: other resource types, comments and Android-only strings are kept byte for byte; a key deleted at the source is removed, exactly")
    func androidFileKeepsTheUsersResources() throws {
        let folder = try TemporaryFolder()
        try write("\"greeting\" = \"Hello\";\n\n\"farewell\" = \"Bye\";\n", to: folder.path("ios/en.lproj/Localizable.strings"))
        try write(Self.userAndroidFile, to: folder.path("res/values/strings.xml"))
        let request = ConversionRequest(paths: [folder.path("ios")], target: .android, outputFolder: folder.path("res"))

        let first = try ConversionPipeline().run(request)
        #expect(!first.diagnostics.containsErrors, "\(first.diagnostics)")
        let update = try #require(first.updates.first { $0.path.hasSuffix("values/strings.xml") })
        #expect(update.action == .update)
        #expect(update.outcome.changed.map(\.text) == ["string/greeting"])
        #expect(update.outcome.added.map(\.text) == ["string/farewell"])
        #expect(update.outcome.kept.map(\.text) == ["other:color/accent", "string/android_only", "other:integer-array/sizes", "other:dimen/margin"])
        let afterFirst = try String(contentsOfFile: folder.path("res/values/strings.xml"), encoding: .utf8)
        // Every line of the user's file but the replaced string is still there, in order…
        let expected = Self.userAndroidFile
            .replacingOccurrences(of: "Old greeting", with: "Hello")
            .replacingOccurrences(of: "</resources>", with: "    <string name=\"farewell\">Bye</string>\n</resources>")
        #expect(afterFirst == expected)
        // …and aapt2's reading of it has the converted values and the user's string.
        let values = try androidValues(folder.path("res/values/strings.xml"))
        #expect(values == ["android_only": "Only on Android", "farewell": "Bye", "greeting": "Hello"])

        // The source loses "farewell": the next conversion removes exactly that entry, and says so.
        try write("\"greeting\" = \"Hello\";\n", to: folder.path("ios/en.lproj/Localizable.strings"))
        let second = try ConversionPipeline().run(request)
        let secondUpdate = try #require(second.updates.first { $0.path.hasSuffix("values/strings.xml") })
        #expect(secondUpdate.outcome.removed.map(\.text) == ["string/farewell"])
        #expect(ConversionReport.fileLines(for: second, mode: .write)
            == "updated: \(folder.path("res/values/strings.xml")) (1 removed (string/farewell), 4 kept)\n")
        let afterSecond = try String(contentsOfFile: folder.path("res/values/strings.xml"), encoding: .utf8)
        #expect(afterSecond == Self.userAndroidFile.replacingOccurrences(of: "Old greeting", with: "Hello"))
    }

    @Test("A string the user wrote is never removed, even when its name leaves the source")
    func usersOwnEntriesAreNeverRemoved() throws {
        let folder = try TemporaryFolder()
        try write("\"farewell\" = \"Bye\";\n", to: folder.path("ios/en.lproj/Localizable.strings"))
        try write(Self.userAndroidFile, to: folder.path("res/values/strings.xml"))
        let request = ConversionRequest(paths: [folder.path("ios")], target: .android, outputFolder: folder.path("res"))
        let result = try ConversionPipeline().run(request)
        let update = try #require(result.updates.first)
        // "greeting" was the user's before any conversion: it is kept, not removed.
        #expect(update.outcome.removed.isEmpty)
        #expect(update.outcome.kept.map(\.text).contains("string/greeting"))
        #expect(try androidValues(folder.path("res/values/strings.xml"))["greeting"] == "Old greeting")
    }

    @Test(".lproj: an iOS-only key, comments and the file's UTF-16 encoding are kept; --reencode writes UTF-8")
    func stringsFileKeepsTheUsersKeysAndEncoding() throws {
        let folder = try TemporaryFolder()
        try write("""
            <resources>
                <string name="greeting">Hello</string>
                <string name="farewell">Bye</string>
            </resources>

            """, to: folder.path("res/values/strings.xml"))
        let userFile = "/* Written by hand. */\n\"ios_only\" = \"Only on iOS\";\n\n/* Greeting. */\n\"greeting\" = \"Hi\";\n"
        let userBytes = Data([0xFF, 0xFE]) + userFile.data(using: .utf16LittleEndian)!
        try FileManager.default.createDirectory(atPath: folder.path("out/en.lproj"), withIntermediateDirectories: true)
        try userBytes.write(to: folder.url("out/en.lproj/Localizable.strings"))
        var request = ConversionRequest(paths: [folder.path("res")], target: .lproj, outputFolder: folder.path("out"))

        let result = try ConversionPipeline().run(request)
        #expect(!result.diagnostics.containsErrors, "\(result.diagnostics)")
        let bytes = try Data(contentsOf: folder.url("out/en.lproj/Localizable.strings"))
        #expect(bytes.starts(with: [0xFF, 0xFE]), "the file keeps its UTF-16 little-endian encoding")
        let text = try #require(String(data: bytes.dropFirst(2), encoding: .utf16LittleEndian))
        // The user's key and comments are where they were; "greeting" is replaced where it stood
        // (its comment above is the user's and stays), "farewell" is added at the end.
        #expect(text.hasPrefix("/* Written by hand. */\n\"ios_only\" = \"Only on iOS\";\n\n/* Greeting. */\n\"greeting\" = \"Hello\";\n"), "\(text)")
        #expect(text.hasSuffix("\"farewell\" = \"Bye\";\n"), "\(text)")
        let values = try appleValues(folder.path("out/en.lproj/Localizable.strings"))
        #expect(values == ["ios_only": "Only on iOS", "greeting": "Hello", "farewell": "Bye"])

        request.reencodesExistingFiles = true
        _ = try ConversionPipeline().run(request)
        let reencoded = try Data(contentsOf: folder.url("out/en.lproj/Localizable.strings"))
        #expect(String(data: reencoded, encoding: .utf8) == text)
    }

    @Test("Each .strings file keeps its own encoding, per locale: en in UTF-8, de in UTF-16, both ways")
    func encodingsPerLocale() throws {
        let folder = try TemporaryFolder()
        try write("\"greeting\" = \"Hello\";\n", to: folder.path("ios/en.lproj/Localizable.strings"))
        let german = Data([0xFF, 0xFE]) + "\"greeting\" = \"Hallo\";\n".data(using: .utf16LittleEndian)!
        try FileManager.default.createDirectory(atPath: folder.path("ios/de.lproj"), withIntermediateDirectories: true)
        try german.write(to: folder.url("ios/de.lproj/Localizable.strings"))

        _ = try ConversionPipeline().run(ConversionRequest(paths: [folder.path("ios")], target: .android, outputFolder: folder.path("res")))
        _ = try ConversionPipeline().run(ConversionRequest(paths: [folder.path("res")], target: .lproj, outputFolder: folder.path("back")))
        #expect(try Data(contentsOf: folder.url("back/en.lproj/Localizable.strings")) == Data("\"greeting\" = \"Hello\";\n".utf8))
        #expect(try Data(contentsOf: folder.url("back/de.lproj/Localizable.strings")) == german)
    }

    @Test("A .stringsdict keeps the user's own plural and gets the converted one")
    func stringsDictKeepsTheUsersPlurals() throws {
        let folder = try TemporaryFolder()
        try write("""
            <resources>
                <plurals name="apples">
                    <item quantity="one">%d apple</item>
                    <item quantity="other">%d apples</item>
                </plurals>
            </resources>

            """, to: folder.path("res/values/strings.xml"))
        let request = ConversionRequest(paths: [folder.path("res")], target: .lproj, outputFolder: folder.path("out"))
        _ = try ConversionPipeline().run(request)
        let path = folder.path("out/en.lproj/Localizable.stringsdict")
        let converted = try String(contentsOfFile: path, encoding: .utf8)
        // The user adds a plural of their own at the top of the dictionary.
        let users = """
            <key>pears</key>
            \t<dict>
            \t\t<key>NSStringLocalizedFormatKey</key>
            \t\t<string>%#@n@</string>
            \t\t<key>n</key>
            \t\t<dict>
            \t\t\t<key>NSStringFormatSpecTypeKey</key>
            \t\t\t<string>NSStringPluralRuleType</string>
            \t\t\t<key>NSStringFormatValueTypeKey</key>
            \t\t\t<string>d</string>
            \t\t\t<key>other</key>
            \t\t\t<string>%d pears</string>
            \t\t</dict>
            \t</dict>
            \t
            """
        let edited = converted.replacingOccurrences(of: "<key>apples</key>", with: users + "<key>apples</key>")
        #expect(edited != converted)
        try write(edited, to: path)
        let again = try ConversionPipeline().run(request)
        #expect(again.changed.isEmpty, "nothing to change: the user's plural is theirs, ours is as converted")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == edited)
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        let table = bytes.withUnsafeBytes { StringsDictReader().read(bytes: $0, path: path) }.table
        #expect(table.entries.map(\.key).sorted() == ["apples", "pears"])
    }

    @Test("A String Catalog keeps the localizations of a language whose source broke, and of keys the user added")
    func catalogKeepsSkippedLanguage() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.copyItem(at: Fixtures.url("Sample/res"), to: folder.url("res"))
        let request = ConversionRequest(paths: [folder.path("res")], target: .stringCatalog, outputFolder: folder.path("out"))
        _ = try ConversionPipeline().run(request)
        let catalogPath = folder.path("out/Localizable.xcstrings")
        let before = try catalogTables(catalogPath)

        // English changes, French breaks.
        try replace("any notes yet", with: "a single note", in: folder.path("res/values/strings.xml"))
        try append("trailing text\n", to: folder.path("res/values-fr/strings.xml"))
        let result = try ConversionPipeline().run(request)
        #expect(result.diagnostics.containsErrors)
        #expect(result.skipped == ["res/values-fr"])
        #expect(result.written.contains(catalogPath))
        let after = try catalogTables(catalogPath)
        #expect(after["fr"] == before["fr"], "French keeps every localization it had")
        #expect(after["en"] != before["en"])
        #expect(after["en"]?["empty_state"] == "You don't have a single note.", "\(after["en"] ?? [:])")
    }

    @Test("Android: a resource the project keeps in another file of the folder is updated there, and new ones use the file's indentation")
    func androidFolderKeepsItsFiles() throws {
        let folder = try TemporaryFolder()
        try write("\"app_name\" = \"Notes Pro\";\n\"greeting\" = \"Hello\";\n\"farewell\" = \"Bye\";\n",
                  to: folder.path("ios/en.lproj/Localizable.strings"))
        try write("<resources>\n  <string name=\"greeting\">Hi</string>\n</resources>\n", to: folder.path("res/values/strings.xml"))
        let doNotTranslate = "<resources>\n    <string name=\"app_name\" translatable=\"false\">Notes</string>\n</resources>\n"
        try write(doNotTranslate, to: folder.path("res/values/donottranslate.xml"))
        let result = try ConversionPipeline().run(ConversionRequest(paths: [folder.path("ios")], target: .android,
                                                                    outputFolder: folder.path("res")))
        #expect(!result.diagnostics.containsErrors, "\(result.diagnostics)")
        // One definition of app_name, where the project had it; the folder reads without a duplicate.
        let read = AndroidResourceTree.read([folder.path("res")])
        #expect(!read.diagnostics.containsErrors, "\(read.diagnostics)")
        // (A .strings file has no translatability: the entry is translatable, which a file named
        // donottranslate* must say.)
        #expect(try String(contentsOfFile: folder.path("res/values/donottranslate.xml"), encoding: .utf8)
            == "<resources>\n    <string name=\"app_name\" translatable=\"true\">Notes Pro</string>\n</resources>\n")
        #expect(try String(contentsOfFile: folder.path("res/values/strings.xml"), encoding: .utf8)
            == "<resources>\n  <string name=\"greeting\">Hello</string>\n  <string name=\"farewell\">Bye</string>\n</resources>\n")
    }

    @Test("Converting back into the project it came from changes no byte")
    func backIntoTheProject() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.copyItem(at: Fixtures.url("Sample/res"), to: folder.url("res"))
        _ = try ConversionPipeline().run(ConversionRequest(paths: [folder.path("res")], target: .lproj, outputFolder: folder.path("ios")))
        let back = try ConversionPipeline().run(ConversionRequest(paths: [folder.path("ios")], target: .android,
                                                                  outputFolder: folder.path("res")))
        #expect(back.changed.map(\.path) == [], "\(back.changed.map { ($0.path, $0.outcome.summary) })")
    }

    @Test("A language folder the output has under another name (ja_JP.lproj) is written there, not beside it")
    func existingLanguageFolderName() throws {
        let folder = try TemporaryFolder()
        try write("<resources>\n    <string name=\"greeting\">こんにちは</string>\n</resources>\n", to: folder.path("res/values-ja-rJP/strings.xml"))
        try write("<resources>\n    <string name=\"greeting\">Hello</string>\n</resources>\n", to: folder.path("res/values/strings.xml"))
        try write("\"greeting\" = \"やあ\";\n", to: folder.path("out/ja_JP.lproj/Localizable.strings"))
        _ = try ConversionPipeline().run(ConversionRequest(paths: [folder.path("res")], target: .lproj, outputFolder: folder.path("out")))
        #expect(!FileManager.default.fileExists(atPath: folder.path("out/ja-JP.lproj")))
        #expect(try appleValues(folder.path("out/ja_JP.lproj/Localizable.strings")) == ["greeting": "こんにちは"])
    }

    @Test("A .strings file that is an XML property list is merged by key and stays an XML property list")
    func xmlPropertyListStrings() throws {
        let folder = try TemporaryFolder()
        try write("<resources>\n    <string name=\"greeting\">Hello</string>\n</resources>\n", to: folder.path("res/values/strings.xml"))
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<key>greeting</key>
            \t<string>Hi</string>
            \t<key>mine</key>
            \t<string>Mine</string>
            </dict>
            </plist>

            """
        try write(plist, to: folder.path("out/en.lproj/Localizable.strings"))
        let result = try ConversionPipeline().run(ConversionRequest(paths: [folder.path("res")], target: .lproj, outputFolder: folder.path("out")))
        #expect(!result.diagnostics.containsErrors, "\(result.diagnostics)")
        let text = try String(contentsOfFile: folder.path("out/en.lproj/Localizable.strings"), encoding: .utf8)
        #expect(text.hasPrefix("<?xml"))
        #expect(try appleValues(folder.path("out/en.lproj/Localizable.strings")) == ["greeting": "Hello", "mine": "Mine"])
    }

    // MARK: - Helpers

    private func androidValues(_ path: String) throws -> [String: String] {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        let read = bytes.withUnsafeBytes { AndroidStringsReader().read(bytes: $0, path: path) }
        #expect(!read.diagnostics.containsErrors, "\(read.diagnostics)")
        return read.table.entries.reduce(into: [:]) { values, entry in
            if case .text(let text) = entry.value { values[entry.key] = text.text }
        }
    }

    private func appleValues(_ path: String) throws -> [String: String] {
        let read = StringsFileReader().read(bytes: [UInt8](try Data(contentsOf: URL(fileURLWithPath: path))), path: path)
        #expect(!read.diagnostics.containsErrors, "\(read.diagnostics)")
        return read.table.entries.reduce(into: [:]) { values, entry in
            if case .text(let text) = entry.value { values[entry.key] = text.text }
        }
    }

    /// values-fr lacks `b` (Android shows the English one: filled on Apple); values-de has `c`,
    /// which values/ lacks, and the name `a` is a plural in values-de (keyed `a (plurals)` on
    /// Apple, a key no other language has, so no fill and no gap).
    @Test("Partly translated folders: Android → Apple fills the gaps, and converting back into the project changes no byte",
          arguments: [ConversionRequest.Target.lproj, .stringCatalog])
    func filledGapsGoBackAsGaps(_ target: ConversionRequest.Target) throws {
        let folder = try TemporaryFolder()
        try write("<resources>\n    <string name=\"a\">A</string>\n    <string name=\"b\">B</string>\n</resources>\n",
                  to: folder.path("res/values/strings.xml"))
        try write("<resources>\n    <string name=\"a\">A fr</string>\n</resources>\n", to: folder.path("res/values-fr/strings.xml"))
        try write("<resources>\n    <string name=\"c\">C de</string>\n    <plurals name=\"a\">\n        <item quantity=\"other\">%d A</item>\n    </plurals>\n</resources>\n",
                  to: folder.path("res/values-de/strings.xml"))
        let before = CheckedInConversionTests.files(under: folder.path("res"))
        let apple = try ConversionPipeline().run(ConversionRequest(paths: [folder.path("res")], target: target, outputFolder: folder.path("apple")))
        #expect(!apple.diagnostics.containsErrors, "\(apple.diagnostics)")
        #expect(apple.diagnostics.contains { $0.id == "filled-gap" && $0.message.hasPrefix("values-fr lacks 1 key") })
        let back = try ConversionPipeline().run(ConversionRequest(paths: [folder.path("apple")], target: .android,
                                                                   outputFolder: folder.path("res"), mode: .check))
        #expect(back.changed.isEmpty, "\(back.changed.map(\.path))")
        #expect(CheckedInConversionTests.files(under: folder.path("res")).filter { !$0.key.hasPrefix(".") } == before)
    }

    /// What a run killed after renaming files leaves: second names beside files that are new.
    /// Killed after its last rename, the next run writes nothing; killed before the manifest
    /// (the last file of the set), the next run writes only the manifest, and must still clean
    /// the other folders (KilledWriteTests found that case).
    @Test("The next run removes the second names a killed run left, whether it writes nothing or only the manifest",
          arguments: [false, true])
    func staleSecondNamesGo(manifestWasNotWritten: Bool) throws {
        let folder = try TemporaryFolder()
        let request = ConversionRequest(paths: [Fixtures.url("Sample/res").path], target: .lproj, outputFolder: folder.path("ios"))
        _ = try ConversionPipeline().run(request)
        let leftover = folder.path("ios/fr.lproj/.Localizable.strings.stringbridge-old-0123ABCD")
        try write("old", to: leftover)
        let manifest = folder.path("ios/\(ConversionManifest.fileName)")
        if manifestWasNotWritten { try FileManager.default.removeItem(atPath: manifest) }
        let again = try ConversionPipeline().run(request)
        #expect(again.changed.isEmpty, "\(again.changed.map(\.path))")
        #expect(FileManager.default.fileExists(atPath: manifest))
        #expect(!FileManager.default.fileExists(atPath: leftover))
    }

    /// Each language of a catalog: key → text of its string entries.
    private func catalogTables(_ path: String) throws -> [String: [String: String]] {
        let read = StringCatalogReader().read(bytes: [UInt8](try Data(contentsOf: URL(fileURLWithPath: path))), path: path)
        var languages: [String: [String: String]] = [:]
        for table in read.tables {
            languages[table.locale?.identifier ?? ""] = table.entries.reduce(into: [:]) { values, entry in
                if case .text(let text) = entry.value { values[entry.key] = text.text }
            }
        }
        return languages
    }

    private func write(_ text: String, to path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    private func replace(_ old: String, with new: String, in path: String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains(old))
        try text.replacingOccurrences(of: old, with: new).write(toFile: path, atomically: true, encoding: .utf8)
    }

    private func append(_ text: String, to path: String) throws {
        try (String(contentsOfFile: path, encoding: .utf8) + text).write(toFile: path, atomically: true, encoding: .utf8)
    }
}
