/// A BCP 47 language tag such as `en`, `pt-BR`, `sr-Latn` or `zh-Hant-TW`.
///
/// Tags are stored in canonical case: language lower case, script title case, region
/// upper case, variants and extensions lower case. Two tags are equal when their
/// canonical forms are equal, so `PT-br` and `pt-BR` are the same tag.
///
///     let tag = LanguageTag("zh-hant-tw")!
///     print(tag)          // Prints "zh-Hant-TW"
///     print(tag.script!)  // Prints "Hant"
public struct LanguageTag: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The primary language subtag: two or three letters (or five to eight for registered
    /// languages), lower case. `und` stands for an undetermined language.
    public let language: String
    /// The four-letter script subtag in title case, such as `Latn` or `Hans`.
    public let script: String?
    /// The region subtag: two upper-case letters or three digits (UN M.49, such as `419`).
    public let region: String?
    /// Variant subtags, lower case, in order.
    public let variants: [String]
    /// Extension sequences (`u-ca-buddhist`) and the private-use part (`x-old`), lower case,
    /// each as one hyphen-joined string, in order.
    public let extensions: [String]

    /// Creates a tag from its parts, normalising their case.
    ///
    /// - Parameters:
    ///   - language: The primary language subtag.
    ///   - script: An optional four-letter script subtag.
    ///   - region: An optional region subtag.
    ///   - variants: Variant subtags.
    ///   - extensions: Extension and private-use sequences, each hyphen-joined.
    public init(language: String, script: String? = nil, region: String? = nil,
                variants: [String] = [], extensions: [String] = []) {
        self.language = language.lowercased()
        self.script = script.map(LanguageTag.titleCased)
        self.region = region?.uppercased()
        self.variants = variants.map { $0.lowercased() }
        self.extensions = extensions.map { $0.lowercased() }
    }

    /// Parses a well-formed BCP 47 tag with `-` separators.
    ///
    /// Returns `nil` when the text is not a well-formed tag: an empty subtag, a language
    /// that is not 2–3 or 5–8 letters, a subtag longer than eight characters, or subtags in
    /// the wrong order. Extended language subtags (`zh-yue`) are not supported.
    ///
    /// - Parameter text: The tag, for example `"sr-Latn-RS"`.
    public init?(_ text: String) {
        let subtags = text.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        guard let first = subtags.first, LanguageTag.isLanguage(first) else { return nil }
        var script: String?
        var region: String?
        var variants: [String] = []
        var extensions: [String] = []
        var index = 1
        if index < subtags.count, LanguageTag.isScript(subtags[index]) {
            script = subtags[index]
            index += 1
        }
        if index < subtags.count, LanguageTag.isRegion(subtags[index]) {
            region = subtags[index]
            index += 1
        }
        while index < subtags.count, LanguageTag.isVariant(subtags[index]) {
            variants.append(subtags[index])
            index += 1
        }
        while index < subtags.count {
            let singleton = subtags[index]
            guard singleton.count == 1, singleton.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else {
                return nil
            }
            let isPrivateUse = singleton.lowercased() == "x"
            var sequence = [singleton]
            index += 1
            while index < subtags.count,
                  isPrivateUse || subtags[index].count > 1,
                  (1...8).contains(subtags[index].count),
                  subtags[index].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) {
                sequence.append(subtags[index])
                index += 1
            }
            guard sequence.count > 1 else { return nil }
            extensions.append(sequence.joined(separator: "-"))
        }
        self.init(language: first, script: script, region: region, variants: variants, extensions: extensions)
    }

    /// The canonical text of the tag, such as `zh-Hant-TW`.
    public var identifier: String {
        var parts = [language]
        if let script { parts.append(script) }
        if let region { parts.append(region) }
        parts += variants
        parts += extensions
        return parts.joined(separator: "-")
    }

    public var description: String { identifier }

    /// The same tag without its region, variants and extensions (`zh-Hant-TW` → `zh-Hant`).
    public var droppingRegion: LanguageTag {
        LanguageTag(language: language, script: script)
    }

    public static func < (lhs: LanguageTag, rhs: LanguageTag) -> Bool {
        lhs.identifier < rhs.identifier
    }

    // MARK: - Subtag classes

    /// Whether `subtag` is a primary language subtag (2–3 or 5–8 ASCII letters).
    public static func isLanguage(_ subtag: some StringProtocol) -> Bool {
        let count = subtag.count
        return (count >= 2 && count <= 3 || count >= 5 && count <= 8) && isLetters(subtag)
    }

    /// Whether `subtag` is a script subtag (4 ASCII letters).
    public static func isScript(_ subtag: some StringProtocol) -> Bool {
        subtag.count == 4 && isLetters(subtag)
    }

    /// Whether `subtag` is a region subtag (2 ASCII letters or 3 digits).
    public static func isRegion(_ subtag: some StringProtocol) -> Bool {
        (subtag.count == 2 && isLetters(subtag)) ||
            (subtag.count == 3 && subtag.allSatisfy { $0.isASCII && $0.isNumber })
    }

    /// Whether `subtag` is a variant subtag (5–8 alphanumerics, or a digit and 3 alphanumerics).
    public static func isVariant(_ subtag: some StringProtocol) -> Bool {
        let alphanumeric = subtag.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
        guard alphanumeric else { return false }
        if subtag.count >= 5 && subtag.count <= 8 { return true }
        if subtag.count == 4, let first = subtag.first, first.isNumber { return true }
        return false
    }

    private static func isLetters(_ subtag: some StringProtocol) -> Bool {
        !subtag.isEmpty && subtag.allSatisfy { $0.isASCII && $0.isLetter }
    }

    private static func titleCased(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst().lowercased()
    }
}
