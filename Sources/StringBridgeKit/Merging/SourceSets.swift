import OrderedJSON

/// The manifest's source paths, written once for the files of one table in every language.
///
/// A table converted from many modules has many input files per language
/// (`app/src/main/res/values-fr/strings.xml`, `feature/…/values-fr/strings.xml`, …), and every
/// language lists the same ones but for the language folder. So the paths most files of a group
/// have are written once as templates, with the language folder as `values*` or `*.lproj`
/// (``ConversionManifest/groupName(of:)``), and each file names the set, its own folder, and
/// how it differs:
///
///     "sourceSets" : {
///       "*.lproj/Localizable.strings" : ["../app/src/main/res/values*/strings.xml","../feature/src/main/res/values*/strings.xml"]
///     },
///     "files" : {
///       "fr.lproj/Localizable.strings" : {…,"sourceFolder":"values-fr","sourceSet":"*.lproj/Localizable.strings"}
///     }
///
/// A catalog's languages are a group of their own, named by the catalog's path. A file or
/// language with one input file lists it as it is (`"sources"`).
struct SourceSets {
    /// How one file's or one language's sources are written against a set.
    struct Use {
        /// The set's name.
        var name: String
        /// The language folder that takes the place of `values*` or `*.lproj`.
        var folder: String
        /// Paths beyond the set, as they are.
        var with: [String]
        /// Templates of the set the sources lack.
        var without: [String]
    }

    /// Set name → templates.
    private(set) var sets: [String: [String]] = [:]
    /// Output path → how its record's sources are written.
    private(set) var fileUses: [String: Use] = [:]
    /// Catalog path → language → how its sources are written.
    private(set) var languageUses: [String: [String: Use]] = [:]

    /// The source sets worth writing for `files`.
    init(files: [String: ConversionManifest.FileRecord]) {
        var groups: [String: [String: [String]]] = [:]
        for (path, record) in files where record.languages == nil {
            if let name = ConversionManifest.groupName(of: path) { groups[name, default: [:]][path] = record.sources }
        }
        // Identical sets (a table's .strings and .stringsdict come from the same files) are written once.
        var names: [[String]: String] = [:]
        for name in groups.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            fileUses.merge(uses(of: groups[name] ?? [:], named: name, names: &names)) { first, _ in first }
        }
        for path in files.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            guard let languages = files[path]?.languages else { continue }
            languageUses[path] = uses(of: languages, named: path, names: &names)
        }
    }

    /// How each member of a group is written against the group's majority, which is added to
    /// the sets unless an identical one is there.
    private mutating func uses(of members: [String: [String]], named name: String, names: inout [[String]: String]) -> [String: Use] {
        var split: [String: (folder: String, templates: [String], others: [String])] = [:]
        for (member, sources) in members { split[member] = Self.split(sources) }
        // Naming the set and the folder costs about one path.
        guard let majority = MajoritySet(of: split.mapValues(\.templates), referenceCost: 1) else { return [:] }
        let items = majority.items.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        let setName = names[items] ?? name
        names[items] = setName
        sets[setName] = items
        var uses: [String: Use] = [:]
        for (member, difference) in majority.differences {
            guard let parts = split[member] else { continue }
            uses[member] = Use(name: setName, folder: parts.folder,
                               with: difference.with.map { Self.expand($0, folder: parts.folder) } + parts.others,
                               without: difference.without)
        }
        return uses
    }

    /// Sources as templates of the language folder most of them are in, and the others as
    /// they are.
    private static func split(_ sources: [String]) -> (folder: String, templates: [String], others: [String]) {
        var counts: [String: Int] = [:]
        for source in sources {
            if let folder = languageFolder(of: source) { counts[folder, default: 0] += 1 }
        }
        // The most common folder; of equally common ones, the first by name.
        let folder = counts.max { $0.value != $1.value ? $0.value < $1.value : $1.key.utf8.lexicographicallyPrecedes($0.key.utf8) }?.key
        guard let folder else { return ("", [], sources) }
        var templates: [String] = [], others: [String] = []
        for source in sources {
            if languageFolder(of: source) == folder, let template = ConversionManifest.groupName(of: source) {
                templates.append(template)
            } else {
                others.append(source)
            }
        }
        return (folder, templates, others)
    }

    /// The language folder of a path (`values-fr`, `fr.lproj`), or `nil`.
    private static func languageFolder(of path: String) -> String? {
        guard ConversionManifest.groupName(of: path) != nil else { return nil }
        return path.split(separator: "/", omittingEmptySubsequences: false).dropLast().last.map(String.init)
    }

    /// A template with its language folder filled in.
    private static func expand(_ template: String, folder: String) -> String {
        var components = template.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        if components.count >= 2 { components[components.count - 2] = folder }
        return components.joined(separator: "/")
    }

    // MARK: - Writing and reading

    /// Appends `use`'s members in the order of their names, the first after a comma unless
    /// they open an object.
    static func write(_ use: Use, to json: inout JSONText, opensObject: Bool = false) {
        json.raw(opensObject ? "\"sourceFolder\":" : ",\"sourceFolder\":")
        json.string(use.folder)
        json.raw(",\"sourceSet\":")
        json.string(use.name)
        if !use.with.isEmpty {
            json.raw(",\"sourcesWith\":")
            ConversionManifest.writeSorted(use.with, to: &json)
        }
        if !use.without.isEmpty {
            json.raw(",\"sourcesWithout\":")
            ConversionManifest.writeSorted(use.without, to: &json)
        }
    }

    /// The sources an object of the manifest names, sorted: its `sources`, or its set expanded;
    /// `nil` when it names neither (or a set that is not there, or a folder that is a path).
    static func sources(in object: JSONValue, sets: [String: [String]]) -> [String]? {
        if let sources = ConversionManifest.strings(object["sources"]) { return sources }
        guard let name = object["sourceSet"]?.string, let templates = sets[name],
              let folder = object["sourceFolder"]?.string, !folder.contains("/"), folder != "..", folder != "."
        else { return nil }
        let without = Set(ConversionManifest.strings(object["sourcesWithout"]) ?? [])
        let sources = templates.filter { !without.contains($0) }.map { expand($0, folder: folder) } + (ConversionManifest.strings(object["sourcesWith"]) ?? [])
        return sources.sorted()
    }
}
