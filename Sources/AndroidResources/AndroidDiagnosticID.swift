/// The identifiers of the diagnostics this module reports. Each names one kind of problem;
/// most match an aapt2 compile error.
public enum AndroidDiagnosticID {
    /// The file is not well-formed XML (aapt2: "xml parser error").
    public static let malformedXML = "malformed-xml"
    /// libxml2 warned about the document, which is still read.
    public static let xmlWarning = "xml-warning"
    /// Internal entity expansion went past the safety limits ("billion laughs").
    public static let unsafeEntityExpansion = "unsafe-entity-expansion"
    /// A reference to an external entity, which is never loaded: it reads as empty text.
    public static let externalEntity = "external-entity"
    /// The file could not be read.
    public static let unreadableFile = "unreadable-file"
    /// The root element is not `<resources>`.
    public static let invalidRootElement = "invalid-root-element"
    /// Text directly inside `<resources>` (aapt2: "plain text not allowed here").
    public static let textOutsideElement = "text-outside-element"
    /// A resource element without a `name` attribute.
    public static let missingName = "missing-name"
    /// A resource name aapt2 rejects (aapt2: "invalid entry name"): it must start with a
    /// letter or `_` and go on with letters, digits, `_`, `.` or `-`.
    public static let invalidName = "invalid-name"
    /// An apostrophe outside double quotes and not escaped as `\'`.
    public static let unescapedApostrophe = "unescaped-apostrophe"
    /// A `\u` escape followed by something other than hexadecimal digits.
    public static let invalidUnicodeEscape = "invalid-unicode-escape"
    /// A `\u` escape of half of a surrogate pair, which aapt2 drops.
    public static let droppedSurrogate = "dropped-surrogate"
    /// An `<xliff:g>` inside another `<xliff:g>`.
    public static let nestedXliff = "nested-xliff"
    /// Several format arguments, some without a position, in a formatted string: a warning,
    /// because the Android Gradle Plugin compiles with `aapt2 compile --legacy`, which accepts it.
    public static let nonPositionalFormat = "nonpositional-format"
    /// An `<array format="…">` whose format is not one type aapt2 accepts (aapt2: "is an
    /// invalid format").
    public static let invalidArrayFormat = "invalid-array-format"
    /// An item of an `<array format="…">` that is not of the format's type (aapt2: "could
    /// not parse array item").
    public static let invalidArrayItem = "invalid-array-item"
    /// A plural item whose `quantity` is not a CLDR category.
    public static let invalidPluralQuantity = "invalid-plural-quantity"
    /// A plural item without a `quantity`.
    public static let missingPluralQuantity = "missing-plural-quantity"
    /// Two plural items with the same quantity.
    public static let duplicatePluralQuantity = "duplicate-plural-quantity"
    /// Two resources of one type with the same name (and product) in one configuration.
    public static let duplicateResource = "duplicate-resource"
    /// `translatable` or `formatted` is not a boolean aapt2 accepts.
    public static let invalidBooleanAttribute = "invalid-boolean-attribute"
    /// An element aapt2 does not allow where it stands (inside `<plurals>` or an array).
    public static let unknownElement = "unknown-element"
    /// An element in an unknown namespace inside a string; aapt2 drops the tag and keeps its text.
    public static let unknownNamespaceElement = "unknown-namespace-element"
    /// A resource that StringBridge does not model (such as `<integer-array>`), left alone.
    public static let elementLeftAlone = "element-left-alone"
    /// A `values*` folder name aapt2 rejects.
    public static let invalidConfiguration = "invalid-configuration"
    /// A file name plain `aapt2 compile` rejects (`Main.name.xml`); a warning, because
    /// `--legacy`, as Gradle compiles, accepts it.
    public static let invalidFileName = "invalid-file-name"
    /// A value (such as a String Catalog device variation) that Android resources cannot hold.
    public static let valueNotRepresentable = "value-not-representable"
    /// A comment containing `--`, which XML comments cannot hold.
    public static let commentNotRepresentable = "comment-not-representable"

    // MARK: - Compose Multiplatform and moko-resources

    /// An element the dialect's toolchain rejects in a values file (Compose: `<color>`,
    /// `<item>`, `<array>`, …: "Unknown resource type").
    public static let unsupportedResourceType = "unsupported-resource-type"
    /// Markup inside a string, whose tags the toolchain drops (Compose, moko): the text is kept,
    /// the styling lost.
    public static let ignoredMarkup = "ignored-markup"
    /// A Java-style specifier that the Compose runtime does not replace (`%s`, `%d`, `%.2f`,
    /// `%%`): it shows as written.
    public static let literalSpecifier = "literal-specifier"
    /// A `<plurals>` without items, which the Compose runtime fails to load.
    public static let emptyPlural = "empty-plural"
    /// A `<string-array>` without items, which the Compose runtime reads as one empty item.
    public static let emptyArray = "empty-array"
    /// A string whose text one platform shows differently from another (moko's Android and
    /// Apple outputs).
    public static let readsDifferently = "reads-differently"
    /// A moko-resources resource defined again, which replaces the earlier one (moko keeps the
    /// last definition; aapt2 and Compose reject a duplicate, ``duplicateResource``).
    public static let redefinedResource = "redefined-resource"
    /// A string moko writes into Android resources in a form aapt2 rejects.
    public static let rejectedByAndroidOutput = "rejected-android-output"
    /// A folder name the toolchain accepts but that does not select what it seems to
    /// (Compose's `r419`, read as region `19`).
    public static let misleadingConfiguration = "misleading-configuration"
}
