import LocalizedStrings

/// A format specifier of a piece of text, classified by what it most likely is: an argument
/// the string is formatted with, a `%` sign meant literally, or a placeholder spelled wrong.
public struct Specifier: Sendable {
    /// What the specifier is.
    public enum Role: Sendable, Equatable {
        /// A placeholder or `%#@variable@` that consumes an argument.
        case argument(index: Int, kind: FormatString.ArgumentKind?, isPositional: Bool)
        /// A `%` that is not a specifier (`100%`, `50% de`, `50%off`): literal text that a
        /// formatter would misread.
        case strayPercent
        /// A specifier the dialect rejects that was clearly meant as one (`%ld` in Java, `%1$`).
        case malformed(FormatString.MalformedSpecifier.Reason)
    }

    /// What it is.
    public var role: Role
    /// The specifier's text as written, such as `%1$s`.
    public var text: String
    /// How many times `text` appears in the piece before this specifier (to find it in the file).
    public var occurrence: Int
    /// The index of the segment in the piece's format string.
    public var segmentIndex: Int

    /// The argument index, when the specifier consumes one.
    public var argumentIndex: Int? {
        if case .argument(let index, _, _) = role { return index }
        return nil
    }

    /// The specifiers of a format string, in order.
    ///
    /// - Parameter variableKinds: The argument kinds of `%#@name@` variables (from their value type).
    /// - Parameter variableArguments: The arguments of variables that name one (a String Catalog's `argNum`).
    public static func specifiers(of format: FormatString, variableKinds: [String: FormatString.ArgumentKind] = [:],
                                  variableArguments: [String: Int] = [:]) -> [Specifier] {
        var result: [Specifier] = []
        var rendered = ""
        let segments = format.segments
        var seen = Occurrences()
        for (index, segment) in segments.enumerated() {
            let text = segment.text
            defer { rendered += text }
            let role: Role
            switch segment {
            case .literal, .percentSign, .lineSeparator:
                continue
            case .placeholder(let placeholder):
                let next: Substring? = index + 1 < segments.count ? {
                    if case .literal(let literal) = segments[index + 1] { return literal[...] }
                    return nil
                }() : nil
                if format.dialect == .apple, placeholder.has(.alternateForm), placeholder.conversion == .object {
                    // `%# @name @`: a stringsdict variable spelled wrong, not a percent sign.
                    role = .malformed(.invalidVariable)
                } else if isStray(placeholder, followedBy: next) || isURLEscape(text) {
                    role = .strayPercent
                } else {
                    role = .argument(index: placeholder.argumentIndex, kind: placeholder.argumentKind(in: format.dialect),
                                     isPositional: placeholder.position != nil && !placeholder.reusesPreviousArgument)
                }
            case .variable(let variable):
                role = .argument(index: variable.position ?? variableArguments[variable.name] ?? variable.argumentIndex,
                                 kind: variableKinds[variable.name] ?? .integer,
                                 isPositional: variable.position != nil || variableArguments[variable.name] != nil)
            case .malformed(let malformed):
                role = looksLikePlaceholder(malformed.text) && !isURLEscape(malformed.text) ? .malformed(malformed.reason) : .strayPercent
            }
            result.append(Specifier(role: role, text: text, occurrence: seen.next(text, in: rendered), segmentIndex: index))
        }
        return result
    }

    /// A parsed placeholder that is really a `%` sign before text: one with the space flag
    /// (`50% de` reads as `% d`), or an unusual conversion glued to a word (`50%off` reads as `%o`).
    static func isStray(_ placeholder: FormatString.Placeholder, followedBy next: Substring?) -> Bool {
        if placeholder.has(.space) { return true }
        guard placeholder.position == nil, placeholder.flags.isEmpty, placeholder.width == nil,
              placeholder.precision == nil, placeholder.length == nil,
              wordLikeConversions.contains(placeholder.conversion.code),
              let first = next?.unicodeScalars.first else { return false }
        return first.properties.isAlphabetic
    }

    /// Whether a specifier's text starts like a URL's percent escape (`%3D`, `%2C`, `%26u`): a
    /// digit and an upper-case hexadecimal digit.
    static func isURLEscape(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars.prefix(3))
        guard scalars.count == 3 else { return false }
        return ("0"..."9").contains(scalars[1]) && (("0"..."9").contains(scalars[2]) || ("A"..."F").contains(scalars[2]))
    }

    /// Whether a rejected specifier is clearly a placeholder from another dialect or with a
    /// position (`%@`, `%ld`, `%1$`), which is wrong even in a string that is not formatted.
    static func isUnmistakable(_ text: String) -> Bool {
        let rest = text.dropFirst()
        return rest.hasPrefix("@") || rest.hasPrefix("l") || rest.contains("$")
    }

    private static let wordLikeConversions: Set<UInt8> = Set("oxXeEgGaAcChHbBtT".utf8)

    /// Whether a rejected specifier was meant as one: it names a conversion letter, `@` or a position.
    static func looksLikePlaceholder(_ text: String) -> Bool {
        text.unicodeScalars.dropFirst().contains { scalar in
            ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "@" || scalar == "$"
        }
    }

    /// How often each specifier's text occurs in the text rendered before it (the occurrence a
    /// finding's location looks for): the greedy scan of each text resumes where it stopped, so
    /// that a format of thousands of `%d` is read once, not once per `%d`.
    private struct Occurrences {
        private var scans: [String: (count: Int, resumeAt: Int)] = [:]
        /// Each distinct text's scan is the rendered text's length: past this many texts, an
        /// occurrence is counted among the specifiers of equal text only.
        private static let scannedTexts = 64

        mutating func next(_ needle: String, in rendered: String) -> Int {
            let pattern = Array(needle.utf8)
            guard !pattern.isEmpty else { return 0 }
            guard scans[needle] != nil || scans.count < Self.scannedTexts else {
                var state = scans[needle, default: (0, Int.max)]
                defer { state.count += 1; scans[needle] = state }
                return state.count
            }
            var (count, index) = scans[needle] ?? (0, 0)
            guard index != Int.max else {
                defer { scans[needle] = (count + 1, Int.max) }
                return count
            }
            rendered.utf8.withContiguousStorageIfAvailable { haystack in
                while index + pattern.count <= haystack.count {
                    if haystack[index..<(index + pattern.count)].elementsEqual(pattern) {
                        count += 1
                        index += pattern.count
                    } else {
                        index += 1
                    }
                }
            }
            scans[needle] = (count, index)
            return count
        }
    }
}
