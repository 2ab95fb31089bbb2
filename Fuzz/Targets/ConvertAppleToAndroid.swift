// libFuzzer target: what the Apple readers accept without an error (a .stringsdict when the
// input starts with `<`, else a .strings file; as en.lproj, and every other entry as
// fr.lproj), converted to Android, is written in files the Android reader reads back without
// an error and with the same resources, unless the conversion or the writer reports an error.
import AndroidResources
import AppleResources
import LocalizedStrings
import ResourceConversion

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let isPropertyList = bytes.first { $0 != 0x20 && $0 != 0x0A } == UInt8(ascii: "<")
    func read(_ language: String) -> ReadResult {
        let path = "App/\(language).lproj/Localizable." + (isPropertyList ? "stringsdict" : "strings")
        return isPropertyList ? bytes.withUnsafeBytes { StringsDictReader().read(bytes: $0, path: path, locale: LanguageTag(language)) }
                              : StringsFileReader().read(bytes: bytes, path: path, locale: LanguageTag(language))
    }
    let source = read("en")
    guard !source.diagnostics.containsErrors else { return 0 }
    var french = read("fr").table
    french.entries = french.entries.enumerated().filter { $0.offset % 2 == 1 }.map(\.element)

    let output = AppleToAndroidConverter().convert([source.table, french])
    guard !output.diagnostics.containsErrors else { return 0 }
    for table in output.tables {
        let written = AndroidStringsWriter().documentBytes(for: table)
        // A writer diagnostic says what it could not write exactly (or at all).
        guard written.diagnostics.isEmpty else { continue }
        let again = written.bytes.withUnsafeBytes {
            AndroidStringsReader().read(bytes: $0, path: table.path, configuration: ValuesConfiguration(locale: table.locale))
        }
        let text = String(decoding: written.bytes, as: UTF8.self)
        if again.diagnostics.containsErrors { fatalError("\(table.path) as written has errors: \(again.diagnostics)\n\(text)") }
        let before = table.entries.map { "\($0.key) = \($0.value)" }
        let after = again.table.entries.map { "\($0.key) = \($0.value)" }
        if before != after { fatalError("\(table.path) read back differs:\n\(before)\n\(after)\n\(text)") }
    }
    return 0
}
