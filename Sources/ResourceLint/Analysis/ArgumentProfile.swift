import LocalizedStrings

/// The arguments a group of pieces (a string with its plural forms, an array item, a
/// variable's forms) is formatted with: which indices, of which kinds, where.
public struct ArgumentProfile: Sendable {
    /// One use of an argument.
    public struct Use: Sendable {
        /// The piece it is in.
        public var piece: TextPiece
        /// The specifier.
        public var specifier: Specifier
        /// The kind of argument it needs.
        public var kind: FormatString.ArgumentKind?
    }

    /// Every use of each argument index, in order.
    public var uses: [Int: [Use]] = [:]
    /// The `%` signs that are not specifiers, with their pieces.
    public var strays: [(piece: TextPiece, specifier: Specifier)] = []
    /// Specifiers the dialect rejects that were meant as placeholders.
    public var malformed: [(piece: TextPiece, specifier: Specifier)] = []

    /// The profile of some pieces of an entry.
    public init(_ pieces: [TextPiece]) {
        for piece in pieces {
            for specifier in piece.specifiers {
                switch specifier.role {
                case .argument(let index, let kind, _):
                    uses[index, default: []].append(Use(piece: piece, specifier: specifier, kind: kind))
                case .strayPercent:
                    strays.append((piece, specifier))
                case .malformed:
                    malformed.append((piece, specifier))
                }
            }
        }
    }

    /// The argument indices used, ascending.
    public var indices: [Int] { uses.keys.sorted() }

    /// Whether any piece consumes an argument.
    public var hasArguments: Bool { !uses.isEmpty }

    /// The kinds an argument is used as.
    public func kinds(of index: Int) -> Set<FormatString.ArgumentKind> {
        Set((uses[index] ?? []).compactMap(\.kind))
    }
}

extension LocatedEntry {
    /// The argument kinds of `%#@name@` variables, from their value types.
    static func variableKinds(of value: EntryValue) -> [String: FormatString.ArgumentKind] {
        guard case .variableFormat(let format) = value else { return [:] }
        var kinds: [String: FormatString.ArgumentKind] = [:]
        for variable in format.variables {
            let conversion = variable.valueType?.last.flatMap { FormatString.Conversion($0) }
            kinds[variable.name] = conversion?.argumentKind(in: .apple) ?? .integer
        }
        return kinds
    }
}

extension FormatString.ArgumentKind {
    /// How messages name the kind: `a string (%s)`, `an integer (%d)`.
    public func described(in dialect: FormatString.Dialect) -> String {
        switch self {
        case .object: dialect == .java ? "a string or object (%s)" : "an object (%@)"
        case .boolean: "a boolean (%b)"
        case .hashCode: "a hash code (%h)"
        case .cString: "a C string (%s)"
        case .wideCString: "a UTF-16 C string (%S)"
        case .integer: "an integer (%d)"
        case .floatingPoint: "a number with a fraction (%f)"
        case .character: "a character (%c)"
        case .pointer: "a pointer (%p)"
        case .dateTime: "a date or time (%t)"
        }
    }
}
