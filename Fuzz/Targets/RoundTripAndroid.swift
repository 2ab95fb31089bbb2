// libFuzzer target: what the Android reader accepts without an error, written and read again,
// is the same model, unless the writer says what it could not write exactly.
import AndroidResources
import LocalizedStrings

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let configuration = ValuesConfiguration(locale: LanguageTag("fr"))
    let first = AndroidStringsReader().read(bytes: UnsafeRawBufferPointer(start: data, count: size),
                                            path: "res/values-fr/strings.xml", configuration: configuration)
    guard !first.diagnostics.containsErrors else { return 0 }
    let written = AndroidStringsWriter().document(for: first.table)
    // A writer diagnostic says what could not be written exactly (a comment holding `--`).
    guard written.diagnostics.isEmpty else { return 0 }
    let second = Array(written.text.utf8).withUnsafeBytes {
        AndroidStringsReader().read(bytes: $0, path: "res/values-fr/strings.xml", configuration: configuration)
    }
    if second.diagnostics.containsErrors { fatalError("the written file has errors: \(second.diagnostics)\n\(written.text)") }
    if first.table.entries.map(\.withoutLocation) != second.table.entries.map(\.withoutLocation) {
        fatalError("the round trip changed the entries:\n\(first.table.entries)\n\(second.table.entries)\n\(written.text)")
    }
    return 0
}
