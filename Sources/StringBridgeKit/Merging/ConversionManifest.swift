import AppleResources
import ConversionMetadata
import Foundation
import LocalizedStrings
import OrderedJSON
import OutputFiles

/// What earlier conversions wrote into an output folder, kept beside the files in
/// `<out>/.stringbridge-convert.json`, so that a later conversion can tell its own entries from
/// the user's: it removes an entry it wrote when its source is gone, and never touches one it
/// did not write.
///
/// It sits in the user's project and gets committed, so it is small and stable: one line per
/// file and per key set, sorted, no dates. The files of one table in every language (every
/// `*.lproj/Localizable.strings`) mostly hold the same keys (a locale's gaps are filled), so the
/// keys most of them hold are written once, as a key set, and each file says how it differs
/// from it:
///
///     {
///       "version" : 2,
///       "keySets" : {
///         "*.lproj/Localizable.strings" : ["farewell","greeting"]
///       },
///       "files" : {
///         "en.lproj/Localizable.strings" : {"keySet":"*.lproj/Localizable.strings","sources":["../res/values/strings.xml"]},
///         "fr.lproj/Localizable.strings" : {"keySet":"*.lproj/Localizable.strings","sources":["../res/values-fr/strings.xml"],"with":["bonus"],"without":["farewell"]}
///       }
///     }
///
/// A file no key set helps lists its `entries`; a String Catalog also lists each language
/// written with its input files (`languages`), and its keys' records, which it does not hold,
/// are under `records`, one line per key (``CatalogRecordStore``). Input files are written the same way, against
/// source sets (``SourceSets``). Paths are relative to the output folder. A hidden
/// file: Xcode does not add it to a target, and Android's resource merger ignores files whose
/// name starts with a dot. Without it (a first conversion, or a deleted manifest) nothing is
/// removed, only kept. Version 1 manifests (every entry of every file listed) are read too, and
/// written anew in this form.
public struct ConversionManifest: Sendable, Equatable {
    /// The manifest's file name in the output folder.
    public static let fileName = CatalogRecordStore.manifestFileName
    /// The version written.
    public static let version = 2

    /// What one conversion wrote into one file.
    public struct FileRecord: Sendable, Equatable {
        /// The entries written, each once.
        public var entries: [ResourceIdentity]
        /// The input files the file was made from, relative to the output folder, sorted.
        public var sources: [String]
        /// For a String Catalog: each language written, with its input files.
        public var languages: [String: [String]]?
        /// For a String Catalog: its keys' records, which it does not hold (``CatalogRecordStore``).
        public var records: CatalogRecordLines?

        /// Creates a record.
        public init(entries: [ResourceIdentity], sources: [String], languages: [String: [String]]? = nil) {
            self.entries = entries
            self.sources = sources
            self.languages = languages
        }
    }

    /// Output path relative to the output folder → what was written into it.
    public var files: [String: FileRecord] = [:]

    /// An empty manifest.
    public init() {}

