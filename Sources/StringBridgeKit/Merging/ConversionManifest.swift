import Foundation
import LocalizedStrings
import OrderedJSON
import OutputFiles

/// What earlier conversions wrote into an output folder, kept beside the files in
/// `<out>/.stringbridge-convert.json`, so that a later conversion can tell its own entries from the
/// user's: it removes an entry it wrote when its source is gone, and never touches one it did
/// not write.
///
///     {
///       "files" : {
///         "values-fr/strings.xml" : {
///           "entries" : [ "plurals/notes_count", "string/greeting" ],
///           "sources" : [ "../ios/fr.lproj/Localizable.strings" ]
///         }
///       },
///       "version" : 1
///     }
///
/// Paths are relative to the output folder. A hidden file: Xcode does not add it to a target,
/// and Android's resource merger ignores files whose name starts with a dot. Without it (a
/// first conversion, or a deleted manifest) nothing is removed, only kept.
public struct ConversionManifest: Codable, Sendable, Equatable {
    /// The manifest's file name in the output folder.
    public static let fileName = ".stringbridge-convert.json"

    /// What one conversion wrote into one file.
    public struct FileRecord: Codable, Sendable, Equatable {
        /// The identities of the entries written (`string/greeting`, an Apple key), sorted.
        public var entries: [String]
        /// The input files the file was made from, relative to the output folder, sorted.
        public var sources: [String]
        /// For a String Catalog: each language written, with its input files.
        public var languages: [String: [String]]?

        /// Creates a record.
        public init(entries: [String], sources: [String], languages: [String: [String]]? = nil) {
            self.entries = entries
            self.sources = sources
            self.languages = languages
        }

        /// Appends the record as its Codable form encodes it (sorted keys, no `languages` when
        /// there are none), nested in `files`.
        fileprivate func write(to text: inout PrettyJSONText) {
            let indent = 4
            text.appendMemberName("entries", first: true, indent: indent)
            text.writeStrings(entries, indent: indent + 2)
            if let languages {
                text.appendMemberName("languages", first: false, indent: indent)
                ConversionManifest.writeObject(languages.keys, indent: indent + 2, to: &text) { language, text in
                    text.writeStrings(languages[language] ?? [], indent: indent + 4)
                }
            }
            text.appendMemberName("sources", first: false, indent: indent)
            text.writeStrings(sources, indent: indent + 2)
            text.appendObjectEnd(indent: indent)
        }

        /// About how many bytes ``write(to:)`` appends: exactly as many when no string needs
        /// an escape.
        fileprivate var textSize: Int {
            let lists = [entries, sources] + (languages.map { Array($0.values) } ?? [])
            return 100 + lists.reduce(0) { size, list in list.reduce(size) { $0 + $1.utf8.count + 14 } }
                + (languages?.keys.reduce(0) { $0 + $1.utf8.count + 20 } ?? 0)
        }
    }

    /// The format's version.
    public var version = 1
    /// Output path relative to the output folder → what was written into it.
    public var files: [String: FileRecord] = [:]

    /// An empty manifest.
    public init() {}

    /// The manifest of an output folder, or an empty one when it has none, and what was wrong
    /// with it: a manifest that cannot be read is ignored (a warning), and so is each entry that
    /// names a file convert cannot have written (``ManifestTrust``, an error).
    public static func read(in folder: String) -> (manifest: ConversionManifest, diagnostics: [Diagnostic]) {
        let path = (folder as NSString).appendingPathComponent(fileName)
        let output = OutputFolder(root: folder)
        let bytes: [UInt8]
        switch output.existingFile(at: path) {
        case .absent: return (ConversionManifest(), [])
        case .contents(let contents): bytes = contents
        case .refused(let reason):
            return (ConversionManifest(), [.warning(ManifestTrust.unsafeEntryID, at: SourceLocation(path: path),
                                                    "cannot read the manifest: \(reason); it is ignored")])
        }
        guard var manifest = decodedDirectly(bytes) ?? (try? JSONDecoder().decode(ConversionManifest.self, from: Data(bytes))) else {
            return (ConversionManifest(), [.warning(ManifestTrust.unsafeEntryID, at: SourceLocation(path: path, line: 1, column: 1),
                                                    "the manifest is not one convert writes; it is ignored, and rewritten")])
        }
        var diagnostics: [Diagnostic] = []
        for file in manifest.files.keys.sorted() {
            guard let problem = ManifestTrust.problem(with: file, in: output) else { continue }
            manifest.files[file] = nil
            diagnostics.append(.error(ManifestTrust.unsafeEntryID, at: ManifestTrust.location(of: file, in: bytes, manifestPath: path),
                                      "ignoring the entry \(file): \(problem)"))
        }
        return (manifest, diagnostics.sorted { ($0.location?.line ?? 0) < ($1.location?.line ?? 0) })
    }

