import Foundation
import LocalizedStrings

/// The languages the user wants to read, most preferred first, and where that list came from.
///
/// Foundation on Linux ignores the user's language (`Locale.preferredLanguages` is always
/// `["en-001"]`), so on every platform other than Apple's this type reads the environment the
/// way GNU gettext does; on Apple platforms it asks Foundation. An explicit list, such as a
/// language chosen in the app's own settings, always wins.
///
///     let preferences = PreferredLanguages.current(environment: ["LANG": "fr_CA.UTF-8"])
///     print(preferences.languages)  // Prints "[fr-CA]"
///     print(preferences.source)     // Prints "environment(variable: "LANG")"
///
/// Feed ``languages`` to ``LocaleMatcher/fallbackChain(for:)``. An empty list means "no
/// preference": the chain then holds the development language alone.
public struct PreferredLanguages: Hashable, Sendable {
    /// Where a list of preferred languages came from.
    public enum Source: Hashable, Sendable {
        /// The caller gave the list (for example an in-app language setting).
        case explicit
        /// The named environment variable: `LANGUAGE`, `LC_ALL`, `LC_MESSAGES` or `LANG`.
        case environment(variable: String)
        /// `Locale.preferredLanguages` on an Apple platform.
        case system
        /// Nothing expressed a preference (unset variables, or the `C`/`POSIX` locale).
        case none
    }

    /// The preferred languages, most preferred first; empty when there is no preference.
    public let languages: [LanguageTag]
    /// Where ``languages`` came from, to explain a choice in logs or bug reports.
    public let source: Source

    /// Creates a list from its parts.
    ///
    /// - Parameters:
    ///   - languages: The languages, most preferred first.
    ///   - source: Where they came from.
    public init(languages: [LanguageTag], source: Source) {
        self.languages = languages
        self.source = source
    }

    // MARK: - Finding the user's languages

    /// Returns the user's preferred languages on this platform.
    ///
    /// An `explicit` list wins, even an empty one (which asks for the development language).
    /// Otherwise Apple platforms use `Locale.preferredLanguages`; every other platform reads
    /// `environment` with ``fromEnvironment(_:)``. Entries that are not well-formed language
    /// tags are dropped.
    ///
    /// - Parameters:
    ///   - explicit: Languages the app chose itself, or `nil` to follow the user's settings.
    ///   - environment: The process environment; pass a dictionary in tests so they do not
    ///     depend on the machine. Ignored on Apple platforms.
    /// - Returns: The languages and their source.
    public static func current(explicit: [LanguageTag]? = nil,
                               environment: [String: String] = ProcessInfo.processInfo.environment) -> PreferredLanguages {
        if let explicit {
            return PreferredLanguages(languages: explicit, source: .explicit)
        }
        #if canImport(Darwin)
        let languages = Locale.preferredLanguages.compactMap { LanguageTag($0) }
        return PreferredLanguages(languages: languages, source: languages.isEmpty ? .none : .system)
        #else
        return fromEnvironment(environment)
        #endif
    }

