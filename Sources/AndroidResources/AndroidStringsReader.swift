import Foundation
import LocalizedStrings
import StreamingXML
import SystemSupport

/// Reads an Android values file (`res/values*/strings.xml`) into a ``StringTable`` with
/// exactly the meaning aapt2 compiles, or a Compose Multiplatform or moko-resources file with
/// the meaning its toolchain gives it (``AndroidDialect``; by default the file's place decides).
///
/// The reader keeps `<string>`, `<plurals>`, `<string-array>` and string-valued `<array>`
/// resources, with comments, `translatable`, `formatted`, `product` and other attributes.
/// Other resources (dimensions, colours, styles) are skipped; `<integer-array>` and
/// non-string `<array>`s are left alone with a note. Every aapt2 compile error becomes an
/// error ``Diagnostic`` with file, line and column; the rest of the file is still read.
///
///     let result = AndroidStringsReader().read(fileAt: "app/src/main/res/values-fr/strings.xml")
///     for entry in result.table.entries { print(entry.key) }
public struct AndroidStringsReader: Sendable {
    /// The dialect to read in, or `nil` for the one each file's place gives
    /// (``AndroidDialect/detected(forPath:)``).
    public var dialect: AndroidDialect?

    /// Creates a reader.
    ///
    /// - Parameter dialect: The dialect to read in; `nil` decides it by each file's place.
    public init(dialect: AndroidDialect? = nil) {
        self.dialect = dialect
    }

    /// Reads a file. The configuration comes from the parent folder's name when it is a
    /// `values*` folder; otherwise the table has no locale.
    ///
    /// - Parameter path: The file's path, used as given in diagnostics.
    /// - Returns: The table and the diagnostics; an unreadable file gives an empty table and
    ///   an error.
    public func read(fileAt path: String) -> ReadResult {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().lastPathComponent
        let dialect = AndroidDialect.of(path: path, override: dialect)
        var diagnostics: [Diagnostic] = []
        var configuration = ValuesConfiguration()
        do {
            if let read = try Self.configuration(ofFolder: folder, dialect: dialect, path: path, diagnostics: &diagnostics) {
                configuration = read
            }
        } catch {
            diagnostics.append(.error(AndroidDiagnosticID.invalidConfiguration,
                                      at: SourceLocation(path: path), "\(error); \(dialect.toolchainName) rejects this folder"))
        }
        let data: [UInt8]
        switch FileBytes.contents(atPath: path) {
        case .success(let bytes): data = bytes
        case .failure(let failure):
            diagnostics.append(failure.diagnostic(AndroidDiagnosticID.unreadableFile, path: path))
            var table = StringTable(path: path, format: .android, locale: configuration.locale, qualifiers: configuration.qualifiers)
            if dialect != .aapt2 { table.androidDialect = dialect }
            return ReadResult(table: table, diagnostics: diagnostics)
        }
        var result = data.withUnsafeBytes { read(bytes: $0, path: path, configuration: configuration) }
        result.diagnostics.insert(contentsOf: diagnostics, at: 0)
        return result
    }

    /// The configuration of a folder of files of a dialect: `nil` for a folder that names none
    /// (a loose file), with warnings about names that mislead.
    ///
    /// - Throws: ``ValuesConfiguration/InvalidFolderName`` when the toolchain rejects the name.
    public static func configuration(ofFolder folder: String, dialect: AndroidDialect, path: String,
                                     diagnostics: inout [Diagnostic]) throws(ValuesConfiguration.InvalidFolderName) -> ValuesConfiguration? {
        switch dialect {
        case .aapt2, .compose:
            guard folder == "values" || folder.hasPrefix("values-") else { return nil }
            guard dialect == .compose else { return try ValuesConfiguration(folderName: folder) }
            let reading = try ComposeValuesFolder.read(folder)
            for warning in reading.warnings {
                diagnostics.append(.warning(AndroidDiagnosticID.misleadingConfiguration, at: SourceLocation(path: path), warning))
            }
            return reading.configuration
        case .moko:
            return ValuesConfiguration(locale: try MokoLanguageFolder.locale(ofFolder: folder))
        }
    }

    /// Reads a values file from memory.
    ///
    /// - Parameters:
    ///   - bytes: The file's content.
    ///   - path: The path to name in diagnostics and in the table. A file name containing
    ///     `donottranslate` makes its resources untranslatable by default, as in aapt2.
    ///   - configuration: The folder's configuration.
    public func read(bytes: UnsafeRawBufferPointer, path: String,
                     configuration: ValuesConfiguration = ValuesConfiguration()) -> ReadResult {
        readWithNames(bytes: bytes, path: path, configuration: configuration).result
    }

    /// Reads a values file from memory as ``read(bytes:path:configuration:)`` does, with the
    /// index of its resource names made while reading.
    func readWithNames(bytes: UnsafeRawBufferPointer, path: String,
                       configuration: ValuesConfiguration) -> (result: ReadResult, names: ValuesFileNames) {
        let dialect = AndroidDialect.of(path: path, override: dialect)
        if dialect != .aapt2 {
            return KotlinMultiplatformReading.read(bytes: bytes, path: path, configuration: configuration, dialect: dialect)
        }
        let fileName = (path as NSString).lastPathComponent
        // A typical entry takes some 100 bytes of XML; reserving for that avoids regrowing.
        let handler = AndroidValuesParser.Handler(AndroidValuesParser(path: path, defaultTranslatable: !fileName.contains("donottranslate"),
                                                                      expectedEntries: bytes.count / 100))
        XMLStreamParser.parse(bytes, handler: handler)
        let parser = handler.parser
        let table = StringTable(path: path, format: .android, locale: configuration.locale,
                                qualifiers: configuration.qualifiers, entries: parser.entries,
                                details: parser.rootAttributes.isEmpty ? FormatDetails()
                                    : FormatDetails(AndroidFileDetails(attributes: parser.rootAttributes)))
        var diagnostics = parser.diagnostics
        if let problem = Self.fileNameProblem(fileName) {
            // Gradle's `aapt2 compile --legacy` accepts the name: a warning, not an error.
            diagnostics.insert(.warning(AndroidDiagnosticID.invalidFileName, at: SourceLocation(path: path), problem), at: 0)
        }
        return (ReadResult(table: table, diagnostics: diagnostics.limitedPerFile(path: path)),
                ValuesFileNames(index: parser.firstDefinitions))
    }

    /// What aapt2 says about a values file's name, if it objects to it: everything after the
    /// first `.` is the extension, which may not contain another `.` (`Main.name.xml`).
    /// `aapt2 compile` rejects such a file; `aapt2 compile --legacy`, as the Android Gradle
    /// Plugin runs it, accepts it.
    public static func fileNameProblem(_ fileName: String) -> String? {
        guard let dot = fileName.firstIndex(of: "."), fileName[fileName.index(after: dot)...].contains(".") else { return nil }
        return "file name cannot contain '.' other than for specifying the extension; Gradle builds (aapt2 compile --legacy) accept it, plain aapt2 compile rejects it"
    }
}
