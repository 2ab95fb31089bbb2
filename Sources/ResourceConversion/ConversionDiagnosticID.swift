/// The identifiers of the diagnostics conversions report.
public enum ConversionDiagnosticID {
    /// A format specifier that the target platform writes differently or cannot express.
    public static let formatSpecifier = "format-specifier"
    /// A feature the target format cannot hold, converted as well as it can be.
    public static let notRepresentable = "not-representable"
    /// A configuration (`values-night`, `values-sw600dp`) with no Apple equivalent.
    public static let configurationSkipped = "configuration-skipped"
    /// Two files or modules define the same resource for one locale.
    public static let duplicateDefinition = "duplicate-definition"
    /// A reference (`@string/x`) that cannot be resolved for Apple.
    public static let unresolvedReference = "unresolved-reference"
    /// A plural form whose meaning differs between the platforms (`zero`) or that is missing (`other`).
    public static let pluralForm = "plural-form"
    /// An entry edited after an earlier conversion, so the details kept then no longer apply.
    public static let editedSinceConversion = "edited-since-conversion"
    /// An Apple key that is not a valid Android resource name and got a generated one.
    public static let renamedKey = "renamed-key"
    /// Two locales or tables that map to the same output.
    public static let localeCollision = "locale-collision"
    /// An Android folder that converting back names differently (`values-b+zh+Hans+CN` → `values-zh-rCN`).
    public static let localeRenamed = "locale-renamed"
    /// A name from the input (a table name in `sb:table`, a file or folder name) that cannot
    /// name a file inside the output folder (`../../x`, `a/b`): refused.
    public static let unsafeName = "unsafe-name"
    /// A `.strings` entry that the same table's `.stringsdict` replaces.
    public static let shadowedEntry = "shadowed-entry"
}
