import AndroidResources
import Foundation
import LocalizedStrings
import Testing

@Suite("AndroidStringsReader")
struct AndroidStringsReaderTests {
    @Test("Attributes: translatable, formatted, product and tools:* are kept")
    func attributesAreKept() throws {
        let result = readAndroid(resources("""
            <string name="a" translatable="false" formatted="false" product="tablet" tools:ignore="MissingTranslation">%d %s</string>
            """))
        #expect(result.diagnostics.isEmpty)
        let entry = try #require(result.table.entries.first)
        #expect(entry.isTranslatable == false)
        #expect(entry.isFormatted == false)
        #expect(entry.product == "tablet")
        #expect(entry.androidDetails.attributes == [Attribute(name: "tools:ignore", value: "MissingTranslation")])
        #expect(entry.location == SourceLocation(path: "res/values/strings.xml", line: 3, column: 1))
    }

    @Test("The most recent comment before an element is attached, trimmed")
    func comments() {
        let result = readAndroid(resources("""
            <!-- One --><!--
                Two
            -->
            <string name="a">A</string>
            <string name="b">B</string>
            <!-- dropped by skip --><skip/>
            <string name="c">C</string>
            """))
        #expect(result.table.entries.map(\.comment) == ["Two", nil, nil])
    }

    @Test("A dotted file name is a warning: Gradle's aapt2 compile --legacy accepts it, and it is read")
    func dottedFileNameIsAWarning() {
        // Fixtures/Android/Conformance/DottedFileName holds aapt2 --legacy compiling such a file.
        let result = readAndroid(resources(#"<string name="a">A</string>"#), path: "res/values/Main.name.xml")
        #expect(result.diagnostics.map(\.id) == [AndroidDiagnosticID.invalidFileName])
        #expect(result.diagnostics.map(\.severity) == [.warning])
        #expect(result.table.entries.map(\.key) == ["a"])
    }

    @Test("Several non-positional arguments are a warning at the element, and the value is kept")
    func nonPositionalFormatIsAWarning() {
        let result = readAndroid(resources(#"<string name="a">%d of %s</string>"#))
        #expect(result.diagnostics.map(\.id) == [AndroidDiagnosticID.nonPositionalFormat])
        #expect(result.diagnostics.map(\.severity) == [.warning])
        #expect(result.diagnostics.first?.location == SourceLocation(path: "res/values/strings.xml", line: 3, column: 1))
        #expect(result.table.entries.first?.value == .text(StyledText("%d of %s")))
    }

    @Test("Files named donottranslate* are untranslatable by default")
    func doNotTranslateFile() {
        let result = readAndroid(resources(#"<string name="a">A</string><string name="b" translatable="true">B</string>"#),
                                 path: "res/values/donottranslate-cldr.xml")
        #expect(result.table.entries.map(\.isTranslatable) == [false, true])
    }

    @Test("<resources translatable=\"false\"> makes its resources untranslatable, as Android Lint reads it; the writer keeps it so")
    func untranslatableRoot() {
        let xml = """
            <resources translatable="false"><string name="a">A</string><string name="b" translatable="true">B</string></resources>
            """
        let result = readAndroid(xml)
        #expect(result.table.entries.map(\.isTranslatable) == [false, true])
        let written = AndroidStringsWriter().document(for: result.table).text
        #expect(written.contains("<resources translatable=\"false\">"))
        #expect(written.contains(#"<string name="a">A</string>"#))
        #expect(written.contains(#"<string name="b" translatable="true">B</string>"#))
    }

    @Test("xliff:g sections are recorded with their attributes and UTF-16 offsets")
    func xliffSections() throws {
        let result = readAndroid(resources(#"""
            <string name="a">😀 <xliff:g id="count" example="5">%1$d</xliff:g> apples</string>
            """#))
        guard case .text(let styled) = try #require(result.table.entries.first).value else {
            Issue.record("not text")
            return
        }
        #expect(styled.text == "😀 %1$d apples")
        #expect(styled.spans.isEmpty)
        #expect(styled.protectedRanges == [ProtectedRange(start: 3, end: 7, attributes: [
            Attribute(name: "id", value: "count"), Attribute(name: "example", value: "5")])])
    }

    @Test("References, @null and ?attr become references; @word stays text")
    func references() {
        let result = readAndroid(resources("""
            <string name="a">@string/b</string>
            <string name="n">@null</string>
            <string name="t">?colorPrimary</string>
            <string name="w">@word</string>
            <string name="e">\\@string/b</string>
            """))
        #expect(result.table.entries.map(\.value) == [
            .reference(ResourceReference(kind: .resource, type: "string", name: "b")),
            .reference(ResourceReference(kind: .null)),
            .reference(ResourceReference(kind: .attribute, type: "attr", name: "colorPrimary")),
            .text("@word"),
            .text("@string/b"),
        ])
    }

    @Test("<integer-array> and <array>s without a string are left alone with a note")
    func leftAlone() {
        let result = readAndroid(resources("""
            <integer-array name="sizes"><item>1</item></integer-array>
            <array name="numbers"><item>10dp</item><item>#fff</item></array>
            <array name="texts"><item>one</item><item>two</item></array>
            <dimen name="margin">4dp</dimen>
            """))
        #expect(result.table.entries.map(\.key) == ["texts"])
        #expect(result.diagnostics.map(\.id) == [AndroidDiagnosticID.elementLeftAlone, AndroidDiagnosticID.elementLeftAlone])
        #expect(result.diagnostics.allSatisfy { $0.severity == .note })
    }

    @Test("An <array> of strings and numbers is read whole; the numbers are marked, as their text")
    func mixedArray() throws {
        let result = readAndroid(resources("""
            <array name="mixed"><item>hey</item><item> 23 </item><item>you</item></array>
            """))
        let entry = try #require(result.table.entries.first)
        #expect(entry.value == .array([.text("hey"), .text("23"), .text("you")]))
        #expect(entry.androidDetails.nonStringItems == [1])
        #expect(result.diagnostics.isEmpty)
    }

    @Test("A surrogate-half escape is dropped, as aapt2 does, with a warning")
    func surrogateEscape() {
        let result = readAndroid(resources(#"<string name="a">a\uD83D\uDE00b</string>"#))
        #expect(result.table.entries.first?.value == .text("ab"))
        #expect(result.diagnostics.map(\.id) == [AndroidDiagnosticID.droppedSurrogate, AndroidDiagnosticID.droppedSurrogate])
    }

    @Test("Text directly inside <resources> is an error at its position")
    func textOutsideElement() {
        let result = readAndroid(resources("  stray <string name=\"a\">A</string>"))
        #expect(result.diagnostics.map(\.id) == [AndroidDiagnosticID.textOutsideElement])
        #expect(result.diagnostics.first?.location?.line == 3)
        #expect(result.diagnostics.first?.location?.column == 3)
        #expect(result.table.entries.count == 1)
    }

    @Test("UTF-16 files are read")
    func utf16() throws {
        let xml = resources(#"<string name="a">Grüße</string>"#).replacingOccurrences(of: "utf-8", with: "utf-16")
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in xml.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let result = bytes.withUnsafeBytes { AndroidStringsReader().read(bytes: $0, path: "u16.xml") }
        #expect(result.diagnostics.isEmpty)
        #expect(result.table.entries.first?.value == .text("Grüße"))
    }

    @Test("The root element must be <resources>")
    func rootElement() {
        let result = readAndroid("<strings><string name=\"a\">A</string></strings>")
        #expect(result.diagnostics.map(\.id) == [AndroidDiagnosticID.invalidRootElement])
        #expect(result.table.entries.isEmpty)
    }

    // MARK: - Security

    @Test("External entities are never loaded")
    func externalEntity() throws {
        let secret = FileManager.default.temporaryDirectory.appendingPathComponent("stringbridge-secret.txt")
        try "TOP SECRET".write(to: secret, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: secret) }
        let result = readAndroid("""
            <?xml version="1.0"?>
            <!DOCTYPE resources [<!ENTITY leak SYSTEM "file://\(secret.path)">]>
            <resources><string name="a">x&leak;y</string></resources>
            """)
        let texts = result.table.entries.map { "\($0.value)" }.joined()
        #expect(!texts.contains("TOP SECRET"))
    }

    @Test("External DTDs are never loaded, and neither is anything from the network")
    func externalDTD() throws {
        let dtd = FileManager.default.temporaryDirectory.appendingPathComponent("stringbridge-evil.dtd")
        try #"<!ENTITY injected "INJECTED">"#.write(to: dtd, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: dtd) }
        let result = readAndroid("""
            <?xml version="1.0"?>
            <!DOCTYPE resources SYSTEM "file://\(dtd.path)">
            <resources><string name="a">x&injected;y</string><string name="b">B</string></resources>
            """)
        #expect(!result.table.entries.contains { "\($0.value)".contains("INJECTED") })
        let network = readAndroid("""
            <?xml version="1.0"?>
            <!DOCTYPE resources SYSTEM "http://192.0.2.1/evil.dtd">
            <resources><string name="a">A</string></resources>
            """)
        #expect(network.table.entries.first?.value == .text("A"))
    }

    @Test("Internal DTD entities are expanded")
    func internalEntities() {
        let result = readAndroid("""
            <?xml version="1.0"?>
            <!DOCTYPE resources [<!ENTITY app "Demo &amp; Co">]>
            <resources><string name="a">Welcome to &app;</string><string name="b"><b title="&app;">x</b></string></resources>
            """)
        #expect(result.diagnostics.isEmpty)
        #expect(result.table.entries.first?.value == .text("Welcome to Demo & Co"))
        guard case .text(let styled) = result.table.entries.last?.value else {
            Issue.record("not text")
            return
        }
        #expect(styled.spans.first?.tag == "b;title=Demo & Co")
    }
}
