/// A glob that selects files, as `.gitignore` spells them: `*` matches within a folder name,
/// `**` any number of folders, `?` one character. A pattern without `/` matches a name at any
/// depth; a pattern matching a folder matches everything inside it.
///
///     PathPattern("Fixtures/Invalid").matches("Fixtures/Invalid/Android/x/strings.xml")  // true
///     PathPattern("values-und").matches("app/res/values-und/strings.xml")                // true
public struct PathPattern: Sendable, Hashable, CustomStringConvertible {
    /// The pattern as written.
    public let pattern: String
    private let components: [Substring]

    /// Creates a pattern.
    public init(_ pattern: String) {
        self.pattern = pattern
        var trimmed = pattern
        while trimmed.hasPrefix("./") { trimmed.removeFirst(2) }
        while trimmed.hasSuffix("/") { trimmed.removeLast() }
        var parts = trimmed.split(separator: "/", omittingEmptySubsequences: true)
        if !trimmed.contains("/") || trimmed.hasPrefix("**") {
            if parts.first != "**" { parts.insert("**", at: 0) }
        }
        components = parts
    }

    public var description: String { pattern }

    /// Whether a path relative to the configuration's folder matches, or lies inside a match.
    public func matches(_ relativePath: String) -> Bool {
        let path = relativePath.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
        return matches(components[...], path[...])
    }

    private func matches(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>) -> Bool {
        guard let head = pattern.first else {
            return true  // everything inside a matching folder matches
        }
        if head == "**" {
            let rest = pattern.dropFirst()
            if rest.isEmpty { return true }
            var remaining = path
            while true {
                if matches(rest, remaining) { return true }
                guard !remaining.isEmpty else { return false }
                remaining = remaining.dropFirst()
            }
        }
        guard let name = path.first, Glob.matches(head, name) else { return false }
        return matches(pattern.dropFirst(), path.dropFirst())
    }
}

/// Matching of one name against `*` and `?` wildcards.
enum Glob {
    /// Whether `text` matches `pattern` as a whole.
    static func matches(_ pattern: some StringProtocol, _ text: some StringProtocol) -> Bool {
        let pattern = Array(pattern.unicodeScalars)
        let text = Array(text.unicodeScalars)
        var p = 0
        var t = 0
        var star: Int?
        var starText = 0
        while t < text.count {
            if p < pattern.count, pattern[p] == "?" || pattern[p] == text[t] {
                p += 1
                t += 1
            } else if p < pattern.count, pattern[p] == "*" {
                star = p
                starText = t
                p += 1
            } else if let star {
                p = star + 1
                starText += 1
                t = starText
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }
}
