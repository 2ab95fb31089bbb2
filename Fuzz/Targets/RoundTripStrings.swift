// libFuzzer target: what the .strings reader accepts without an error, written and read again,
// is the same model, unless the writer says what it could not write exactly.
import AppleResources
import LocalizedStrings

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let first = StringsFileReader().read(bytes: Array(UnsafeBufferPointer(start: data, count: size)), path: "fr.lproj/Localizable.strings")
    guard !first.diagnostics.containsErrors else { return 0 }
    let written = StringsFileWriter().data(for: first.table)
    // A writer diagnostic says what could not be written exactly (a comment holding `*/`).
    guard written.diagnostics.isEmpty else { return 0 }
    let second = StringsFileReader().read(bytes: written.bytes, path: "fr.lproj/Localizable.strings")
    if second.diagnostics.containsErrors { fatalError("the written file has errors: \(second.diagnostics)") }
    if first.table.entries.map(\.withoutLocation) != second.table.entries.map(\.withoutLocation) {
        fatalError("the round trip changed the entries:\n\(first.table.entries)\n\(second.table.entries)")
    }
    return 0
}
