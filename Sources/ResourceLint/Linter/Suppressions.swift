import AndroidResources
import Foundation
import LocalizedStrings

/// Suppressions written in the resource files: Android's `tools:ignore="id,…"` on an element
/// or on `<resources>`, and a `[no-lint]` or `[no-lint:id,…]` marker in a `.strings` or
/// String Catalog comment (as xcstringslint reads them).
///
/// An identifier is a rule's (`missing_translation`), its Android Lint issue's
/// (`MissingTranslation`), or `all`.
struct Suppressions: Sendable {
    /// The suppressions of one file: on the whole file, and by entry key.
    private struct InFile: Sendable {
        var file: Set<String> = []
        var entries: [String: Set<String>] = [:]
    }

    private var byPath: [String: InFile] = [:]

    init(tables: [StringTable]) {
        for table in tables {
            if let ignore = table.details[AndroidFileDetails.self]?.attributes[named: "tools:ignore"] {
                byPath[table.path, default: InFile()].file.formUnion(Self.identifiers(in: ignore))
            }
            for entry in table.entries {
                var identifiers: Set<String> = []
                if let ignore = entry.details[AndroidEntryDetails.self]?[attribute: "tools:ignore"] { identifiers.formUnion(Self.identifiers(in: ignore)) }
                if let comment = entry.comment, comment.containsBytes("[no-lint") {
                    identifiers.formUnion(Self.markers(in: comment))
                }
                if !identifiers.isEmpty { byPath[table.path, default: InFile()].entries[entry.key, default: []].formUnion(identifiers) }
            }
        }
    }

    /// Whether there is any suppression at all.
    var isEmpty: Bool { byPath.isEmpty }

    /// The names that suppress a rule: `all`, its identifier, its Android Lint issue.
    static func names(of rule: RuleDescription) -> Set<String> {
        var names: Set<String> = ["all", rule.identifier.lowercased()]
        if let lintID = rule.androidLintID { names.insert(lintID.lowercased()) }
        return names
    }

    /// Answers for one rule's findings.
    func lookup(names: Set<String>) -> Lookup {
        Lookup(suppressions: self, names: names)
    }

    /// Whether a rule's findings are suppressed where they point. A rule's findings come in
    /// runs of one file (every missing translation points at the source string, in the
    /// source-language file): a file's suppressions are looked up once per run.
    struct Lookup {
        let suppressions: Suppressions
        let names: Set<String>
        private var last: (path: String, inFile: InFile?)?

        fileprivate init(suppressions: Suppressions, names: Set<String>) {
            self.suppressions = suppressions
            self.names = names
        }

        mutating func suppresses(_ finding: Finding) -> Bool {
            if suppressions.isEmpty { return false }
            let path = finding.location.path
            let inFile: InFile?
            if let last, last.path == path {
                inFile = last.inFile
            } else {
                inFile = suppressions.byPath[path]
                last = (path, inFile)
            }
            guard let inFile else { return false }
            if !inFile.file.isDisjoint(with: names) { return true }
            if let key = finding.key, let identifiers = inFile.entries[key], !identifiers.isDisjoint(with: names) { return true }
            return false
        }
    }

    private static func identifiers(in list: String) -> Set<String> {
        Set(list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }.filter { !$0.isEmpty })
    }

    /// `[no-lint]` suppresses everything; `[no-lint:a,b]` the rules named.
    private static func markers(in comment: String) -> Set<String> {
        var result: Set<String> = []
        var rest = comment[...]
        while let start = rest.range(of: "[no-lint") {
            rest = rest[start.upperBound...]
            guard let close = rest.firstIndex(of: "]") else { break }
            let inside = rest[..<close]
            if inside.isEmpty {
                result.insert("all")
            } else if inside.hasPrefix(":") {
                result.formUnion(identifiers(in: String(inside.dropFirst())))
            }
            rest = rest[rest.index(after: close)...]
        }
        return result
    }
}
