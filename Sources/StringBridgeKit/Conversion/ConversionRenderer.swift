import OutputFiles
import AndroidResources
import AppleResources
import Foundation
import LocalizedStrings
import ResourceConversion
import SystemSupport

/// Turns a conversion's tables into the bytes of new files, each by its format's writer, under
/// an output folder. (Files that exist are updated in place instead: ``OutputFileUpdater``.)
/// The tables' paths must be plain relative paths (``SafeFileName``).
public struct ConversionRenderer: Sendable {
    /// The folder the tables' relative paths are under.
    public var outputFolder: String
    /// The language of the source; a String Catalog records it.
    public var sourceLanguage: LanguageTag
    /// The encoding of new `.strings` files; `nil` for the one the table was read in, or UTF-8.
    public var stringsEncoding: StringsFileEncoding?

    /// Creates a renderer.
    public init(outputFolder: String, sourceLanguage: LanguageTag, stringsEncoding: StringsFileEncoding? = nil) {
        self.outputFolder = outputFolder
        self.sourceLanguage = sourceLanguage
        self.stringsEncoding = stringsEncoding
    }

    /// Every table as a file (the tables of one catalog as one file), with what the writers
    /// reported. Tables are rendered on all cores.
    public func files(for tables: [StringTable]) -> (files: [OutputFile], diagnostics: [Diagnostic]) {
        var files: [OutputFile] = []
        var diagnostics: [Diagnostic] = []
        let catalogs = Dictionary(grouping: tables.filter { $0.format == .xcstrings }, by: \.path)
        for (path, languages) in catalogs.sorted(by: { $0.key < $1.key }) {
            let document = StringCatalogWriter().documentBytes(for: languages, sourceLanguage: sourceLanguage)
            diagnostics += document.diagnostics
            files.append(OutputFile(path: outputPath(path), bytes: document.bytes))
        }
        for (file, fileDiagnostics) in tables.filter({ $0.format != .xcstrings }).concurrentMap(file(for:)) {
            files.append(file)
            diagnostics += fileDiagnostics
        }
        return (files, diagnostics)
    }

    /// Every table as a file, as ``files(for:)`` writes the whole tables, each block of
    /// entries the tables share written once (``SharedEntryTexts``).
    func files(for tables: [TableWithSharedEntries], sharing texts: SharedEntryTexts) -> (files: [OutputFile], diagnostics: [Diagnostic]) {
        guard tables.count == 1, let table = tables.first, !table.shared.isEmpty, let fragments = texts.texts(of: table) else {
            return files(for: tables.map(\.materialized))
        }
        let path = outputPath(table.table.path)
        if table.table.format == .strings {
            let data = StringsFileWriter(encoding: stringsEncoding).data(for: table.table, followedBy: fragments)
            return ([OutputFile(path: path, bytes: data.bytes)], data.diagnostics)
        }
        let document = StringsDictWriter().documentBytes(for: table.table, followedBy: fragments)
        return ([OutputFile(path: path, bytes: document.bytes)], document.diagnostics)
    }

    /// One `.strings`, `.stringsdict`, XLIFF or Android table as a file.
    private func file(for table: StringTable) -> (OutputFile, [Diagnostic]) {
        let path = outputPath(table.path)
        switch table.format {
        case .strings:
            // The option, else the table's own encoding (UTF-8 for a new one).
            let writer = StringsFileWriter(encoding: stringsEncoding)
            let data = writer.data(for: table)
            return (OutputFile(path: path, bytes: data.bytes), data.diagnostics)
        case .stringsdict:
            let document = StringsDictWriter().documentBytes(for: table)
            return (OutputFile(path: path, bytes: document.bytes), document.diagnostics)
        case .xliff:
            let document = XLIFFWriter().documentBytes(for: [table])
            return (OutputFile(path: path, bytes: document.bytes), document.diagnostics)
        default:
            var table = table
            table.path = path
            let document = AndroidStringsWriter(dialect: table.androidDialect).document(for: table)
            return (OutputFile(path: path, bytes: Array(document.text.utf8)), document.diagnostics)
        }
    }

    private func outputPath(_ relative: String) -> String {
        (outputFolder as NSString).appendingPathComponent(relative)
    }
}
