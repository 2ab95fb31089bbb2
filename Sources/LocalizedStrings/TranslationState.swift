/// A translation's state, where the format records one: a String Catalog's
/// `stringUnit.state`, which Xcode sets and translators' tools read.
public enum TranslationState: Hashable, Sendable {
    /// `new`: not translated yet (Xcode gives it to a string it extracted, and the converter
    /// to a key filled with another language's text).
    case new
    /// `translated`.
    case translated
    /// `needs_review`: translated, but to be checked (the source changed, or a tool guessed).
    case needsReview
    /// `stale`: the source no longer has the string.
    case stale
    /// A state Xcode does not write, kept as it was written so that it is written back.
    case other(String)

    /// The state a file spells `rawValue`.
    public init(_ rawValue: String) {
        switch rawValue {
        case "new": self = .new
        case "translated": self = .translated
        case "needs_review": self = .needsReview
        case "stale": self = .stale
        default: self = .other(rawValue)
        }
    }

    /// How a file spells the state.
    public var rawValue: String {
        switch self {
        case .new: "new"
        case .translated: "translated"
        case .needsReview: "needs_review"
        case .stale: "stale"
        case .other(let rawValue): rawValue
        }
    }
}
