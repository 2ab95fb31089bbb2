import AppleResources
import Foundation
import LocalizedStrings
import ResourceConversion
import SystemSupport

/// The Apple form each table already has in the output folder, so that converting Android
/// resources into an Apple project writes every table in that form: a project whose
/// `Localizable` is a String Catalog and whose `InfoPlist` is `.lproj` tables gets both back so,
/// whether it asks for `--to apple` or `--to xcstrings` (Xcode refuses a catalog and `.lproj`
/// tables of one name in one target; a second form beside the first would be a second source
/// of the same strings). A table the folder does not hold takes the form asked for.
struct ExistingTableForms {
    /// The tables (bundle folder and name, `LinearMouse/UI/Main`) held as String Catalogs, and
    /// those held as `.lproj` tables, in the output folder.
    private var catalogs: Set<String> = []
    private var lprojTables: Set<String> = []
    private let outputFolder: String

    /// The forms of the tables in `outputFolder`.
    init(outputFolder: String) {
        self.outputFolder = outputFolder
        guard FileManager.default.fileExists(atPath: outputFolder) else { return }
        for path in AppleResourceTree.files(under: outputFolder) {
            let relative = String(path.dropFirst(outputFolder.count)).drop { $0 == "/" }
            guard let table = Self.table(ofPath: String(relative)) else { continue }
            if table.isCatalog { catalogs.insert(table.id) } else { lprojTables.insert(table.id) }
        }
    }

    /// Whether any table of the folder is held in the form other than `target`'s: only then
    /// is there a table to write in the other form.
    func holdsTables(otherThan target: AndroidToAppleConverter.OutputFormat) -> Bool {
        target == .lproj ? !catalogs.isEmpty : !lprojTables.isEmpty
    }

    /// Whether the folder holds the table of a converted file (relative to the output folder)
    /// in the file's form only (`sameForm`), or in the other form only.
    func holdsOnly(_ path: String, inItsForm sameForm: Bool) -> Bool {
        guard let table = Self.table(ofPath: path) else { return false }
        let (own, other) = table.isCatalog ? (catalogs, lprojTables) : (lprojTables, catalogs)
        return sameForm ? own.contains(table.id) && !other.contains(table.id) : other.contains(table.id) && !own.contains(table.id)
    }

    /// The table of an Apple file: its bundle folder and name, and whether it is a catalog;
    /// `nil` for a file that is neither a catalog nor a table in an `.lproj` folder.
    static func table(ofPath path: String) -> (id: String, isCatalog: Bool)? {
        let name = PathText.lastComponent(of: path)
        let folder = FilePaths.parent(of: path)
        let tableName = (name as NSString).deletingPathExtension
        switch (name as NSString).pathExtension {
        case "xcstrings":
            return (folder.isEmpty ? tableName : folder + "/" + tableName, true)
        case "strings", "stringsdict":
            guard folder.hasSuffix(".lproj") else { return nil }
            let bundle = FilePaths.parent(of: folder)
            return (bundle.isEmpty ? tableName : bundle + "/" + tableName, false)
        default:
            return nil
        }
    }

    /// Android tables converted so that each table is in the form the folder holds it in, and
    /// every other in `target`'s: both forms are converted, and each table taken from one.
    /// (Converting twice costs only projects that mix the forms, which are small ones: a
    /// catalog and a few `.lproj` tables.)
    func converted(_ sources: [StringTable], to target: AndroidToAppleConverter.OutputFormat,
                   converter: AndroidToAppleConverter) -> ConversionOutput {
        let asked = converter.convert(sources, to: target)
        let other = converter.convert(sources, to: target == .lproj ? .stringCatalog : .lproj)
        func isAsked(_ path: String) -> Bool { !holdsOnly(path, inItsForm: false) }
        func isKept(_ path: String) -> Bool { holdsOnly(path, inItsForm: true) }
        let kept = other.convertedTables.filter { isKept($0.table.path) }
        var output = asked
        output.convertedTables = asked.convertedTables.filter { isAsked($0.table.path) } + kept
        output.sharedBlocks = asked.sharedBlocks + other.sharedBlocks
        output.origins = asked.origins.filter { isAsked($0.key.path) }.merging(other.origins.filter { isKept($0.key.path) }) { first, _ in first }
        let reported = Set(asked.diagnostics)
        output.diagnostics += other.diagnostics.filter { !reported.contains($0) }
        let form = target == .lproj ? "a String Catalog" : ".lproj tables"
        for table in Set(kept.compactMap { Self.table(ofPath: $0.table.path)?.id }).sorted() {
            output.diagnostics.append(.note(ConversionDiagnosticID.tableFormKept, at: SourceLocation(path: outputFolder + "/" + table),
                                            "the table \(table) is written as \(form), the form the output folder holds it in, not beside it"))
        }
        return output
    }
}
