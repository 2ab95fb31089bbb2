/// Swift identifiers made from resource keys, which may hold any character.
///
/// A key is split into words at every character that is not an ASCII letter or digit
/// (`settings_title`, `alert.title`, `Hello, %@!`); the words are joined in lower camel case for
/// a member (`settingsTitle`, `alertTitle`, `hello`) and upper camel case for a type
/// (`Settings`). A leading run of capitals is lowered as a word (`URLTitle` → `urlTitle`,
/// `MortgagePayment` → `mortgagePayment`); a name that would start with a digit gets a `_`
/// (`2fa` → `_2fa`); keywords are written in backquotes.
enum SwiftIdentifier {
    /// The member that holds the localizer of a generated enum, and the property an extended
    /// type has.
    static let localizerMember = "localizer"

    /// The private member of a generated enum that keeps its localizer.
    static let localizerSlotMember = "localizerSlot"

    /// The words of a key: its runs of ASCII letters and digits.
    static func words(of key: String) -> [Substring] {
        key.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
    }

    /// The key's words in lower camel case, or `nil` when it has none.
    static func member(of key: String) -> String? {
        let words = words(of: key)
        guard let first = words.first else { return nil }
        return startingWithLetter(loweringLeadingCapitals(first) + words.dropFirst().map(capitalized).joined())
    }

    /// The key's words in upper camel case, or `nil` when it has none.
    static func type(of key: String) -> String? {
        let words = words(of: key)
        guard !words.isEmpty else { return nil }
        return startingWithLetter(words.map(capitalized).joined())
    }

    /// The identifier as a declaration writes it: in backquotes when it is a keyword.
    static func declared(_ identifier: String) -> String {
        keywords.contains(identifier) ? "`" + identifier + "`" : identifier
    }

    /// Names a member or type cannot have even in backquotes, because `L10n.self`, `L10n.init`
    /// and `L10n.Type` mean something else: they get a `_`.
    static let unusable: Set<String> = ["self", "Self", "init", "Type", "Protocol", "deinit", "subscript"]

    /// Swift's keywords (The Swift Programming Language, "Lexical Structure": keywords used in
    /// declarations, statements and expressions, and those reserved in particular contexts that
    /// a member declaration cannot use bare).
    static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func", "import",
        "init", "inout", "internal", "let", "nonisolated", "open", "operator", "package", "private", "precedencegroup",
        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch",
        "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw",
        "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true",
        "try", "_",
    ]

    private static func capitalized(_ word: Substring) -> String {
        word.prefix(1).uppercased() + word.dropFirst()
    }

    /// `URLTitle` → `urlTitle`, `Principal` → `principal`, `ABC` → `abc`, `roi` → `roi`.
    private static func loweringLeadingCapitals(_ word: Substring) -> String {
        let capitals = word.prefix { $0.isUppercase }
        guard !capitals.isEmpty else { return String(word) }
        // In `URLTitle` the last capital starts the next word.
        let lowered = capitals.count > 1 && capitals.count < word.count ? capitals.dropLast() : capitals
        return lowered.lowercased() + word.dropFirst(lowered.count)
    }

    private static func startingWithLetter(_ identifier: String) -> String {
        identifier.first?.isNumber == true ? "_" + identifier : identifier
    }
}
