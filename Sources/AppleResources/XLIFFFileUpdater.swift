import LocalizedStrings

/// Brings an existing XLIFF file of a Localization Catalog (or its `contents.json`) up to date
/// with an export (``InPlaceUpdating``), without losing what a translator or another tool put
/// there:
///
/// - each `<file>` the export writes gets the exported units; a unit an earlier export wrote
///   whose source is gone is removed, and a unit no export wrote (a translator's, another
///   tool's) stays;
/// - an exported unit with no translation keeps the target the file has for it when its
///   source is the same (a translation in progress in the catalog, not yet imported);
/// - `<file>` elements the export does not write (a storyboard's, from Xcode) stay as they are;
/// - the document is written whole, in Xcode's layout and order of files (as a String Catalog
///   is); unknown attributes and elements of units are kept.
///
/// A `contents.json` is written as the export says (it names the catalog's languages and tool).
public struct XLIFFFileUpdater: InPlaceUpdating {
    /// Creates an updater.
    public init() {}

    public func update(_ existing: [UInt8], with tables: [StringTable], ours: Set<ResourceIdentity>) throws(InPlaceUpdateError)
        -> InPlaceUpdate {
        if let contents = tables.lazy.compactMap({ $0.details[LocalizationCatalogContents.self] }).first {
            return InPlaceUpdate(bytes: contents.bytes, outcome: UpdateOutcome())
        }
        let read = XLIFFReader().read(bytes: existing, path: tables.first?.path ?? "")
        if let error = read.diagnostics.first(where: { $0.severity == .error }) {
            throw InPlaceUpdateError(error.message)
        }
        let ourIDs = Set(ours.map(\.name))
        var outcome = UpdateOutcome()
        var byOriginal: [String: StringTable] = [:]
        for file in read.tables {
            guard let original = file.details[XLIFFFileDetails.self]?.original else { continue }
            byOriginal[original] = file
        }
        let exportedOriginals = Set(tables.compactMap { $0.details[XLIFFFileDetails.self]?.original })
        for file in read.tables {
            guard let original = file.details[XLIFFFileDetails.self]?.original, !exportedOriginals.contains(original) else { continue }
            outcome.kept += file.entries.map { ResourceIdentity(appleKey: $0.key) }
        }
        for table in tables {
            guard let original = table.details[XLIFFFileDetails.self]?.original else { continue }
            byOriginal[original] = merged(table, into: byOriginal[original], ours: ourIDs, outcome: &outcome)
        }
        let files = XcodeXLIFF.sortedPaths(byOriginal.keys).compactMap { byOriginal[$0] }
        let document = XLIFFWriter().documentBytes(for: files)
        return InPlaceUpdate(bytes: document.bytes, outcome: outcome, diagnostics: document.diagnostics)
    }

    /// A file's exported units merged with those it has.
    private func merged(_ exported: StringTable, into existing: StringTable?, ours: Set<String>, outcome: inout UpdateOutcome) -> StringTable {
        guard let existing else {
            outcome.added += exported.entries.map { ResourceIdentity(appleKey: $0.key) }
            return exported
        }
        var units: [String: Entry] = [:]
        for unit in existing.entries { units[unit.key] = unit }
        var result = exported
        let exportedIDs = Set(exported.entries.map(\.key))
        for index in result.entries.indices {
            let unit = result.entries[index]
            let identity = ResourceIdentity(appleKey: unit.key)
            guard let before = units[unit.key] else {
                outcome.added.append(identity)
                continue
            }
            if unit.xliffTarget == nil, before.xliffTarget != nil, before.xliffSource == unit.xliffSource {
                result.entries[index] = before
            }
            if result.entries[index].withoutLocation == before.withoutLocation {
                outcome.unchanged.append(identity)
            } else {
                outcome.changed.append(identity)
            }
        }
        for unit in existing.entries where !exportedIDs.contains(unit.key) {
            if ours.contains(unit.key) {
                outcome.removed.append(ResourceIdentity(appleKey: unit.key))
            } else {
                outcome.kept.append(ResourceIdentity(appleKey: unit.key))
                result.entries.append(unit)
            }
        }
        return result
    }
}