    /// The manifest in the bytes, read without `JSONDecoder` when they have exactly the shape
    /// the manifest writes (valid UTF-8, no byte-order mark, each member once, an integer
    /// version, string lists), which decodes the same; `nil` for anything else, which
    /// `JSONDecoder` then judges. (A large project's manifest took a tenth of a conversion to
    /// decode.)
    private static func decodedDirectly(_ bytes: [UInt8]) -> ConversionManifest? {
        guard !bytes.starts(with: [0xEF, 0xBB, 0xBF]), String(bytes: bytes, encoding: .utf8) != nil else { return nil }
        var parser = JSONParser(utf8: bytes)
        guard let json = try? parser.parse(), parser.loneSurrogateOffsets.isEmpty,
              let top = uniqueMembers(of: json), Set(top.keys) == ["files", "version"],
              case .number(let versionText)? = top["version"], versionText.allSatisfy(\.isASCII),
              versionText.allSatisfy({ $0.isNumber || $0 == "-" }), let version = Int(versionText),
              let fileValues = top["files"].flatMap(uniqueMembers(of:)) else { return nil }
        var manifest = ConversionManifest()
        manifest.version = version
        for (path, value) in fileValues {
            guard let fields = uniqueMembers(of: value), Set(fields.keys).isSubset(of: ["entries", "sources", "languages"]),
                  let entries = fields["entries"].flatMap(strings(in:)),
                  let sources = fields["sources"].flatMap(strings(in:)) else { return nil }
            var languages: [String: [String]]?
            if let languageValue = fields["languages"] {
                guard let members = uniqueMembers(of: languageValue) else { return nil }
                var byLanguage: [String: [String]] = [:]
                for (language, paths) in members {
                    guard let paths = strings(in: paths) else { return nil }
                    byLanguage[language] = paths
                }
                languages = byLanguage
            }
            manifest.files[path] = FileRecord(entries: entries, sources: sources, languages: languages)
        }
        return manifest
    }

    /// An object's members by name, when it is an object whose names are all different.
    private static func uniqueMembers(of value: JSONValue) -> [String: JSONValue]? {
        guard case .object(let members) = value else { return nil }
        var byName: [String: JSONValue] = [:]
        byName.reserveCapacity(members.count)
        for member in members {
            guard byName.updateValue(member.value, forKey: member.key) == nil else { return nil }
        }
        return byName
    }

    /// The strings of an array of strings.
    private static func strings(in value: JSONValue) -> [String]? {
        guard case .array(let values) = value else { return nil }
        var strings: [String] = []
        strings.reserveCapacity(values.count)
        for value in values {
            guard case .string(let text) = value else { return nil }
            strings.append(text)
        }
        return strings
    }

    /// The manifest's bytes: sorted keys, two-space indentation, a final line feed — what
    /// `JSONEncoder` with `.prettyPrinted`, `.sortedKeys` and `.withoutEscapingSlashes` writes,
    /// written directly (through the encoder, a large project's manifest took a tenth of a
    /// conversion) and piece by piece (through a tree of `JSONValue`s, it took twice its size
    /// in memory, and a third of the time).
    public var bytes: [UInt8] {
        var text = PrettyJSONText()
        text.reserveCapacity(files.reduce(64) { $0 + $1.key.utf8.count + $1.value.textSize })
        text.appendMemberName("files", first: true, indent: 0)
        // Each file's record is rendered on its own, on all cores, and appended in order
        // (Wikipedia: 318 records, 30 MB); at most a window of them waits at once.
        let paths = Self.sortedByUTF8(files.keys)
        var members = ObjectMembers(indent: 2)
        paths.compactMap { files[$0] }.concurrentMap(window: 16, { record in
            var piece = PrettyJSONText()
            piece.reserveCapacity(record.textSize)
            record.write(to: &piece)
            return piece.bytes
        }, inOrder: { piece in
            members.appendName(paths[members.count], to: &text)
            text.append(piece: piece)
        })
        members.appendEnd(to: &text)
        text.appendMemberName("version", first: false, indent: 0)
        text.write(.number(String(version)))
        text.appendObjectEnd(indent: 0)
        text.append(piece: [0x0A])
        return text.bytes
    }

    /// Appends an object at `indent` of the named members in the order of `.sortedKeys`;
    /// `value` writes a member's value (at `indent + 2`).
    private static func writeObject(_ names: some Sequence<String>, indent: Int, to text: inout PrettyJSONText,
                                    value: (String, inout PrettyJSONText) -> Void) {
        var members = ObjectMembers(indent: indent)
        for name in sortedByUTF8(names) {
            members.appendName(name, to: &text)
            value(name, &text)
        }
        members.appendEnd(to: &text)
    }

    /// An object being written member by member: each name (with the comma before all but the
    /// first), then the end, or an empty object when no member came.
    private struct ObjectMembers {
        let indent: Int
        private(set) var count = 0

        init(indent: Int) {
            self.indent = indent
        }

        mutating func appendName(_ name: String, to text: inout PrettyJSONText) {
            text.appendMemberName(name, first: count == 0, indent: indent)
            count += 1
        }

        func appendEnd(to text: inout PrettyJSONText) {
            if count == 0 {
                text.write(.object([]), indent: indent)
            } else {
                text.appendObjectEnd(indent: indent)
            }
        }
    }

    /// Names in the order of `JSONEncoder`'s `.sortedKeys`: by their UTF-8 bytes.
    fileprivate static func sortedByUTF8(_ names: some Sequence<String>) -> [String] {
        names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    // MARK: - Paths

    /// `path` relative to `folder` (`../ios/fr.lproj/Localizable.strings`), both made absolute
    /// against the working folder first.
    static func relative(_ path: String, to folder: String) -> String {
        let target = absoluteComponents(path), base = absoluteComponents(folder)
        var common = 0
        while common < min(target.count, base.count), target[common] == base[common] { common += 1 }
        let ups = Array(repeating: "..", count: base.count - common)
        let rest = target[common...]
        return (ups + rest).joined(separator: "/")
    }

    /// A path the manifest holds (relative to `folder`) as a path to use.
    static func resolved(_ relative: String, in folder: String) -> String {
        "/" + absoluteComponents((folder as NSString).appendingPathComponent(relative)).joined(separator: "/")
    }

    private static func absoluteComponents(_ path: String) -> [String] {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var components: [String] = []
        for component in absolute.split(separator: "/") {
            switch component {
            case ".": continue
            case "..": _ = components.popLast()
            default: components.append(String(component))
            }
        }
        return components
    }
}
