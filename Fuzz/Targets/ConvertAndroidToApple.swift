// libFuzzer target: what the Android reader accepts without an error (as values/, and every
// other entry as values-fr/, so that gaps are filled), converted to .lproj tables and to a
// String Catalog, is written in files the Apple readers read back without an error and with
// the same keys and values, unless the conversion or a writer reports an error.
import AndroidResources
import AppleResources
import LocalizedStrings
import ResourceConversion

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeRawBufferPointer(start: data, count: size)
    let source = AndroidStringsReader().read(bytes: bytes, path: "res/values/strings.xml")
    guard !source.diagnostics.containsErrors else { return 0 }
    var french = AndroidStringsReader().read(bytes: bytes, path: "res/values-fr/strings.xml",
                                             configuration: ValuesConfiguration(locale: LanguageTag("fr"))).table
    french.entries = french.entries.enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
    let tables = [source.table, french]

    let lproj = AndroidToAppleConverter().convert(tables, to: .lproj)
    if !lproj.diagnostics.containsErrors {
        for table in lproj.tables { reread(table, written: write(table)) }
    }
    let catalog = AndroidToAppleConverter().convert(tables, to: .stringCatalog)
    if !catalog.diagnostics.containsErrors {
        let written = StringCatalogWriter().documentBytes(for: catalog.tables, sourceLanguage: LanguageTag("en"))
        if !written.diagnostics.containsErrors {
            let read = StringCatalogReader().read(bytes: written.bytes, path: "Localizable.xcstrings")
            if read.diagnostics.containsErrors {
                fatalError("the written catalog has errors: \(read.diagnostics)\n\(String(decoding: written.bytes, as: UTF8.self))")
            }
            for table in catalog.tables {
                let again = read.tables.first { $0.locale == table.locale }?.entries ?? []
                // A catalog lists its keys sorted, as Xcode does.
                compare(table.entries.sorted { $0.key < $1.key }, again.sorted { $0.key < $1.key },
                        in: "Localizable.xcstrings (\(table.locale?.identifier ?? "?"))", written: written.bytes)
            }
        }
    }
    return 0
}

/// The table's file, or `nil` when the writer reports an error (it said what it left out).
private func write(_ table: StringTable) -> [UInt8]? {
    let written = table.format == .stringsdict ? StringsDictWriter().documentBytes(for: table) : StringsFileWriter().data(for: table)
    return written.diagnostics.containsErrors ? nil : written.bytes
}

private func reread(_ table: StringTable, written: [UInt8]?) {
    guard let written else { return }
    let read = table.format == .stringsdict
        ? written.withUnsafeBytes { StringsDictReader().read(bytes: $0, path: table.path) }
        : StringsFileReader().read(bytes: written, path: table.path)
    if read.diagnostics.containsErrors {
        fatalError("\(table.path) as written has errors: \(read.diagnostics)\n\(String(decoding: written, as: UTF8.self))")
    }
    compare(table.entries, read.table.entries, in: table.path, written: written)
}

private func compare(_ converted: [Entry], _ reread: [Entry], in path: String, written: [UInt8]) {
    let before = converted.map { "\($0.key) = \(inCatalogOrder($0.value))" }
    let after = reread.map { "\($0.key) = \(inCatalogOrder($0.value))" }
    if before != after {
        fatalError("\(path) read back differs:\n\(before)\n\(after)\n\(String(decoding: written, as: UTF8.self))")
    }
}

/// The value with its plural forms, variables and devices sorted: a catalog holds them as JSON
/// objects, in an order of its own.
private func inCatalogOrder(_ value: EntryValue) -> EntryValue {
    func sorted(_ forms: PluralForms) -> PluralForms {
        PluralForms(forms.forms.sorted { $0.category.rawValue < $1.category.rawValue })
    }
    switch value {
    case .plural(let forms):
        return .plural(sorted(forms))
    case .variableFormat(var format):
        format.variables = format.variables.map { variable in
            var variable = variable
            variable.forms = sorted(variable.forms)
            return variable
        }.sorted { $0.name < $1.name }
        return .variableFormat(format)
    case .device(let variations):
        return .device(DeviceVariations(variations.forms.sorted { $0.device < $1.device }))
    default:
        return value
    }
}
