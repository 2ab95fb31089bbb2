import Foundation
import LocalizedStrings
import StreamingXML

/// Reads a Compose Multiplatform or moko-resources values file (``TextContentValuesParser``)
/// into a table of that dialect; for moko, also compares what iOS shows with what Android shows
/// of each string (``MokoAndroidOutput``).
enum KotlinMultiplatformReading {
    static func read(bytes: UnsafeRawBufferPointer, path: String, configuration: ValuesConfiguration,
                     dialect: AndroidDialect) -> (result: ReadResult, names: ValuesFileNames) {
        let fileName = (path as NSString).lastPathComponent
        let kind: TextContentValuesParser.FileKind
        switch dialect {
        case .moko:
            guard let fileKind = MokoLanguageFolder.FileKind(fileName: fileName) else {
                return (ReadResult(table: table(path: path, configuration: configuration, dialect: dialect, parser: nil), diagnostics: []),
                        ValuesFileNames(index: ResourceNameIndex()))
            }
            kind = .moko(fileKind)
        default:
            kind = .compose
        }
        let parser = TextContentValuesParser(path: path, kind: kind)
        XMLStreamParser.parse(bytes, handler: parser)
        var diagnostics = parser.diagnostics
        if dialect == .moko {
            diagnostics += MokoAndroidOutput.comparison(of: parser.entries, sharedTexts: parser.mokoSharedTexts, path: path)
        }
        let table = table(path: path, configuration: configuration, dialect: dialect, parser: parser)
        var index = ResourceNameIndex(capacity: table.entries.count)
        for (position, entry) in table.entries.enumerated() {
            _ = index.insert(entry.key, entry: position, nameOf: { table.entries[$0].key })
        }
        return (ReadResult(table: table, diagnostics: diagnostics.limitedPerFile(path: path)), ValuesFileNames(index: index))
    }

    private static func table(path: String, configuration: ValuesConfiguration, dialect: AndroidDialect,
                              parser: TextContentValuesParser?) -> StringTable {
        StringTable(path: path, format: .android, locale: configuration.locale, qualifiers: configuration.qualifiers,
                    entries: parser?.entries ?? [],
                    details: FormatDetails(AndroidFileDetails(attributes: parser?.rootAttributes ?? [], dialect: dialect)))
    }
}
