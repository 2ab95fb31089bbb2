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
    private var byEntry: [String: Set<String>] = [:]
    private var byFile: [String: Set<String>] = [:]

    init(tables: [StringTable]) {
        for table in tables {
            if let ignore = table.details[AndroidFileDetails.self]?.attributes[named: "tools:ignore"] {
                byFile[table.path, default: []].formUnion(Self.identifiers(in: ignore))
            }
            for entry in table.entries {
                var identifiers: Set<String> = []
                if let ignore = entry.details[AndroidEntryDetails.self]?[attribute: "tools:ignore"] { identifiers.formUnion(Self.identifiers(in: ignore)) }
                if let comment = entry.comment, comment.containsBytes("[no-lint") {
                    identifiers.formUnion(Self.markers(in: comment))
                }
                if !identifiers.isEmpty { byEntry[table.path + "\u{0}" + entry.key, default: []].formUnion(identifiers) }
            }
        }
    }

    /// Whether a finding is suppressed where it points.
    /// Whether there is any suppression at all.
    var isEmpty: Bool { byEntry.isEmpty && byFile.isEmpty }

    /// The names that suppress a rule: `all`, its identifier, its Android Lint issue.
    static func names(of rule: RuleDescription) -> Set<String> {
        var names: Set<String> = ["all", rule.identifier.lowercased()]
        if let lintID = rule.androidLintID { names.insert(lintID.lowercased()) }
        return names
    }

    func suppresses(_ finding: Finding, names: Set<String>) -> Bool {
        if byEntry.isEmpty && byFile.isEmpty { return false }
        if let identifiers = byFile[finding.location.path], !identifiers.isDisjoint(with: names) { return true }
        if let key = finding.key, let identifiers = byEntry[finding.location.path + "\u{0}" + key],
           !identifiers.isDisjoint(with: names) {
            return true
        }
        return false
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
