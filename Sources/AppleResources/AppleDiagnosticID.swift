/// The identifiers of the diagnostics this module reports.
public enum AppleDiagnosticID {
    /// The file could not be read.
    public static let unreadableFile = "unreadable-file"
    /// The bytes are neither UTF-8 nor UTF-16 with a byte-order mark.
    public static let unsupportedEncoding = "unsupported-encoding"
    /// A `.strings` file Foundation cannot parse: missing `;`, unterminated string, stray character.
    public static let malformedStrings = "malformed-strings"
    /// A key defined twice in one `.strings` file; the last one wins, as on Apple platforms.
    public static let duplicateKey = "duplicate-key"
    /// A `.strings` value that is not a string (an array, dictionary or data), which a
    /// strings table cannot use.
    public static let nonStringValue = "non-string-value"
    /// A property list (`.stringsdict`, XML `.strings`) that is not well-formed or not a dictionary.
    public static let malformedPropertyList = "malformed-property-list"
    /// A property list whose XML expands to far more than its size (entities), a binary one
    /// whose shared values decode to far more than its size, or one that exceeds another of
    /// ``AppleResourceLimits``; it is rejected as unsafe.
    public static let unsafeEntityExpansion = "unsafe-entity-expansion"
    /// A reference to an external entity in a property list, which is never loaded: it reads
    /// as empty text.
    public static let externalEntity = "external-entity"
    /// A `\\U` or `\\u` escape of half a UTF-16 surrogate pair without its other half, which
    /// Foundation reads as U+FFFD.
    public static let loneSurrogate = "lone-surrogate"
    /// A String Catalog language that is not a BCP 47 tag: kept, but not converted.
    public static let invalidCatalogLanguage = "invalid-catalog-language"
    /// A `.stringsdict` entry without `NSStringLocalizedFormatKey` (a warning: Foundation reads
    /// the file, only the entry cannot be formatted).
    public static let missingFormatKey = "missing-format-key"
    /// A `%#@name@` variable used in a format but not defined (a warning: Foundation shows the
    /// format as it is).
    public static let undefinedVariable = "undefined-variable"
    /// A variable whose `NSStringFormatSpecTypeKey` is missing or not `NSStringPluralRuleType`
    /// (a warning: the file loads; the variable is no plural).
    public static let unsupportedRuleType = "unsupported-rule-type"
    /// Plural forms without `other` (a warning: Foundation reads them; a count whose category
    /// has no form gets no text).
    public static let missingOtherForm = "missing-other-form"
    /// A `.xcstrings` file that is not valid JSON.
    public static let malformedJSON = "malformed-json"
    /// A `.xcstrings` file whose JSON does not have the String Catalog shape.
    public static let malformedCatalog = "malformed-catalog"
    /// A String Catalog value shaped in a way StringBridge does not model; kept verbatim.
    public static let unmodelledCatalogValue = "unmodelled-catalog-value"
    /// An `.lproj` folder name that is not a canonical language ID (`zh-hans`, `bg_BG`).
    public static let nonCanonicalLprojName = "noncanonical-lproj-name"
    /// Two `.lproj` folders that name the same language.
    public static let duplicateLanguageFolder = "duplicate-language-folder"
    /// An `.lproj` folder name that is not a language.
    public static let invalidLprojName = "invalid-lproj-name"
    /// An XLIFF document that is not well-formed XML or not XLIFF 1.2, or a `<file>` of one
    /// that cannot be read (no `original`, no language, a `<trans-unit>` without `id`): left out.
    public static let malformedXLIFF = "malformed-xliff"
    /// An XLIFF `<file>` whose `target-language` is not the document's (or its Localization
    /// Catalog's `targetLocale`): left out.
    public static let xliffLanguageMismatch = "xliff-language-mismatch"
    /// Inline markup (`<g>`, `<ph>`, `<x/>`) in an XLIFF source or target, read as its text.
    public static let xliffInlineMarkup = "xliff-inline-markup"
    /// A unit an XLIFF file cannot hold (text with a control character XML 1.0 forbids), or
    /// something else a conversion's Apple target cannot carry.
    public static let notRepresentableInXLIFF = "not-representable"
    /// An XLIFF `<file>` whose `original` is no strings resource (an image, an HTML file): not read.
    public static let xliffFileNotRead = "xliff-file-not-read"
}
