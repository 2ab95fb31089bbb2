/// The identifiers of the diagnostics conversions report.
public enum ConversionDiagnosticID {
    /// A feature the target format cannot hold, converted as well as it can be.
    public static let notRepresentable = "not-representable"
    /// A configuration (`values-night`, `values-sw600dp`) with no Apple equivalent.
    public static let configurationSkipped = "configuration-skipped"
    /// Two files or modules define the same resource for one locale.
    public static let duplicateDefinition = "duplicate-definition"
    /// An entry edited after an earlier conversion, so the details kept then no longer apply.
    public static let editedSinceConversion = "edited-since-conversion"
    /// A key renamed so that it stays apart: an Apple key that is no valid Android resource
    /// name, or whose name or `R` field another table or bundle already uses (a note); an
    /// Android name that two kinds of resource use, keyed apart on Apple (a warning).
    public static let renamedKey = "renamed-key"
    /// A table whose output file name would differ from another's only in case, written under
    /// a generated name.
    public static let renamedFile = "renamed-file"
    /// Two locales or tables that map to the same output.
    public static let localeCollision = "locale-collision"
    /// An Android folder that converting back names differently (`values-b+zh+Hans+CN` → `values-zh-rCN`).
    public static let localeRenamed = "locale-renamed"
    /// A name from the input (a table name in `sb:table`, a file or folder name) that cannot
    /// name a file inside the output folder (`../../x`, `a/b`): refused.
    public static let unsafeName = "unsafe-name"
    /// A translation of another kind (string, plural) than the source language's resource.
    public static let kindDiffersFromSource = "kind-differs-from-source"
    /// A file of the project in the output folder, beside an output file, that cannot be read.
    public static let unreadableOutputSibling = "unreadable-output-file"
    /// A table written in the Apple form the output folder already holds it in (a String
    /// Catalog, or `.lproj` tables), not in the form asked for.
    public static let tableFormKept = "table-form-kept"
    /// An Android resource folder of a flavor or build type (`app/src/gplay/res`), which Gradle
    /// lays over the module's `src/main/res`: converted as a bundle of its own.
    public static let sourceSetOverlay = "source-set-overlay"
    /// A resource that the `values/` folders of two modules of a project define, each kept
    /// in its own bundle, while Android's resource merger shows one of them in an app with both.
    public static let definedInSeveralModules = "defined-in-several-modules"
    /// A file read again when its locale is converted was no longer what it was when it was
    /// first read (``DeferredTables``): its locale is left out.
    public static let changedWhileConverting = "changed-while-converting"
    /// A `.strings` entry that the same table's `.stringsdict` replaces.
    public static let shadowedEntry = "shadowed-entry"
    /// Keys a locale's folder lacks, written into its Apple table with the text Android shows
    /// its users, because Apple platforms would show the key.
    public static let filledGap = "filled-gap"
}
