import LocalizedStrings

/// How a `.strings` file was written, kept in its table's ``StringTable/details`` so that
/// rewriting the file keeps it so.
public struct StringsFileDetails: KeptDetails {
    /// The syntax the file was written in.
    public enum Syntax: String, Hashable, Sendable {
        /// The old-style (OpenStep) `"key" = "value";` syntax.
        case openStep = "openstep"
        /// An XML property list saved under a `.strings` name; written back as one.
        case xml
        /// A binary property list; written back in the old-style syntax (its order and
        /// comments are lost anyway).
        case binary
    }

    /// The encoding the file was read in, or `nil` for a binary property list.
    public var encoding: StringsFileEncoding?
    /// The syntax.
    public var syntax: Syntax
    /// The comments after the last entry, as written.
    public var trailingComments: String?

    /// Creates the details.
    public init(encoding: StringsFileEncoding? = nil, syntax: Syntax = .openStep, trailingComments: String? = nil) {
        self.encoding = encoding
        self.syntax = syntax
        self.trailingComments = trailingComments
    }

    // MARK: - Kept pairs

    private enum Name {
        static let encoding = "#encoding"
        static let syntax = "#syntax"
        static let trailingComments = "#trailingComments"
    }

    /// `#encoding`, `#syntax` (unless old-style) and `#trailingComments`.
    public var keptPairs: [Attribute] {
        var pairs: [Attribute] = []
        if let encoding { pairs.append(Attribute(name: Name.encoding, value: encoding.rawValue)) }
        if syntax != .openStep { pairs.append(Attribute(name: Name.syntax, value: syntax.rawValue)) }
        if let trailingComments { pairs.append(Attribute(name: Name.trailingComments, value: trailingComments)) }
        return pairs
    }

    /// Reads the pairs of ``keptPairs``; `nil` when none is there.
    public init?(keptPairs: [Attribute]) {
        let encoding = keptPairs[named: Name.encoding].flatMap(StringsFileEncoding.init(rawValue:))
        let syntax = keptPairs[named: Name.syntax].flatMap(Syntax.init(rawValue:))
        let trailing = keptPairs[named: Name.trailingComments]
        guard encoding != nil || syntax != nil || trailing != nil else { return nil }
        self.init(encoding: encoding, syntax: syntax ?? .openStep, trailingComments: trailing)
    }
}

/// What a `.strings` file holds around one entry beyond its comment, kept in the entry's
/// ``Entry/details``.
public struct StringsEntryDetails: KeptDetails {
    /// Comments above the entry that a blank line separates from it, as written.
    public var leadingComments: String

    private static let leadingCommentsName = "#leadingComments"

    /// Creates the details.
    public init(leadingComments: String) {
        self.leadingComments = leadingComments
    }

    /// `#leadingComments`.
    public var keptPairs: [Attribute] { [Attribute(name: Self.leadingCommentsName, value: leadingComments)] }

    /// Reads the pair of ``keptPairs``; `nil` when it is not there.
    public init?(keptPairs: [Attribute]) {
        guard let comments = keptPairs[named: Self.leadingCommentsName] else { return nil }
        self.init(leadingComments: comments)
    }
}

extension StringTable {
    /// The `.strings` file details, or default ones (UTF-8, old-style syntax) for a table
    /// that has none.
    public var stringsFileDetails: StringsFileDetails {
        get { details[StringsFileDetails.self] ?? StringsFileDetails() }
        set { details = FormatDetails(newValue) }
    }
}