    /// Reads the preferred languages from POSIX locale variables, as GNU gettext does.
    ///
    /// The locale for messages is the first **non-empty** one of `LC_ALL`, `LC_MESSAGES` and
    /// `LANG`. `LANGUAGE`, a colon-separated priority list (`sv:de`), overrides it, except
    /// when that locale is `C` or `POSIX` or none is set: gettext ignores `LANGUAGE` in the C
    /// locale (so that POSIX-specified output stays untranslated), and so does this reader,
    /// for an app to agree with the other programs on the machine. `C.UTF-8` is not the C
    /// locale in this sense: glibc compares the name with `"C"` exactly, so `LANGUAGE` is
    /// honoured under Debian's default `LANG=C.UTF-8`, while `C.UTF-8` itself names no
    /// language.
    ///
    /// Within `LANGUAGE`, an entry `C` or `POSIX` ends the list (gettext stops there and shows
    /// untranslated text), empty and malformed entries are skipped, and a bare language takes
    /// the region of the locale when their languages agree (`LANGUAGE=pt:en` with
    /// `LANG=pt_PT.UTF-8` gives `pt-PT, en`), which keeps gettext's reading of `pt` as the
    /// user's own variety rather than CLDR's Brazilian default. When no entry of `LANGUAGE`
    /// is usable, the locale is used. Each value is read with ``languageTag(posixLocale:)``.
    ///
    /// - Parameter environment: Environment variables by name.
    /// - Returns: The languages and the variable they came from; no languages and
    ///   ``Source/none`` when nothing expresses a preference.
    public static func fromEnvironment(_ environment: [String: String]) -> PreferredLanguages {
        let localeVariable = ["LC_ALL", "LC_MESSAGES", "LANG"].first { !(environment[$0] ?? "").isEmpty }
        let locale = localeVariable.flatMap { environment[$0] }
        let localeTag = locale.flatMap(languageTag(posixLocale:))
        let isCLocale = locale == nil || locale == "C" || locale == "POSIX"

        if !isCLocale, let list = environment["LANGUAGE"], !list.isEmpty {
            var languages: [LanguageTag] = []
            var endedByC = false
            for entry in list.split(separator: ":") {
                let entry = String(entry)
                if isCOrPOSIX(entry) {
                    endedByC = true
                    break
                }
                guard var tag = languageTag(posixLocale: entry) else { continue }
                if tag.region == nil, tag.script == nil, let localeTag, localeTag.language == tag.language {
                    tag = LanguageTag(language: tag.language, script: localeTag.script, region: localeTag.region,
                                      variants: tag.variants)
                }
                if !languages.contains(tag) { languages.append(tag) }
            }
            if !languages.isEmpty || endedByC {
                return PreferredLanguages(languages: languages, source: .environment(variable: "LANGUAGE"))
            }
        }
        if let localeVariable, let localeTag {
            return PreferredLanguages(languages: [localeTag], source: .environment(variable: localeVariable))
        }
        return PreferredLanguages(languages: [], source: .none)
    }

    // MARK: - POSIX locale names

    /// Converts a POSIX locale name such as `fr_FR.UTF-8@euro` to a language tag.
    ///
    /// The form is `language[_territory][.codeset][@modifier]`. The codeset is dropped and
    /// `_` becomes `-`. Modifiers that glibc uses to name a script or variant are kept as
    /// such: `@latin` → `Latn` (`sr_RS@latin` → `sr-Latn-RS`), `@cyrillic` → `Cyrl`,
    /// `@devanagari` → `Deva`, `@valencia` → the variant `valencia`; any other modifier
    /// (`@euro`) is dropped.
    ///
    ///     print(PreferredLanguages.languageTag(posixLocale: "pt_BR.UTF-8")!)  // Prints "pt-BR"
    ///     print(PreferredLanguages.languageTag(posixLocale: "sr_RS@latin")!)  // Prints "sr-Latn-RS"
    ///
    /// - Parameter posixLocale: A locale name from `LANG`, `LC_*` or one entry of `LANGUAGE`.
    /// - Returns: The tag, or `nil` for `C`, `POSIX`, `C.UTF-8`, an empty name or one that is
    ///   not a language (`/usr/share/locale/fr`).
    public static func languageTag(posixLocale: String) -> LanguageTag? {
        var name = Substring(posixLocale)
        var modifier: Substring?
        if let at = name.firstIndex(of: "@") {
            modifier = name[name.index(after: at)...]
            name = name[..<at]
        }
        if let dot = name.firstIndex(of: ".") {
            name = name[..<dot]
        }
        guard !name.isEmpty, !isCOrPOSIX(String(name)) else { return nil }
        guard let tag = LanguageTag(name.split(separator: "_", omittingEmptySubsequences: false).joined(separator: "-")) else {
            return nil
        }
        switch modifier?.lowercased() {
        case "latin": return LanguageTag(language: tag.language, script: "Latn", region: tag.region, variants: tag.variants)
        case "cyrillic": return LanguageTag(language: tag.language, script: "Cyrl", region: tag.region, variants: tag.variants)
        case "devanagari": return LanguageTag(language: tag.language, script: "Deva", region: tag.region, variants: tag.variants)
        case "valencia": return LanguageTag(language: tag.language, script: tag.script, region: tag.region,
                                            variants: tag.variants + ["valencia"])
        default: return tag
        }
    }

    /// Whether a locale name (codeset and modifier already removed or not) is exactly the C
    /// or POSIX locale.
    private static func isCOrPOSIX(_ name: String) -> Bool {
        name == "C" || name == "POSIX"
    }
}
