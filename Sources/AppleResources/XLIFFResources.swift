import Foundation
import LocalizedStrings
import SystemSupport

/// The Apple tables of an XLIFF file, as every command reads one (a bare `.xliff` file, or the
/// XLIFF file of a Localization Catalog): ``XLIFFReader`` reads its units and
/// ``XcodeXLIFFImport`` makes them the tables of the project's files, named where their
/// translations go (``XLIFFTablePath``). In a Localization Catalog, every `<file>` must have
/// the catalog's `targetLocale` (`contents.json`), and the development language's files in
/// `Source Contents` give what the units do not say (a `.stringsdict` variable's value type, a
/// substitution's argument).
public enum XLIFFResources {
    /// Reads an XLIFF file into Apple tables.
    public static func read(fileAt path: String) -> (tables: [StringTable], diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let catalog = LocalizationCatalog.catalogFolder(ofXLIFF: path)
        var expectedLanguage: String?
        if let catalog {
            let contentsPath = (catalog as NSString).appendingPathComponent(LocalizationCatalog.contentsFileName)
            if case .success(let bytes) = FileBytes.contents(atPath: contentsPath) {
                if let contents = LocalizationCatalogContents(bytes: bytes) {
                    expectedLanguage = contents.targetLocale
                } else {
                    diagnostics.append(.warning(AppleDiagnosticID.malformedXLIFF, at: SourceLocation(path: contentsPath, line: 1),
                                                "this contents.json names no targetLocale; the XLIFF file's languages are not checked against it"))
                }
            }
        }
        let read = XLIFFReader(expectedTargetLanguage: expectedLanguage).read(fileAt: path)
        diagnostics += read.diagnostics
        let imported = XcodeXLIFFImport().tables(of: read.tables, document: path) { original in
            guard let catalog else { return [] }
            let kept = (catalog as NSString).appendingPathComponent(LocalizationCatalog.sourceContents + "/" + original)
            guard SafeRelativePath.isInside(original), original.hasSuffix(".stringsdict") || original.hasSuffix(".xcstrings"),
                  FileManager.default.fileExists(atPath: kept) else { return [] }
            // Only the value types are read from it: a catalog's records (in a manifest) are not.
            if original.hasSuffix(".xcstrings"), case .success(let bytes) = FileBytes.contents(atPath: kept) {
                return StringCatalogReader().read(bytes: bytes, path: kept).tables
            }
            return AppleResourceTree.read(fileAt: kept).tables
        }
        return (imported.tables, diagnostics + imported.diagnostics)
    }
}

/// Whether a relative path from a file (an XLIFF `original`) stays inside the folder it is read
/// against: no `..`, no absolute path.
enum SafeRelativePath {
    static func isInside(_ path: String) -> Bool {
        !path.hasPrefix("/") && !path.split(separator: "/", omittingEmptySubsequences: false).contains { $0 == ".." }
    }
}
