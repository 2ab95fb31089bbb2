import LocalizedStrings

/// What an accessor's documentation comment says: the development-language text (each plural
/// form, each array item, on a line of its own), then the translator comment.
enum DocumentationComment {
    /// The comment's lines, without `///`.
    static func lines(for resource: StringResource) -> [String] {
        var lines = resource.text
        if resource.kind == .array && lines.isEmpty { lines = ["(an array without items)"] }
        if let comment = resource.comment {
            lines.append("")
            lines += comment.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map { String($0).withVisibleControls }
        }
        return lines
    }
}
