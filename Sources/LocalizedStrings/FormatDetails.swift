/// Details of a file format that a reader keeps beside the format-neutral model, so that its
/// writer puts them back — a `.strings` file's encoding and detached comments, a String
/// Catalog's unknown fields, the attributes of Android's `<resources>` element.
///
/// The module that reads and writes a format defines the details as its own types
/// (`StringsFileDetails` in `AppleResources`, `AndroidEntryDetails` in `AndroidResources`, …);
/// the model carries them without knowing them, and code that knows the format reads them
/// back by type:
///
///     var table = StringTable(path: "en.lproj/Localizable.strings", format: .strings)
///     table.details = FormatDetails(StringsFileDetails(encoding: .utf16LittleEndian))
///     table.details[StringsFileDetails.self]?.encoding   // .utf16LittleEndian
///
/// Details also have a plain form, name/value pairs (``keptPairs``), in which a conversion
/// keeps them inside the other platform's files (`sb:` attributes, `StringBridge:` records)
/// until it converts back; details restored from pairs are read by type like any others.
/// Two details are equal when their pairs are.
public struct FormatDetails: Hashable, Sendable {
    /// The details, boxed: every entry has a `FormatDetails`, few have details, and a
    /// conversion holds an entry for every key in every locale (each locale's gaps filled); an
    /// existential inline takes five words of every entry where the box takes one.
    @usableFromInline let box: Box?

    @usableFromInline final class Box: Sendable {
        @usableFromInline let value: any KeptDetails

        init(_ value: any KeptDetails) {
            self.value = value
        }

        /// The details as `Details`: specialized where it is inlined, so that the cast is to
        /// a known type.
        @inlinable func details<Details: KeptDetails>(as type: Details.Type) -> Details? {
            if let typed = value as? Details { return typed }
            return restored(as: type)
        }

        /// The details as `Details` when they were restored from pairs that hold it.
        @usableFromInline func restored<Details: KeptDetails>(as type: Details.Type) -> Details? {
            guard let restored = value as? KeptPairs else { return nil }
            return Details(keptPairs: restored.keptPairs)
        }

        /// Whether the details have no pairs.
        @usableFromInline var isEmpty: Bool { value.keptPairs.isEmpty }
    }

    private var value: (any KeptDetails)? { box?.value }

    /// No details: what a table or entry made in memory has.
    public init() {
        box = nil
    }

    /// Details of one format.
    ///
    /// - Parameter details: The format's own value.
    public init<Details: KeptDetails>(_ details: Details) {
        box = Box(details)
    }

    /// Details restored from their pairs, read later by whichever format's type they belong to.
    ///
    /// - Parameter keptPairs: The pairs, as ``keptPairs`` gave them.
    public init(keptPairs: [Attribute]) {
        box = keptPairs.isEmpty ? nil : Box(KeptPairs(keptPairs: keptPairs))
    }

    /// The details as the given format's type, when they are of that type or were restored
    /// from pairs that hold it. Details of another format are never read as this one.
    @inlinable
    public subscript<Details: KeptDetails>(_ type: Details.Type) -> Details? {
        // Inlined into the caller, where `Details` is known: most entries have no details, and
        // the generic call looked up the metadata of `Details?` to say so, which costs more
        // than the test.
        guard let box else { return nil }
        return box.details(as: type)
    }

    /// Whether no details were ever given (details that were can still be ``isEmpty``): one
    /// test of a reference, where reading details by type, or ``isEmpty``, which makes the
    /// pairs, costs a dynamic cast or more for every entry of every locale.
    package var isUnset: Bool { box == nil }

    /// The details as name/value pairs; empty when there are none.
    public var keptPairs: [Attribute] { value?.keptPairs ?? [] }

    /// Whether there are no details.
    @inlinable
    public var isEmpty: Bool {
        guard let box else { return true }
        return box.isEmpty
    }

    public static func == (lhs: FormatDetails, rhs: FormatDetails) -> Bool {
        lhs.keptPairs == rhs.keptPairs
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(keptPairs)
    }
}

/// A format's details, with their plain form of name/value pairs.
///
/// The pairs name what they hold so that the type can read them back, and so that the
/// pairs of different formats never claim each other's names (`#encoding` of a `.strings`
/// file, `plist:…` of a `.stringsdict` entry, `json:…` of a String Catalog, the attributes of
/// an Android element).
public protocol KeptDetails: Hashable, Sendable {
    /// The details as name/value pairs, in a fixed order; empty when there is nothing to keep.
    var keptPairs: [Attribute] { get }

    /// Reads details back from pairs, or `nil` when the pairs hold none of this type's.
    ///
    /// - Parameter keptPairs: Pairs as some type's ``keptPairs`` gave them.
    init?(keptPairs: [Attribute])
}

/// Pairs restored without knowing whose they are.
private struct KeptPairs: KeptDetails {
    let keptPairs: [Attribute]

    init(keptPairs: [Attribute]) {
        self.keptPairs = keptPairs
    }
}
