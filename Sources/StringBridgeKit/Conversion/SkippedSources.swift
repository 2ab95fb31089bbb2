import AppleResources
import LocalizedStrings

/// The inputs a conversion leaves out because they have errors the platform rejects, as wide
/// as the error's cause and no wider: one broken Android file stops its `values*` folder (the
/// files of a folder are one table), one broken `.strings` or `.stringsdict` file stops its
/// table in its `.lproj` folder, a broken String Catalog stops itself. Everything else is
/// converted, and the outputs of what was left out keep what they had.
struct SkippedSources {
    /// The unit an input table belongs to.
    private let unitOf: (StringTable) -> String
    /// Skipped units.
    private(set) var units: Set<String> = []
    /// Inputs with errors that hold no table (a folder aapt2 rejects is not read).
    private(set) var unread: Set<String> = []
    /// Whether an Android `values/` folder (no qualifier) is left out: every locale falls back
    /// to it, so no locale's output can be made without it.
    private(set) var leavesOutTheDefaults = false

    /// Creates an empty set for a conversion of Apple or Android inputs.
    init(readsApple: Bool) {
        if readsApple {
            unitOf = { table in
                table.format == .xcstrings ? table.path
                    : PathText.folder(of: table.path) + "/" + PathText.baseName(of: table.path)
            }
        } else {
            unitOf = { table in PathText.folder(of: table.path) }
        }
    }

    /// Adds the units whose tables the errors point at: a file of the unit, or its folder.
    mutating func add(errorsIn diagnostics: [Diagnostic], tables: [StringTable]) {
        var unitsByPath: [String: String] = [:]
        var defaultUnits: Set<String> = []
        for table in tables {
            let unit = unitOf(table)
            if table.format == .android && table.locale == nil && table.qualifiers.isEmpty { defaultUnits.insert(unit) }
            unitsByPath[table.path] = unit
            unitsByPath[PathText.folder(of: table.path)] = unitsByPath[PathText.folder(of: table.path)] ?? unit
        }
        for diagnostic in diagnostics where diagnostic.severity == .error {
            guard let path = diagnostic.location?.path else { continue }
            if let unit = unitsByPath[path] {
                units.insert(unit)
                if defaultUnits.contains(unit) { leavesOutTheDefaults = true }
            } else {
                unread.insert(path)
            }
        }
    }

    /// Whether a table is left out.
    func contains(_ table: StringTable) -> Bool {
        units.contains(unitOf(table))
    }

    /// What was left out, named for the user by the end of its path that tells it apart
    /// (`values-ru`, `ru.lproj/Localizable`, `Bezel/nl.lproj/Localizable`), sorted.
    var names: [String] {
        Self.distinctNames(units.union(unread)).sorted()
    }

    /// Each path's last two components, or as many more as it takes to tell it from the others.
    static func distinctNames(_ paths: Set<String>) -> [String] {
        let components = paths.map { $0.split(separator: "/", omittingEmptySubsequences: false).map(String.init) }
        var lengths = components.map { min(2, $0.count) }
        while true {
            let names = zip(components, lengths).map { $0.suffix($1).joined(separator: "/") }
            var counts: [String: Int] = [:]
            for name in names { counts[name, default: 0] += 1 }
            var grew = false
            for index in names.indices where counts[names[index], default: 0] > 1 && lengths[index] < components[index].count {
                lengths[index] += 1
                grew = true
            }
            if !grew { return names }
        }
    }
}

/// Paths as text, split at `/`.
enum PathText {
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return String(path[..<slash])
    }

    static func lastComponent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// The file name without its extension.
    static func baseName(of path: String) -> String {
        let name = lastComponent(of: path)
        guard let dot = name.lastIndex(of: ".") else { return name }
        return String(name[..<dot])
    }
}
