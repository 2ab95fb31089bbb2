import LocalizedStrings

/// The names of Compose Multiplatform `values*` folders: what the Compose Gradle plugin
/// accepts (`GeneratedResClassSpec.kt`, `addQualifiers` and `expandBcpQualifier`), the
/// configuration a name selects, and the name StringBridge writes for a locale.
///
/// Qualifiers come in any order after `values`: `light` or `dark`; a density (`ldpi` to
/// `xxxhdpi`); a language of two or three lower-case letters, with an optional `r` region
/// right after it (`values-fr-rCA`, `values-es-r419`); or, first, one BCP 47 segment
/// (`values-b+sr+Latn+RS`). Anything else (`values-night`, `values-v21`, `values-sr-Latn`) is
/// an error of the plugin. The language is compared with the platform's language code as it
/// is, so `values-iw` is Hebrew where the platform says `iw` and `values-he` where it says `he`;
/// both read as Hebrew (`he`) here, as `values-iw` does in an Android `res` folder.
public enum ComposeValuesFolder {
    /// The configuration of a folder, and warnings about a name the plugin accepts but that
    /// does not do what it seems to.
    public struct Reading: Hashable, Sendable {
        /// The locale and the theme and density qualifiers (in folder order).
        public var configuration: ValuesConfiguration
        /// What is odd about the name, such as `r419`, whose region Compose reads as `19`.
        public var warnings: [String]
    }

    /// Reads a folder name such as `values`, `values-fr-rCA`, `values-b+zh+Hant-dark`.
    ///
    /// - Throws: ``ValuesConfiguration/InvalidFolderName`` with the plugin's own message when
    ///   the Compose Gradle plugin rejects the name.
    public static func read(_ folderName: String) throws(ValuesConfiguration.InvalidFolderName) -> Reading {
        func invalid(_ reason: String) -> ValuesConfiguration.InvalidFolderName {
            ValuesConfiguration.InvalidFolderName(folderName: folderName, reason: reason)
        }
        let parts = folderName.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        guard parts.first == "values" else { throw invalid("the folder name does not start with 'values'") }
        var language: String?
        var script: String?
        var region: String?
        var others: [(kind: String, value: String)] = []
        var fromBCP47 = false
        var warnings: [String] = []
        func save(_ value: String, in slot: inout String?) throws(ValuesConfiguration.InvalidFolderName) {
            if let existing = slot { throw invalid("repetitive qualifiers: '\(existing)' and '\(value)'") }
            slot = value
        }
        for (index, qualifier) in parts.dropFirst().enumerated() {
            if themes.contains(qualifier) || densities.contains(qualifier) {
                let kind = themes.contains(qualifier) ? "theme" : "density"
                if let existing = others.first(where: { $0.kind == kind }) {
                    throw invalid("repetitive qualifiers: '\(existing.value)' and '\(qualifier)'")
                }
                others.append((kind, qualifier))
            } else if qualifier.hasPrefix("b+") {
                guard index == 0 else { throw invalid("BCP 47 'b+' segment must be the first qualifier") }
                let subtags = try bcp47Subtags(of: qualifier, invalid: invalid)
                language = subtags.language
                script = subtags.script
                region = subtags.region
                fromBCP47 = true
            } else if isLanguage(qualifier) {
                guard !fromBCP47 else { throw invalid("Locale qualifier '\(qualifier)' cannot follow a BCP 47 segment") }
                try save(qualifier, in: &language)
            } else if isRegion(qualifier) {
                guard !fromBCP47 else { throw invalid("Locale qualifier '\(qualifier)' cannot follow a BCP 47 segment") }
                try save(qualifier, in: &region)
            } else {
                throw invalid("contains unknown qualifier: '\(qualifier)'")
            }
        }
        if !fromBCP47, let written = region {
            guard let language else { throw invalid("Region qualifier must be used only with language") }
            guard folderName.contains("-\(language)-\(written)") else {
                throw invalid("Region qualifier must be declared after language: '\(language)-\(written)'")
            }
            // The plugin keeps the last two characters: `r419` gives the region `19`.
            region = String(written.dropFirst())
            if region?.count == 3 {
                warnings.append("Compose reads the region of '\(written)' as '\(written.suffix(2))', which no device reports, so this folder is never chosen; write values-b+\(language)+\(written.dropFirst()) for \(language)-\(written.dropFirst())")
            }
        }
        let locale = language.map { LanguageTag(language: LegacyLanguageCodes.modern($0), script: script, region: region) }
        return Reading(configuration: ValuesConfiguration(locale: locale, qualifiers: others.map(\.value)), warnings: warnings)
    }

