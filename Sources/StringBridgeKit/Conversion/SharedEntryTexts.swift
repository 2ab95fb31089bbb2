import AppleResources
import LocalizedStrings
import ResourceConversion
import SystemSupport

/// The text of each block of entries that output tables share (``SharedEntries``), written
/// once for all the files that hold it: a gap fill is the same lines in every `.lproj` table
/// that lacks its key, so there are about as many blocks as keys, not keys times locales.
///
/// A block whose writing reports anything (a comment holding `*/`, a value its file cannot
/// hold) has no text here: a file holding it is written whole, so that the report names that
/// file, as writing it whole always did.
final class SharedEntryTexts: Sendable {
    private let texts: [ObjectIdentifier: [UInt8]]
    /// The blocks written, kept alive: an identifier names its block only while the block lives.
    private let blocks: [SharedEntries]

    /// The texts of `blocks` (each once), written on all cores.
    init(_ blocks: [SharedEntries]) {
        let written = blocks.concurrentMap(Self.quietText(of:))
        var texts: [ObjectIdentifier: [UInt8]] = [:]
        texts.reserveCapacity(blocks.count)
        for (block, text) in zip(blocks, written) {
            if let text { texts[ObjectIdentifier(block)] = text }
        }
        self.texts = texts
        self.blocks = blocks
    }

    /// The texts of the table's shared blocks in order (those of blocks not given to the
    /// initializer written now), or `nil` when the table is to be written whole (a block's
    /// writing reports something, or the file's syntax is not the one texts have).
    func texts(of table: TableWithSharedEntries) -> [[UInt8]]? {
        guard Self.canShareText(table.table) else { return nil }
        var found: [[UInt8]] = []
        found.reserveCapacity(table.shared.count)
        for block in table.shared {
            // A block of one table alone (a fill that holds a reference) is written here.
            guard let text = texts[ObjectIdentifier(block)] ?? Self.quietText(of: block) else { return nil }
            found.append(text)
        }
        return found
    }

    /// The block's text, or `nil` when writing it reports anything or its format has no shared texts.
    private static func quietText(of block: SharedEntries) -> [UInt8]? {
        guard let fragment = fragment(of: block), fragment.diagnostics.isEmpty else { return nil }
        return fragment.bytes
    }

    /// The block's text as its format's writer writes it, or `nil` for a format without shared texts.
    private static func fragment(of block: SharedEntries) -> (bytes: [UInt8], diagnostics: [Diagnostic])? {
        switch block.format {
        case .strings: StringsFileWriter().fragment(for: block.entries, path: "")
        case .stringsdict: StringsDictWriter().fragment(for: block.entries, path: "")
        default: nil
        }
    }

    /// Whether a table's file can take shared texts: a `.stringsdict`, or a `.strings` file in
    /// the old-style syntax (the one ``StringsFileWriter/fragment(for:path:)`` writes).
    private static func canShareText(_ table: StringTable) -> Bool {
        switch table.format {
        case .stringsdict: true
        case .strings: table.stringsFileDetails.syntax != .xml
        default: false
        }
    }
}
