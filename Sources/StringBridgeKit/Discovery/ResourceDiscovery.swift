import AndroidResources
import AppleResources
import Foundation
import Localization
import LocalizedStrings
import ResourceConversion
import SystemSupport

/// Finds and reads the string resources named on a command line, in whichever format they
/// are, the same way for every command: Android values XML (files, `values*` folders, `res`
/// folders) and Apple `.strings`, `.stringsdict` and `.xcstrings` (files, `.lproj` folders,
/// project folders). A folder is searched for both, at any depth.
public enum ResourceDiscovery {
    /// Every table under the paths, Android and Apple, with every reader diagnostic.
    ///
    /// Tables come folder by folder, then by file name, as each tree lists them (`values/`
    /// before `values-fr/`), so that output is in a stable order.
    ///
    /// - Parameters:
    ///   - paths: Files or folders, as the user named them.
    ///   - dialect: The dialect every Android file is read in (`--android-dialect`), or `nil`
    ///     for the one its place gives (``AndroidDialect/detected(forPath:)``).
    public static func read(_ paths: [String], dialect: AndroidDialect? = nil) -> (tables: [StringTable], diagnostics: [Diagnostic]) {
        var tables: [StringTable] = []
        let diagnostics = forEachTable(in: paths, dialect: dialect, window: Int.max, render: { $0 }, consume: { tables.append($0) })
        return (tables, diagnostics)
    }

    /// Reads the paths as ``read(_:)`` does, a few files at a time on all cores, and hands
    /// what `render` makes of each table to `consume`, in the order of ``read(_:)``'s tables,
    /// without holding them all: a dump prints a large tree this way in a fraction of the
    /// memory.
    ///
    /// - Parameters:
    ///   - paths: Files or folders, as the user named them.
    ///   - dialect: As for ``read(_:dialect:)``.
    ///   - window: How many files may be read ahead of the one `consume` waits for.
    ///   - render: What is made of each table, on any thread.
    ///   - consume: Receives the rendered tables in order, on the calling thread.
    /// - Returns: The diagnostics, in ``read(_:)``'s order.
    public static func forEachTable<Rendered: Sendable>(in paths: [String], dialect: AndroidDialect? = nil, window: Int = 16,
                                                        render: @Sendable (StringTable) -> Rendered,
                                                        consume: (Rendered) -> Void) -> [Diagnostic] {
        forEachTable(of: ResourceReadPlan(paths: paths, dialect: dialect), window: window, render: { table, _ in render(table) }, consume: consume)
    }

    /// Reads the paths as ``read(_:dialect:)`` does, giving the Android tables of the locales
    /// that can wait (``DeferredTables/deferrableLocales(among:)``) without their entries, and
    /// what a conversion to `.lproj` must know of them before it reads them again.
    static func readDeferringLocales(_ paths: [String], dialect: AndroidDialect? = nil)
        -> (tables: [StringTable], diagnostics: [Diagnostic], deferred: DeferredTables) {
        let plan = ResourceReadPlan(paths: paths, dialect: dialect)
        let locales = plan.sources.compactMap { source -> LanguageTag? in
            guard case .android(let file) = source, file.configuration.qualifiers.isEmpty else { return nil }
            return file.configuration.locale
        }
        let deferrable = DeferredTables.deferrableLocales(among: locales)
        var tables: [StringTable] = []
        var deferred = DeferredTables()
        var names: Set<String> = []
        let diagnostics = forEachTable(of: plan, window: Int.max, render: { table, source -> (StringTable, DeferredTables.Deferred?) in
            guard case .android(let file) = source, let locale = table.locale, deferrable.contains(locale),
                  let (shell, kept) = DeferredTables.deferring(table, file: file) else { return (table, nil) }
            return (shell, kept)
        }, consume: { table, kept in
            if let kept {
                deferred.add(kept, sharingNamesWith: &names)
            } else if table.format == .android {
                for entry in table.entries { names.insert(entry.key) }
            }
            tables.append(table)
        })
        return (tables, diagnostics, deferred)
    }

