/// The file format a table was read from or is written to.
public enum ResourceFormat: String, Hashable, Sendable, CaseIterable {
    /// Android `res/values*/*.xml`.
    case android
    /// Apple `.strings` (old-style property list).
    case strings
    /// Apple `.stringsdict` (XML property list of plural rules).
    case stringsdict
    /// Apple `.xcstrings` (String Catalog, JSON).
    case xcstrings
    /// XLIFF 1.2 as Xcode exchanges it with translators (`Localized Contents/<lang>.xliff` of a
    /// Localization Catalog): a table is one `<file>` element, an entry one `<trans-unit>`.
    /// Readers give the Apple tables an XLIFF file holds, never tables of this format; only a
    /// conversion's output (`--to xliff`) has them.
    case xliff
}