    /// The folder name StringBridge writes for a locale: `values`, `values-fr`, `values-pt-rBR`,
    /// or the `b+` form for a script or a numeric region (`values-b+zh+Hant`, `values-b+es+419`);
    /// `nil` for a tag Compose folders cannot name (variants, extensions, a long language).
    /// Hebrew, Indonesian and Yiddish take their current codes (`he`, `id`, `yi`), which Apple
    /// platforms and Java 17 report; Android reports the legacy ones (`iw`, `in`, `ji`).
    public static func folderName(for locale: LanguageTag?, qualifiers: [String] = []) -> String? {
        var parts = ["values"]
        if let locale {
            guard locale.variants.isEmpty, locale.extensions.isEmpty, isLanguage(locale.language) else { return nil }
            if locale.script == nil, locale.region.map({ $0.count == 2 }) ?? true {
                parts.append(locale.language)
                if let region = locale.region { parts.append("r" + region) }
            } else {
                parts.append((["b", locale.language] + [locale.script, locale.region].compactMap { $0 }).joined(separator: "+"))
            }
        }
        return (parts + qualifiers).joined(separator: "-")
    }

    /// Whether two Compose folders hold one language under its current and its legacy code
    /// (`values-id` and `values-in`, `values-he` and `values-iw`, `values-yi` and `values-ji`):
    /// Compose compares a folder's language with the code the platform reports, Android the
    /// legacy one, so apps keep both, and neither is a mistake.
    public static func areCodeTwins(_ first: String, _ second: String) -> Bool {
        let split = { (name: String) in name.split(separator: "-", omittingEmptySubsequences: false).map(String.init) }
        let (a, b) = (split(first), split(second))
        guard a.count == b.count, a.count >= 2, a.first == "values", a[1] != b[1],
              LegacyLanguageCodes.modern(a[1]) == LegacyLanguageCodes.modern(b[1]) else { return false }
        return Array(a.dropFirst(2)) == Array(b.dropFirst(2))
    }

    // MARK: - Qualifiers

    private static let themes: Set<String> = ["light", "dark"]
    private static let densities: Set<String> = ["ldpi", "mdpi", "hdpi", "xhdpi", "xxhdpi", "xxxhdpi"]

    /// `[a-z]{2,3}` (ISO 639).
    private static func isLanguage(_ text: String) -> Bool {
        (2...3).contains(text.utf8.count) && text.utf8.allSatisfy { $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") }
    }

    /// `r[A-Z]{2}` or `r[0-9]{3}`.
    private static func isRegion(_ text: String) -> Bool {
        guard text.hasPrefix("r") else { return false }
        let rest = text.utf8.dropFirst()
        return (rest.count == 2 && rest.allSatisfy(isUpper)) || (rest.count == 3 && rest.allSatisfy(isDigit))
    }

    private static func isUpper(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    /// The plugin's `expandBcpQualifier`: language, then optionally script (`[A-Z][a-z]{3}`),
    /// then optionally region (`[A-Z]{2}` or `[0-9]{3}`), in that order, each once.
    private static func bcp47Subtags(of qualifier: String,
                                     invalid: (String) -> ValuesConfiguration.InvalidFolderName) throws(ValuesConfiguration.InvalidFolderName)
        -> (language: String, script: String?, region: String?) {
        var language: String?
        var script: String?
        var region: String?
        var lastKind = -1
        for (index, subtag) in qualifier.dropFirst(2).split(separator: "+", omittingEmptySubsequences: false).enumerated() {
            let text = String(subtag)
            let bytes = Array(text.utf8)
            let kind: Int
            if isLanguage(text) {
                kind = 0
            } else if bytes.count == 4, isUpper(bytes[0]), bytes.dropFirst().allSatisfy({ $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") }) {
                kind = 1
            } else if (bytes.count == 2 && bytes.allSatisfy(isUpper)) || (bytes.count == 3 && bytes.allSatisfy(isDigit)) {
                kind = 2
            } else {
                throw invalid("Malformed BCP 47 subtag '\(text)'")
            }
            if index == 0 && kind != 0 { throw invalid("BCP 47 segment must start with a language subtag") }
            if kind <= lastKind { throw invalid("BCP 47 subtags must follow language -> script -> region order") }
            switch kind {
            case 0: language = text
            case 1: script = text
            default: region = text
            }
            lastKind = kind
        }
        guard let language else { throw invalid("BCP 47 segment must start with a language subtag") }
        return (language, script, region)
    }
}