    /// ``forEachTable(in:dialect:window:render:consume:)`` of a plan made, `render` given
    /// each table with the file it was read from.
    private static func forEachTable<Rendered: Sendable>(of plan: ResourceReadPlan, window: Int,
                                                         render: @Sendable (StringTable, ResourceReadPlan.Source) -> Rendered,
                                                         consume: (Rendered) -> Void) -> [Diagnostic] {
        // Where each file that a folder check needs goes: its folder's check, and its place there.
        var checkOf: [Int: (part: Int, folder: Int, place: Int)] = [:]
        var pendingChecks: [[[(table: StringTable, names: ValuesFileNames)?]]] = plan.parts.map {
            $0.foldersToCheck.map { Array(repeating: nil, count: $0.count) }
        }
        for (partIndex, part) in plan.parts.enumerated() {
            for (folderIndex, folder) in part.foldersToCheck.enumerated() {
                for (place, source) in folder.enumerated() { checkOf[source] = (partIndex, folderIndex, place) }
            }
        }
        var folderChecks: [[[Diagnostic]]] = plan.parts.map { Array(repeating: [], count: $0.foldersToCheck.count) }
        var reading: [[Diagnostic]] = []
        reading.reserveCapacity(plan.sources.count)
        let work = plan.sources.enumerated().map { (source: $0.element, isChecked: checkOf[$0.offset] != nil) }
        work.concurrentMap(window: window, { source, isChecked in
            let (tables, diagnostics, names) = ResourceReadPlan.read(source)
            let checked = isChecked ? tables.first.flatMap { table in names.map { (table: table, names: $0) } } : nil
            return (rendered: tables.map { render($0, source) }, diagnostics: diagnostics, checked: checked)
        }, inOrder: { result in
            for rendered in result.rendered { consume(rendered) }
            let source = reading.count
            reading.append(result.diagnostics)
            // A folder is checked as soon as its last file is read; its tables are then let go.
            guard let check = checkOf[source], let checked = result.checked else { return }
            pendingChecks[check.part][check.folder][check.place] = checked
            let files = pendingChecks[check.part][check.folder].compactMap { $0 }
            guard files.count == pendingChecks[check.part][check.folder].count else { return }
            folderChecks[check.part][check.folder] = AndroidResourceTree.duplicateDiagnostics(inFolder: files.map(\.table),
                                                                                              names: files.map(\.names))
            pendingChecks[check.part][check.folder] = []
        })
        return plan.diagnostics(reading: reading, folderChecks: folderChecks)
    }

    /// The resources at a path for the runtime (``Localizer``), found as ``read(_:)`` finds
    /// them: an Android `res` folder, a folder of `.lproj` folders and catalogs, or one
    /// catalog, where the path names one such thing directly; otherwise (a project folder with
    /// resources deeper inside, several `res` folders) every table found under it.
    ///
    /// - Returns: The resources, and the diagnostics of reading them when they had to be read
    ///   here (a localizer reports its own otherwise).
    /// - Throws: ``LocalizerError`` when nothing is there or no string resource is found.
    ///
    /// - Parameters:
    ///   - path: The folder or file.
    ///   - dialect: As for ``read(_:dialect:)``; given, the resources are always read here.
    public static func localizationResources(at path: String, dialect: AndroidDialect? = nil) throws(LocalizerError)
        -> (resources: LocalizationResources, diagnostics: [Diagnostic]) {
        if dialect == nil, let direct = try? LocalizationResources.detect(at: path) { return (direct, []) }
        guard FileManager.default.fileExists(atPath: path) else { throw .resourcesNotFound(path: path) }
        let (tables, diagnostics) = read([path], dialect: dialect)
        guard !tables.isEmpty else { throw .unrecognizedResources(path: path) }
        return (.tables(tables), diagnostics)
    }
}

extension Array {
    /// Sorted by `areInIncreasingOrder`, keeping the order of equal elements.
    func sortedStably(by areInIncreasingOrder: (Element, Element) -> Bool) -> [Element] {
        enumerated().sorted { lhs, rhs in
            if areInIncreasingOrder(lhs.element, rhs.element) { return true }
            if areInIncreasingOrder(rhs.element, lhs.element) { return false }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }
}
