import AppleResources
import Foundation
import LocalizedStrings
import Testing
import TestSupport

/// Hostile Apple resource files get one clear diagnostic with file:line:col and cost a bounded
/// amount of work; what Apple platforms read differently from what was written is said, never
/// changed silently. The inputs are built here, smaller than those of docs/security.md.
@Suite("Apple hostile input")
struct AppleHostileInputTests {
    @Test("A binary property list whose keys share one long value is refused before it is decoded")
    func sharedBinaryValues() throws {
        // 2,000 keys naming one 10 KB string: a 37 KB file that decodes to 20 MB.
        let bytes = Self.binaryPropertyList(keys: 2_000, sharedValueLength: 10_000)
        #expect(bytes.count < 40_000)
        let result = StringsFileReader().read(bytes: bytes, path: "en.lproj/Localizable.strings")
        #expect(result.diagnostics.map(\.id) == [AppleDiagnosticID.unsafeEntityExpansion])
        #expect(result.diagnostics.first?.location?.line == 1)
        #expect(result.table.entries.isEmpty)

        // The same shape, small: read as Foundation reads it.
        let small = StringsFileReader().read(bytes: Self.binaryPropertyList(keys: 3, sharedValueLength: 20),
                                             path: "en.lproj/Localizable.strings")
        #expect(small.table.entries.map(\.key) == ["k0", "k1", "k2"])
        #expect(!small.diagnostics.containsErrors)
    }

