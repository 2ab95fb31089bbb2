/// A format that brings a file that is already on disk up to date with converted tables
/// without losing what the user has: the converted entries replace the entries of the same
/// identity where they stand and new ones are added; entries an earlier conversion wrote whose
/// source is gone are removed; everything else (other resources, platform-only entries,
/// comments, formatting) is kept byte for byte where the format allows.
///
/// Each format module has one (`AndroidFileUpdater`, `StringsFileUpdater`,
/// `StringsDictFileUpdater`, `StringCatalogUpdater`): editing a file while keeping its bytes is
/// knowledge of its syntax.
public protocol InPlaceUpdating: Sendable {
    /// The file's new bytes, what happened to its entries, and what writing them reported.
    ///
    /// - Parameters:
    ///   - existing: The file as it is on disk.
    ///   - tables: The converted tables the file holds: one, or a String Catalog's languages.
    ///   - ours: The identities an earlier conversion wrote into the file (the manifest's record).
    /// - Throws: ``InPlaceUpdateError`` when the file cannot be updated; it is then left as it is.
    func update(_ existing: [UInt8], with tables: [StringTable], ours: Set<ResourceIdentity>) throws(InPlaceUpdateError)
        -> InPlaceUpdate
}

/// What updating a file in place gives.
public struct InPlaceUpdate: Sendable {
    /// The file's new bytes (the existing ones when nothing changes).
    public var bytes: [UInt8]
    /// What happened to its entries.
    public var outcome: UpdateOutcome
    /// What writing the converted entries reported.
    public var diagnostics: [Diagnostic]

    /// Creates an update.
    public init(bytes: [UInt8], outcome: UpdateOutcome, diagnostics: [Diagnostic] = []) {
        self.bytes = bytes
        self.outcome = outcome
        self.diagnostics = diagnostics
    }
}

/// Why an existing file cannot be updated in place (it has an error its platform rejects, it is
/// no document of its format); the file is left as it is.
public struct InPlaceUpdateError: Error, Sendable, CustomStringConvertible {
    /// What is wrong, for the user.
    public var message: String

    /// Creates an error.
    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}

/// Whether a converted entry means exactly what an existing one does, as the platform reads
/// both, so that the existing bytes stay as the user wrote them. By default
/// ``Entry/hasSameMeaning(as:)``; a conversion passes one that also sees through its own records.
public typealias SameMeaning = @Sendable (_ existing: Entry, _ converted: Entry) -> Bool
