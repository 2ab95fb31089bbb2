import LocalizedStrings

/// The language folders of moko-resources: `base/` holds the development language, every
/// other folder one language, named as `Locale.forLanguageTag` reads it after moko replaces
/// `-r` with `-` (`LanguageType.kt`, `fromFileName`): `de`, `en-rGB` or `en-GB`, `zh-Hans`.
/// Legacy codes (`iw`, `in`, `ji`) are Hebrew, Indonesian and Yiddish, as Java 17 reads them.
public enum MokoLanguageFolder {
    /// The folder of the development language.
    public static let baseFolderName = "base"

    /// The files moko reads in a language folder: strings from `strings*.xml`, plurals from
    /// `plurals*.xml` (its generators' `include("**/strings*.xml")` and `"**/plurals*.xml"`).
    public enum FileKind: Hashable, Sendable {
        /// `strings*.xml`, whose `<string>` elements moko reads.
        case strings
        /// `plurals*.xml`, whose `<plural>` and `<plurals>` elements moko reads.
        case plurals

        /// The kind of a file by its name, or `nil` for a file moko does not read for text
        /// (`colors.xml`).
        public init?(fileName: String) {
            guard fileName.hasSuffix(".xml") else { return nil }
            if fileName.hasPrefix("strings") {
                self = .strings
            } else if fileName.hasPrefix("plurals") {
                self = .plurals
            } else {
                return nil
            }
        }
    }

    /// The locale of a folder: `nil` for `base`.
    ///
    /// - Throws: ``ValuesConfiguration/InvalidFolderName`` for a name that is no language tag
    ///   (`en_US`, which `Locale.forLanguageTag` reads as no language at all).
    public static func locale(ofFolder name: String) throws(ValuesConfiguration.InvalidFolderName) -> LanguageTag? {
        guard name != baseFolderName else { return nil }
        let tagText = name.replacing("-r", with: "-")
        guard let tag = LanguageTag(tagText), tag.language != "und" else {
            throw ValuesConfiguration.InvalidFolderName(
                folderName: name,
                reason: "moko reads the folder name as the language tag '\(tagText)', which is not one (Locale.forLanguageTag gives no language); name it base, de, en-rGB or zh-Hans")
        }
        return LanguageTag(language: LegacyLanguageCodes.modern(tag.language), script: tag.script, region: tag.region,
                           variants: tag.variants, extensions: tag.extensions)
    }

    /// The folder StringBridge writes a locale's strings to: `base` for the development
    /// language, `de` or `en-rGB` for a language with an optional two-letter region (as moko's
    /// samples name them), the language tag itself otherwise (`zh-Hans`, `es-419`).
    public static func folderName(for locale: LanguageTag?) -> String {
        guard let locale else { return baseFolderName }
        if locale.script == nil, locale.variants.isEmpty, locale.extensions.isEmpty, locale.region.map({ $0.count == 2 }) ?? true {
            return locale.language + (locale.region.map { "-r" + $0 } ?? "")
        }
        return locale.identifier
    }
}
