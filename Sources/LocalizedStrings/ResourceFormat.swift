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
}
