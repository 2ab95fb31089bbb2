import AndroidResources
import AppleResources
import Foundation
import LocalizedStrings
import ResourceConversion

/// A folder of `stringbridge convert` output checked into the repository, such as a ported
/// app's `res` made from its `.lproj` folders: a test compares it byte for byte with what the
/// converter writes now, so that converted resources never drift from their source.
///
///     let check = CheckedInConversion(source: "Sources/Todo/Resources/apple", output: "Sources/Todo/Resources/res", to: .android)
///     #expect(check.problems().isEmpty, "run: \(check.command)")
public struct CheckedInConversion: Sendable, CustomStringConvertible {
    /// What the conversion writes: `convert`'s `--to`.
    public enum Target: String, Sendable {
        /// `res/values*/strings.xml`, from Apple resources.
        case android
        /// `.lproj` folders, from Android resources.
        case apple
        /// One String Catalog, from Android resources.
        case xcstrings
    }

    /// The source folder, relative to the repository root.
    public var source: String
    /// The checked-in output folder, relative to the repository root.
    public var output: String
    /// What the output is.
    public var target: Target

    /// Names a checked-in conversion.
    ///
    /// - Parameters:
    ///   - source: The source folder, relative to the repository root.
    ///   - output: The output folder, relative to the repository root.
    ///   - target: What the output is.
    public init(source: String, output: String, to target: Target) {
        self.source = source
        self.output = output
        self.target = target
    }

    /// The command that regenerates the output, run from the repository root.
    public var command: String {
        "stringbridge convert \(source) --to \(target.rawValue) --out \(output)"
    }

    /// The command, for test names and messages.
    public var description: String { command }

    /// What differs between the checked-in output and the converter's output now, one
    /// sentence each: errors reading or converting the source, files that differ or are
    /// missing, and files in the output folder that the converter does not write (stale ones).
    /// Empty when the folder is up to date.
    public func problems() -> [String] {
        let sourcePath = Fixtures.repositoryRoot.appendingPathComponent(source).path
        let outputPath = Fixtures.repositoryRoot.appendingPathComponent(output).path
        let read = target == .android ? AppleResourceTree.read([sourcePath]) : AndroidResourceTree.read([sourcePath])
        let converted: ConversionOutput = switch target {
        case .android: AppleToAndroidConverter().convert(read.tables)
        case .apple: AndroidToAppleConverter().convert(read.tables, to: .lproj)
        case .xcstrings: AndroidToAppleConverter().convert(read.tables, to: .stringCatalog)
        }
        let rendered = ConversionRenderer(outputFolder: outputPath, sourceLanguage: LanguageTag(language: "en"))
            .files(for: converted.tables)
        var problems = (read.diagnostics + converted.diagnostics + rendered.diagnostics)
            .filter { $0.severity == .error }.map(\.description)
        if read.tables.isEmpty {
            problems.append("\(source) has no string resources")
        }
        for file in rendered.files {
            switch FileManager.default.contents(atPath: file.path).map({ [UInt8]($0) }) {
            case nil: problems.append("\(file.path) is missing")
            case let bytes? where bytes != file.bytes: problems.append("\(file.path) is out of date")
            default: break
            }
        }
        let written = Set(rendered.files.map { URL(fileURLWithPath: $0.path).standardizedFileURL.path })
        for path in Self.files(under: outputPath) where !written.contains(path) {
            problems.append("\(path) is not written by the converter (a stale file)")
        }
        return problems
    }

    /// Every regular file below a folder, as standardized absolute paths.
    private static func files(under folder: String) -> [String] {
        let root = URL(fileURLWithPath: folder)
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey]) else {
            return []
        }
        return enumerator.compactMap { item in
            guard let url = item as? URL, (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true else {
                return nil
            }
            return url.standardizedFileURL.path
        }.sorted()
    }
}