    /// A `bplist00` whose `keys` keys all refer to one ASCII string, as Apple's writer stores
    /// equal values (Foundation on Linux writes every value out).
    static func binaryPropertyList(keys: Int, sharedValueLength: Int) -> [UInt8] {
        func be(_ value: Int, _ size: Int) -> [UInt8] { (0..<size).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
        func count(_ marker: UInt8, _ count: Int) -> [UInt8] {
            count < 15 ? [marker | UInt8(count)] : [marker | 0x0F, 0x12] + be(count, 4)
        }
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        // Object 0: the dictionary; 1...keys: the keys; keys + 1: the shared value.
        offsets.append(bytes.count)
        bytes += count(0xD0, keys)
        for index in 0..<keys { bytes += be(1 + index, 2) }
        for _ in 0..<keys { bytes += be(keys + 1, 2) }
        for index in 0..<keys {
            offsets.append(bytes.count)
            let key = Array("k\(index)".utf8)
            bytes += count(0x50, key.count) + key
        }
        offsets.append(bytes.count)
        bytes += count(0x50, sharedValueLength) + [UInt8](repeating: UInt8(ascii: "x"), count: sharedValueLength)
        let table = bytes.count
        for offset in offsets { bytes += be(offset, 4) }
        bytes += [0, 0, 0, 0, 0, 0, 4, 2] + be(offsets.count, 8) + be(0, 8) + be(table, 8)
        return bytes
    }

    @Test("A binary property list of ordinary size is read as before")
    func ordinaryBinary() throws {
        let plist = ["greeting": "Hello", "farewell": "Bye"]
        let bytes = [UInt8](try PropertyListSerialization.data(fromPropertyList: plist, format: .binary, options: 0))
        let result = StringsFileReader().read(bytes: bytes, path: "en.lproj/Localizable.strings")
        #expect(result.table.entries.map(\.key) == ["farewell", "greeting"])
        #expect(!result.diagnostics.containsErrors)
    }

    @Test("A damaged binary property list is an error with a line and column")
    func damagedBinary() throws {
        var bytes = [UInt8](try PropertyListSerialization.data(fromPropertyList: ["a": "b"], format: .binary, options: 0))
        bytes[bytes.count - 1] = 0xFF // the offset table now lies outside the file
        let result = StringsFileReader().read(bytes: bytes, path: "x.strings")
        let error = try #require(result.diagnostics.first)
        #expect(error.id == AppleDiagnosticID.malformedPropertyList)
        #expect(error.location?.line ?? 0 >= 1)
        #expect(error.location?.column ?? 0 >= 1)
        #expect(error.message.contains("damaged"))
    }

    @Test("A .stringsdict whose entity expands to elements is refused with its place")
    func stringsDictEntities() throws {
        let text = "<?xml version=\"1.0\"?>\n<!DOCTYPE plist [<!ENTITY e \"\(String(repeating: "<true/>", count: 1_500))\">]>\n"
            + "<plist version=\"1.0\"><dict><key>k</key><array>\(String(repeating: "&e;", count: 1_500))</array></dict></plist>\n"
        let result = Array(text.utf8).withUnsafeBytes { StringsDictReader().read(bytes: $0, path: "en.lproj/Localizable.stringsdict") }
        let error = try #require(result.diagnostics.first)
        #expect(result.diagnostics.count == 1)
        #expect(error.id == AppleDiagnosticID.unsafeEntityExpansion)
        #expect(error.location?.line == 3)
    }

    @Test("An encoding error names the line and column of the first bad byte")
    func encodingErrorLocation() throws {
        let bytes = Array("\"a\" = \"b\";\n\"c\" = \"d".utf8) + [0xE9] + Array("\";\n".utf8)
        let result = StringsFileReader().read(bytes: bytes, path: "x.strings")
        let error = try #require(result.diagnostics.first)
        #expect(error.id == AppleDiagnosticID.unsupportedEncoding)
        #expect(error.location?.line == 2)
        #expect(error.location?.column == 9)
    }

    @Test("A \\U escape of half a surrogate pair is said to become U+FFFD")
    func loneSurrogateInStrings() throws {
        let text = "\"ok\" = \"\\UD83D\\UDE00\";\n\"bad\" = \"a\\UD800b\";\n\"low\" = \"\\UDC00\";\n"
        let result = StringsFileReader().read(bytes: Array(text.utf8), path: "x.strings")
        #expect(result.table.entries.map(\.value) == ["\u{1F600}", "a\u{FFFD}b", "\u{FFFD}"].map { .text(StyledText($0)) })
        let warnings = result.diagnostics.filter { $0.id == AppleDiagnosticID.loneSurrogate }
        #expect(warnings.map { [$0.location?.line ?? 0, $0.location?.column ?? 0] } == [[2, 11], [3, 10]])
    }

    @Test("A \\u escape of half a surrogate pair in a catalog is said to become U+FFFD")
    func loneSurrogateInCatalog() throws {
        let text = """
            {"sourceLanguage":"en","strings":{"k":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"a\\uD800b"}}}}},"version":"1.0"}
            """
        let (_, diagnostics) = StringCatalogReader().read(bytes: Array(text.utf8), path: "L.xcstrings")
        #expect(diagnostics.map(\.id) == [AppleDiagnosticID.loneSurrogate])
        #expect(diagnostics.first?.location?.column == 108)
    }

    @Test("A catalog language that is not a language tag is said to be skipped")
    func invalidCatalogLanguage() throws {
        let text = """
            {"sourceLanguage":"en","strings":{"k":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"A"}},
            "not a tag!":{"stringUnit":{"state":"translated","value":"B"}}}}},"version":"1.0"}
            """
        let (tables, diagnostics) = StringCatalogReader().read(bytes: Array(text.utf8), path: "L.xcstrings")
        #expect(tables.count == 2)
        #expect(diagnostics.map(\.id) == [AppleDiagnosticID.invalidCatalogLanguage])
        #expect(diagnostics.first?.location?.line == 2)
    }

    @Test("Symbolic links back to a parent folder end the walk, and each folder is read once")
    func symbolicLinkLoops() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path("App/en.lproj"), withIntermediateDirectories: true)
        try Data("\"a\" = \"A\";\n".utf8).write(to: folder.url("App/en.lproj/Localizable.strings"))
        try FileManager.default.createSymbolicLink(atPath: folder.path("App/en.lproj/up"), withDestinationPath: "..")
        try FileManager.default.createSymbolicLink(atPath: folder.path("App/up"), withDestinationPath: "..")
        #expect(AppleResourceTree.files(under: folder.path("App")) == [folder.path("App/en.lproj/Localizable.strings")])