    // MARK: - Reading

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
        var parser = JSONParser(utf8: bytes)
        guard let document = try? parser.parse(), let files = document["files"]?.members,
              case .number(let versionText)? = document["version"], let version = Int(versionText), version == 1 || version == 2
        else {
            return (ConversionManifest(), [.warning(ManifestTrust.unsafeEntryID, at: SourceLocation(path: path, line: 1, column: 1),
                                                    "the manifest is not one convert writes; it is ignored, and rewritten")])
        }
        var keySets: [String: [String]] = [:]
        for member in document["keySets"]?.members ?? [] {
            keySets[member.key] = strings(member.value) ?? []
        }
        var sourceSets: [String: [String]] = [:]
        for member in document["sourceSets"]?.members ?? [] {
            sourceSets[member.key] = strings(member.value) ?? []
        }
        var manifest = ConversionManifest()
        var diagnostics: [Diagnostic] = []
        let records = CatalogRecordStore.records(in: document)
        for member in files {
            if let problem = ManifestTrust.problem(with: member.key, in: output) {
                diagnostics.append(.error(ManifestTrust.unsafeEntryID, at: SourceLocation(path: path, line: member.line, column: 1),
                                          "ignoring the entry \(member.key): \(problem)"))
                continue
            }
            let format = ResourceFormat(outputPath: member.key)
            let value = member.value
            var texts = strings(value["entries"]) ?? []
            if let setName = value["keySet"]?.string {
                let without = Set(strings(value["without"]) ?? [])
                texts = (keySets[setName] ?? []).filter { !without.contains($0) } + (strings(value["with"]) ?? [])
            }
            var languages: [String: [String]]?
            if let members = value["languages"]?.members {
                languages = Dictionary(members.map { ($0.key, SourceSets.sources(in: $0.value, sets: sourceSets) ?? strings($0.value) ?? []) },
                                       uniquingKeysWith: { first, _ in first })
            }
            // A catalog's sources are its languages' (written once, with the languages).
            let sources = SourceSets.sources(in: value, sets: sourceSets) ?? languages.map { Array(Set($0.values.joined())).sorted() } ?? []
            manifest.files[member.key] = FileRecord(entries: Array(Set(texts.compactMap { ResourceIdentity(text: $0, format: format) })),
                                                   sources: sources, languages: languages)
            manifest.files[member.key]?.records = records[member.key]
        }
        return (manifest, diagnostics)
    }

    /// The strings of an array of strings (others are skipped).
    static func strings(_ value: JSONValue?) -> [String]? {
        guard case .array(let values)? = value else { return nil }
        return values.compactMap(\.string)
    }

    // MARK: - Writing

    /// The manifest's bytes: one line per key set, per source set and per file, each sorted.
    public var bytes: [UInt8] {
        let paths = files.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        let (keySets, bases) = Self.keySets(of: files)
        let sourceSets = SourceSets(files: files)
        var json = JSONText()
        json.raw("{\n  \"version\" : \(Self.version),\n  \"keySets\" : {")
        Self.writeSets(keySets, to: &json)
        if !sourceSets.sets.isEmpty {
            json.raw(",\n  \"sourceSets\" : {")
            Self.writeSets(sourceSets.sets, to: &json)
        }
        json.raw(",\n  \"files\" : {")
        for (index, path) in paths.enumerated() {
            guard let record = files[path] else { continue }
            json.raw(index == 0 ? "\n    " : ",\n    ")
            json.string(path)
            json.raw(" : ")
            record.write(to: &json, base: bases[path], sourceSets: sourceSets, path: path)
        }
        json.raw(files.isEmpty ? "}" : "\n  }")
        CatalogRecordStore.write(files.compactMapValues(\.records), to: &json)
        json.raw("\n}\n")
        return json.bytes
    }

    /// Appends named sets, one line each, sorted, and the closing brace.
    private static func writeSets(_ sets: [String: [String]], to json: inout JSONText) {
        for (index, name) in sets.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }).enumerated() {
            json.raw(index == 0 ? "\n    " : ",\n    ")
            json.string(name)
            json.raw(" : ")
            writeSorted(sets[name] ?? [], to: &json)
        }
        json.raw(sets.isEmpty ? "}" : "\n  }")
    }

    /// How a file's entries are written against a key set: its name, and what the file has
    /// beyond it and lacks of it.
    fileprivate struct Base {
        var name: String
        var with: [ResourceIdentity]
        var without: [ResourceIdentity]
    }

    /// The key sets worth writing, and how each file is written against one: for each group of
    /// files of one table in every language (``groupName(of:)``), the entries that more than
    /// half of them hold (``MajoritySet``).
    private static func keySets(of files: [String: FileRecord]) -> (sets: [String: [String]], bases: [String: Base]) {
        var groups: [String: [String: [ResourceIdentity]]] = [:]
        for (path, record) in files {
            if let name = groupName(of: path) { groups[name, default: [:]][path] = record.entries }
        }
        var sets: [String: [String]] = [:]
        var bases: [String: Base] = [:]
        for (name, members) in groups {
            guard let majority = MajoritySet(of: members) else { continue }
            sets[name] = majority.items.map(\.text)
            for (path, difference) in majority.differences {
                bases[path] = Base(name: name, with: difference.with, without: difference.without)
            }
        }
        return (sets, bases)
    }

    /// The name of the group of files a file belongs to: its path with the language folder
    /// written as `*.lproj` or `values*` (`Module/*.lproj/Localizable.strings`); `nil` for a
    /// file without a language folder.
    static func groupName(of path: String) -> String? {
        var components = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard components.count >= 2 else { return nil }
        let folder = components.count - 2
        if components[folder].hasSuffix(".lproj") {
            components[folder] = "*.lproj"
        } else if components[folder] == "values" || components[folder].hasPrefix("values-") {
            components[folder] = "values*"
        } else {
            return nil
        }
        return components.joined(separator: "/")
    }

    static func writeSorted(_ texts: some Collection<String>, to json: inout JSONText) {
        json.array(texts.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }) { json, text in json.string(text) }
    }
}

extension ConversionManifest.FileRecord {
    /// Appends the record as one line of JSON, its members sorted by name: against `base` when
    /// given (`keySet`, `with`, `without`), else with its `entries`.
    fileprivate func write(to json: inout JSONText, base: ConversionManifest.Base?, sourceSets: SourceSets, path: String) {
        json.raw("{")
        if let base {
            json.raw("\"keySet\":")
            json.string(base.name)
        } else {
            json.raw("\"entries\":")
            ConversionManifest.writeSorted(entries.map(\.text), to: &json)
        }
        if let languages {
            json.raw(",\"languages\":{")
            for (index, language) in languages.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }).enumerated() {
                if index > 0 { json.raw(",") }
                json.key(language)
                if let use = sourceSets.languageUses[path]?[language] {
                    json.raw("{")
                    SourceSets.write(use, to: &json, opensObject: true)
                    json.raw("}")
                } else {
                    ConversionManifest.writeSorted(languages[language] ?? [], to: &json)
                }
            }
            json.raw("}")
        }
        if let use = sourceSets.fileUses[path] {
            SourceSets.write(use, to: &json)
        } else if languages.map({ Set($0.values.joined()) != Set(sources) }) ?? true {
            json.raw(",\"sources\":")
            ConversionManifest.writeSorted(sources, to: &json)
        }
        if let base, !base.with.isEmpty {
            json.raw(",\"with\":")
            ConversionManifest.writeSorted(base.with.map(\.text), to: &json)
        }
        if let base, !base.without.isEmpty {
            json.raw(",\"without\":")
            ConversionManifest.writeSorted(base.without.map(\.text), to: &json)
        }
        json.raw("}")
    }
}

extension ResourceFormat {
    /// The format of an output file, by its extension.
    init(outputPath path: String) {
        switch PathText.lastComponent(of: path).split(separator: ".").last {
        case "strings": self = .strings
        case "stringsdict": self = .stringsdict
        case "xcstrings": self = .xcstrings
        case "xliff", "json": self = .xliff
        default: self = .android
        }
    }
}
