/// The identifiers of the diagnostics the runtime adds to those of the readers.
public enum RuntimeDiagnosticID {
    /// A resource folder whose name is not a localization the platform accepts; it is skipped.
    public static let skippedFolder = "skipped-resource-folder"
    /// A placeholder whose width or precision exceeds ``StringFormatter/maximumWidth`` or
    /// ``StringFormatter/maximumPrecision``; it prints as written.
    public static let formatWidthTooLarge = "format-width-too-large"
    /// Two folders or catalogs name the same language; the first one is used.
    public static let duplicateLocalization = "duplicate-localization"
}