        // A language folder linked under another name is another language, read under that name.
        try FileManager.default.createSymbolicLink(atPath: folder.path("App/en-GB.lproj"), withDestinationPath: "en.lproj")
        #expect(AppleResourceTree.files(under: folder.path("App"))
            == [folder.path("App/en-GB.lproj/Localizable.strings"), folder.path("App/en.lproj/Localizable.strings")])
    }

    @Test("A key given twice in a .stringsdict keeps its last value, as Foundation reads it, with a warning")
    func repeatedStringsDictKey() throws {
        let data = Data(Self.plural(forms: "<key>one</key><string>%d file</string><key>other</key><string>A</string><key>other</key><string>B</string>"))
        let foundation = try #require(try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
        let files = try #require((foundation["files"] as? [String: Any])?["n"] as? [String: Any])
        #expect(files["other"] as? String == "B")
        let result = [UInt8](data).withUnsafeBytes { StringsDictReader().read(bytes: $0, path: "en.lproj/Localizable.stringsdict") }
        guard case .variableFormat(let format) = result.table.entries.first?.value else {
            Issue.record("not read as a plural: \(result.table.entries)")
            return
        }
        #expect(format.variables.first?.forms.forms.map(\.category.rawValue) == ["one", "other"])
        #expect(format.variables.first?.forms[.other] == .text("B"))
        #expect(result.diagnostics.map(\.id) == [AppleDiagnosticID.duplicateKey])
        #expect(result.diagnostics.first?.location?.line ?? 0 >= 1)
    }

    @Test("A .stringsdict entry holding a character XML cannot hold is left out with an error; the rest is written")
    func charactersXMLCannotHold() throws {
        let escape = Entry(key: "escape", value: .variableFormat(VariableFormat(format: "%#@n@", variables: [
            PluralVariable(name: "n", ruleType: PluralVariable.pluralRuleType, valueType: "d",
                           forms: PluralForms([PluralForms.Form(category: .other, value: .text("%d\u{1B}"))]))])))
        let table = StringTable(path: "en.lproj/Localizable.stringsdict", format: .stringsdict,
                                entries: [escape, Entry(key: "plain", value: .text("text"))])
        let written = StringsDictWriter().documentBytes(for: table)
        #expect(written.diagnostics.map(\.severity) == [.error])
        #expect(written.diagnostics.first?.message.contains("U+001B") == true)
        let reread = written.bytes.withUnsafeBytes { StringsDictReader().read(bytes: $0, path: table.path) }
        #expect(!reread.diagnostics.containsErrors)
        #expect(reread.table.entries.map(\.key) == ["plain"])
        #expect(try PropertyListSerialization.propertyList(from: Data(written.bytes), format: nil) as? [String: String] == ["plain": "text"])
    }

    @Test("A binary .stringsdict is read as Foundation reads it, with its diagnostics at line 1")
    func binaryStringsDict() throws {
        let plural: [String: Any] = ["NSStringLocalizedFormatKey": "%#@n@ in %@",
                                     "n": ["NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "NSStringFormatValueTypeKey": "d",
                                           "one": "%d file", "other": "%d files"]]
        let data = try PropertyListSerialization.data(fromPropertyList: ["files": plural, "title": "Files"], format: .binary, options: 0)
        let result = [UInt8](data).withUnsafeBytes { StringsDictReader().read(bytes: $0, path: "en.lproj/Localizable.stringsdict") }
        #expect(!result.diagnostics.containsErrors, "\(result.diagnostics)")
        #expect(result.diagnostics.allSatisfy { $0.location?.line == 1 })
        #expect(result.table.entries.map(\.key) == ["files", "title"])
        guard case .variableFormat(let format) = result.table.entries.first?.value else {
            Issue.record("not read as a plural: \(result.table.entries)")
            return
        }
        #expect(format.format == "%#@n@ in %@")
        #expect(format.variables.map(\.valueType) == ["d"])
        #expect(format.variables.first?.forms[.one] == .text("%d file"))
        #expect(format.variables.first?.forms[.other] == .text("%d files"))
        // Damaged: an error at line 1, not a crash.
        let damaged = [UInt8](data.prefix(data.count - 12)).withUnsafeBytes {
            StringsDictReader().read(bytes: $0, path: "en.lproj/Localizable.stringsdict")
        }
        #expect(damaged.diagnostics.containsErrors)
        #expect(damaged.diagnostics.allSatisfy { ($0.location?.line ?? 0) >= 1 })
    }

    /// A `.stringsdict` of one plural `files` whose variable `n` has these form members.
    static func plural(forms: String) -> [UInt8] {
        Array("""
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            \t<key>files</key>
            \t<dict>
            \t\t<key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
            \t\t<key>n</key>
            \t\t<dict>
            \t\t\t<key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            \t\t\t<key>NSStringFormatValueTypeKey</key><string>d</string>
            \t\t\t\(forms)
            \t\t</dict>
            \t</dict>
            </dict>
            </plist>
            """.utf8)
    }
}
