/// A printf-style format string parsed into literal text and specifiers, in the Java dialect
/// (`java.util.Formatter`, which Android's `getString(id, args…)` uses) or the Apple dialect
/// (`String(format:)`, `NSString`, `.stringsdict`).
///
/// Parsing never fails: a specifier the dialect does not accept (`100%` at the end of a text,
/// `%y`, Java's `%ld`) becomes a ``Segment/malformed(_:)`` segment that keeps its exact text, so
/// a converter or a lint rule can report it and rendering still gives back the original.
///
///     let format = FormatString("%1$s has %2$,d points%n", dialect: .java)
///     print(format.placeholders.map(\.argumentIndex))  // Prints "[1, 2]"
///     print(format.text == "%1$s has %2$,d points%n")   // Prints "true"
///
/// The model is syntax, shared by both dialects; what a conversion means depends on the dialect
/// (``Placeholder/argumentKind(in:)``): `%s` is any object in Java but a C string on Apple. A
/// converter edits placeholders in place (``updatePlaceholders(_:)``) and sets ``dialect``;
/// ``text`` then renders the result. Argument indices are recomputed after every edit.
public struct FormatString: Hashable, Sendable, CustomStringConvertible {
    /// The syntax a format string follows.
    public enum Dialect: String, Hashable, Sendable, CaseIterable {
        /// `java.util.Formatter`, as used by Android: `%1$s`, `%<s`, `%,d`, `%n`, `%tY`.
        case java
        /// Foundation's `String(format:)`: `%@`, `%1$@`, `%lld`, `%'d`, stringsdict `%#@name@`.
        case apple
    }

    /// One piece of a format string.
    public enum Segment: Hashable, Sendable {
        /// Text printed as is. It is stored unescaped: a `%` in it renders as `%%`.
        case literal(String)
        /// `%%`, which prints one `%` (Java also allows a width: `%-5%`).
        case percentSign(PercentSign)
        /// Java's `%n`, the platform line separator (`"\n"` on Android).
        case lineSeparator
        /// A specifier that consumes an argument.
        case placeholder(Placeholder)
        /// A stringsdict variable, `%#@name@` or `%1$#@name@` (Apple), replaced by a plural form.
        case variable(Variable)
        /// A specifier the dialect does not accept, kept with its exact text.
        case malformed(MalformedSpecifier)
    }

    /// The dialect the segments follow. A converter sets it after rewriting the placeholders.
    public var dialect: Dialect

    /// The pieces of the format string in order. Setting them recomputes every argument index.
    public var segments: [Segment] {
        didSet { resolveArgumentIndices() }
    }

    /// Parses a format string. Never fails; see ``Segment/malformed(_:)``.
    ///
    /// - Parameters:
    ///   - text: The format string as the platform stores it (after resource-file unescaping).
    ///   - dialect: The syntax to parse it with.
    public init(_ text: String, dialect: Dialect) {
        self.dialect = dialect
        self.segments = FormatStringParser.parse(text, dialect: dialect)
        resolveArgumentIndices()
    }

    /// Creates a format string from segments, computing each placeholder's argument index.
    ///
    /// - Parameters:
    ///   - segments: The pieces in order.
    ///   - dialect: The dialect the segments follow.
    public init(segments: [Segment], dialect: Dialect) {
        self.dialect = dialect
        self.segments = segments
        resolveArgumentIndices()
    }

    // MARK: - Rendering

    /// The format string as text. For a parsed string this is exactly the text it was parsed from.
    public var text: String {
        var result = ""
        for segment in segments {
            segment.appendText(to: &result)
        }
        return result
    }

    public var description: String { text }

    // MARK: - Queries

    /// The specifiers that consume arguments, in order.
    public var placeholders: [Placeholder] {
        segments.compactMap { segment in
            if case .placeholder(let placeholder) = segment { placeholder } else { nil }
        }
    }

    /// The stringsdict variables (`%#@name@`), in order.
    public var variables: [Variable] {
        segments.compactMap { segment in
            if case .variable(let variable) = segment { variable } else { nil }
        }
    }

    /// The specifiers the dialect does not accept, in order.
    public var malformedSpecifiers: [MalformedSpecifier] {
        segments.compactMap { segment in
            if case .malformed(let malformed) = segment { malformed } else { nil }
        }
    }

    /// Whether any segment consumes an argument (a placeholder or a variable).
    public var hasArguments: Bool {
        segments.contains { segment in
            switch segment {
            case .placeholder, .variable: true
            case .literal, .percentSign, .lineSeparator, .malformed: false
            }
        }
    }

    /// The highest argument index any placeholder or variable uses; 0 when there is none.
    ///
    /// A caller must pass at least this many arguments.
    public var argumentCount: Int {
        var highest = 0
        for segment in segments {
            switch segment {
            case .placeholder(let placeholder): highest = max(highest, placeholder.argumentIndex)
            case .variable(let variable): highest = max(highest, variable.argumentIndex)
            case .literal, .percentSign, .lineSeparator, .malformed: break
            }
        }
        return highest
    }

    /// Argument indices below ``argumentCount`` that no placeholder uses, in ascending order.
    ///
    /// Such a gap is harmless in Java but not on Apple platforms: Foundation closes the gap and
    /// gives the remaining placeholders the wrong arguments (`%1$@ %3$@` with `a, b, c` prints
    /// `a b`, checked with swift-corelibs-foundation).
    public var unusedArgumentIndices: [Int] {
        var used = Set<Int>()
        for segment in segments {
            switch segment {
            case .placeholder(let placeholder): used.insert(placeholder.argumentIndex)
            case .variable(let variable): used.insert(variable.argumentIndex)
            case .literal, .percentSign, .lineSeparator, .malformed: break
            }
        }
        return (1..<max(1, argumentCount)).filter { !used.contains($0) }
    }

    // MARK: - Editing

    /// Calls `body` on every placeholder in order and stores the edited placeholders, then
    /// recomputes the argument indices once.
    ///
    ///     var format = FormatString("%1$s: %2$d", dialect: .java)
    ///     format.updatePlaceholders { placeholder in
    ///         if placeholder.conversion == .string { placeholder.conversion = .object }
    ///     }
    ///     print(format.text)  // Prints "%1$@: %2$d"
    ///
    /// - Parameter body: Edits one placeholder.
    public mutating func updatePlaceholders(_ body: (inout Placeholder) throws -> Void) rethrows {
        var edited = segments
        for index in edited.indices {
            if case .placeholder(var placeholder) = edited[index] {
                try body(&placeholder)
                edited[index] = .placeholder(placeholder)
            }
        }
        segments = edited
    }

    // MARK: - Argument indices

    /// Gives every placeholder and variable its effective 1-based argument index.
    ///
    /// Java and Apple agree: an explicit `n$` is argument n; specifiers without one take the next
    /// argument of a counter of their own that explicit positions do not advance (`%2$s %s` uses
    /// arguments 2 and 1); Java's `%<s` reuses the argument of the specifier before it, 0 when
    /// there is none (the parser reports that case as malformed).
    mutating func resolveArgumentIndices() {
        // Resolved in a copy and assigned once: assigning a segment in place would run this
        // again (`didSet`) for every placeholder, which is quadratic in their number.
        var resolved = segments
        var changed = false
        var ordinary = 0
        var previous = 0
        for index in resolved.indices {
            switch resolved[index] {
            case .placeholder(var placeholder):
                let argument: Int
                if placeholder.reusesPreviousArgument {
                    argument = previous
                } else if let position = placeholder.position {
                    argument = position
                } else {
                    ordinary += 1
                    argument = ordinary
                }
                previous = argument
                if placeholder.argumentIndex != argument {
                    placeholder.argumentIndex = argument
                    resolved[index] = .placeholder(placeholder)
                    changed = true
                }
            case .variable(var variable):
                let argument: Int
                if let position = variable.position {
                    argument = position
                } else {
                    ordinary += 1
                    argument = ordinary
                }
                previous = argument
                if variable.argumentIndex != argument {
                    variable.argumentIndex = argument
                    resolved[index] = .variable(variable)
                    changed = true
                }
            case .literal, .percentSign, .lineSeparator, .malformed:
                break
            }
        }
        if changed { segments = resolved }
    }
}

extension FormatString.Segment {
    /// The segment as format-string text.
    public var text: String {
        var result = ""
        appendText(to: &result)
        return result
    }

    func appendText(to result: inout String) {
        switch self {
        case .literal(let literal):
            if literal.utf8.contains(UInt8(ascii: "%")) {
                result += literal.replacingPercentSigns()
            } else {
                result += literal
            }
        case .percentSign(let percentSign):
            result += percentSign.text
        case .lineSeparator:
            result += "%n"
        case .placeholder(let placeholder):
            result += placeholder.text
        case .variable(let variable):
            result += variable.text
        case .malformed(let malformed):
            result += malformed.text
        }
    }
}

extension FormatString {
    /// `%%`, possibly with Java's width and `-` flag (`%-5%` prints `%` and four spaces).
    public struct PercentSign: Hashable, Sendable {
        /// The minimum width in UTF-16 code units, or `nil`.
        public var width: Int?
        /// Whether the `-` flag pads on the right instead of the left.
        public var isLeftJustified: Bool

        /// Plain `%%`.
        public static let plain = PercentSign()

        /// Creates a percent-sign specifier.
        ///
        /// - Parameters:
        ///   - width: The minimum width, or `nil`.
        ///   - isLeftJustified: Whether to pad on the right (Java's `-` flag).
        public init(width: Int? = nil, isLeftJustified: Bool = false) {
            self.width = width
            self.isLeftJustified = isLeftJustified
        }

        /// The specifier's text: `%%`, `%5%` or `%-5%`.
        public var text: String {
            var result = "%"
            if isLeftJustified { result += "-" }
            if let width { result += String(width) }
            return result + "%"
        }
    }
}

private extension String {
    func replacingPercentSigns() -> String {
        var result = ""
        result.reserveCapacity(utf8.count + 2)
        for character in self {
            if character == "%" { result += "%%" } else { result.append(character) }
        }
        return result
    }
}
