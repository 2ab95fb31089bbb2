import Foundation
import LocalizedStrings
import SystemSupport

/// Everything the rules look at, prepared once per run: the tables grouped into resource
/// sets, the readers' diagnostics routed to the rules that report them, the files' text for
/// placing findings, and the two platforms for the parity rules.
///
/// A context is immutable, apart from caches that fill on first use; rules may run on
/// several threads at once.
public final class LintContext: Sendable {
    /// The configuration of the run.
    public let configuration: LintConfiguration
    /// Every table read (ignored paths left out).
    public let tables: [StringTable]
    /// The tables grouped into sets of translations of the same keys.
    public let sets: [ResourceSet]
    /// The two platforms, when both were given.
    public let parity: ParityInput?
    /// Every file read, in path order.
    public let paths: [String]
    private let diagnosticsByRule: [String: [Diagnostic]]
    private let files: SourceFiles
    private let parityCache = ParityCache()
    /// Every translated entry with its source entry, computed once.
    let translationPairs: TranslationPairList
    /// The same, without Android variant folders.
    let translationPairsWithoutVariants: TranslationPairList
    /// Every translated entry (variant folders included) without a source entry of the same
    /// resource, in set, language and file order.
    public let unpairedEntries: [UnpairedEntry]
    /// How much of its source every translation translates, and what it lacks: computed once
    /// for `missing_translation` and the report's coverage figures.
    public let languageCoverage: [LanguageCoverage]

    /// Prepares a run.
    ///
    /// - Parameters:
    ///   - input: The tables and diagnostics read.
    ///   - configuration: The configuration.
    ///   - diagnosticOwners: Which rule reports each reader diagnostic identifier; the rest
    ///     go to `parse_error` (errors) and `parse_warning` (warnings); notes are dropped.
    public init(input: LintInput, configuration: LintConfiguration, diagnosticOwners: [String: String]) {
        self.configuration = configuration
        let ignoresPaths = !configuration.ignoredPaths.isEmpty
        let tables = ignoresPaths ? input.tables.filter { !configuration.ignores(path: $0.path) } : input.tables
        self.tables = tables
        var byRule: [String: [Diagnostic]] = [:]
        for diagnostic in input.diagnostics {
            if ignoresPaths, let path = diagnostic.location?.path, configuration.ignores(path: path) { continue }
            if let owner = diagnosticOwners[diagnostic.id] {
                byRule[owner, default: []].append(diagnostic)
            } else if diagnostic.severity == .error {
                byRule[ParseErrorRule.description.identifier, default: []].append(diagnostic)
            } else if diagnostic.severity == .warning {
                byRule[ParseWarningRule.description.identifier, default: []].append(diagnostic)
            }
        }
        diagnosticsByRule = byRule
        sets = ResourceSetBuilder.sets(from: tables, sourceLanguage: configuration.sourceLanguage)
        if let parity = input.parity, ignoresPaths {
            self.parity = ParityInput(android: parity.android.filter { !configuration.ignores(path: $0.path) },
                                      apple: parity.apple.filter { !configuration.ignores(path: $0.path) })
        } else {
            self.parity = input.parity
        }
        var paths = Set(tables.map(\.path))
        for diagnostic in input.diagnostics {
            if let path = diagnostic.location?.path, !(ignoresPaths && configuration.ignores(path: path)),
               AppleOrAndroidFile.isResourceFile(path) {
                paths.insert(path)
            }
        }
        self.paths = paths.sorted()
        files = SourceFiles(tables: tables)
        // Language by language on all cores (one res folder can hold hundreds), in set order.
        let languages = sets.flatMap { set in
            set.source.map { source in (set.translations + set.variants).map { (source: source, translation: $0) } } ?? []
        }
        let perLanguage = languages.concurrentMap { source, resources
            -> (pairs: TranslationPairList, unpaired: [UnpairedEntry], isVariant: Bool) in
            var pairs = TranslationPairList()
            var unpaired: [UnpairedEntry] = []
            pairs.reserveCapacity(resources.entries.count)
            for entry in resources.entries {
                guard let found = source[entry.key] else {
                    unpaired.append(UnpairedEntry(resources: resources, entry: entry, sourceResources: source, source: nil))
                    continue
                }
                if !entry.isSameResource(as: found) {
                    unpaired.append(UnpairedEntry(resources: resources, entry: entry, sourceResources: source, source: found))
                }
                let sourceEntry = source.variant(of: found, product: entry.entry.product)
                guard entry.isSameResource(as: sourceEntry) else { continue }
                pairs.append(TranslationPair(resources: resources, entry: entry, source: sourceEntry))
            }
            return (pairs, unpaired, !resources.qualifiers.isEmpty || resources.locale == nil)
        }
        unpairedEntries = perLanguage.flatMap(\.unpaired)
        var all = TranslationPairList()
        var withoutVariants = TranslationPairList()
        for language in perLanguage {
            all.append(contentsOf: language.pairs)
            if !language.isVariant { withoutVariants.append(contentsOf: language.pairs) }
        }
        translationPairs = all
        translationPairsWithoutVariants = withoutVariants
        languageCoverage = Coverage.languageCoverage(of: sets, configuration: configuration)
    }

    /// The two platforms compared key by key (empty when they were not both given).
    public var parityComparison: ParityComparison {
        parityCache.value {
            guard let parity else { return ParityComparison(items: [], loneLanguages: []) }
            return ParityComparison.compare(parity, sourceLanguage: configuration.sourceLanguage)
        }
    }

    // MARK: - Reader diagnostics

    /// The readers' diagnostics that a rule reports.
    public func readerDiagnostics(for rule: RuleDescription) -> [Diagnostic] {
        diagnosticsByRule[rule.identifier] ?? []
    }

    /// A reader's diagnostic as a violation, with the key and language of the entry it is in
    /// (the last entry of its file that starts at or before it), so that reports and baselines
    /// see them as they see the rules' own findings.
    public func violation(for diagnostic: Diagnostic, message: String? = nil) -> Violation {
        let location = diagnostic.location ?? SourceLocation(path: "")
        var key: String?
        var language: String?
        if location.line > 0 {
            search: for set in sets {
                for resources in set.all where resources.paths.contains(location.path) {
                    language = resources.language
                    key = resources.entries.last { $0.path == location.path && $0.location.line <= location.line }?.key
                    break search
                }
            }
        }
        return Violation(location: location, message: message ?? diagnostic.message, key: key, language: language)
    }

    /// The readers' diagnostics that a rule reports, each as a violation with the reader's
    /// message (``violation(for:message:)``).
    public func readerViolations(for rule: RuleDescription) -> [Violation] {
        readerDiagnostics(for: rule).map { violation(for: $0) }
    }

    // MARK: - Files and positions

    /// A file's text, read on first use; `nil` when it cannot be read (or is a folder).
    public func file(_ path: String) -> SourceFile? {
        files.file(path)
    }

    /// A location with a real line and column: the first file of a folder, line 1 for a whole
    /// file, the first non-space character for an unknown column.
    public func resolved(_ location: SourceLocation) -> SourceLocation {
        if location.line >= 1 && location.column >= 1 { return location }
        // A link (one not followed, say) is reported where it is, not inside what it leads to.
        if (try? FileManager.default.destinationOfSymbolicLink(atPath: location.path)) != nil {
            return SourceLocation(path: location.path, line: 1, column: 1)
        }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: location.path, isDirectory: &isDirectory), isDirectory.boolValue {
            let first = paths.first { $0.hasPrefix(location.path + "/") }
                ?? ((try? FileManager.default.contentsOfDirectory(atPath: location.path)) ?? []).sorted().first
                    .map { (location.path as NSString).appendingPathComponent($0) }
            return SourceLocation(path: first ?? location.path, line: 1, column: 1)
        }
        guard let file = file(location.path) else {
            return SourceLocation(path: location.path, line: max(1, location.line), column: max(1, location.column))
        }
        return file.resolved(location)
    }

    /// Where an entry starts.
    public func location(of entry: LocatedEntry) -> SourceLocation {
        resolved(entry.location)
    }

    /// Where a piece of an entry is written: just after its anchors (`quantity="few">`, the
    /// catalog's `"value" : `, the `.strings` `= `), or the entry's start for a whole Android
    /// string and when the anchors cannot be found.
    public func location(of piece: TextPiece, in entry: LocatedEntry) -> SourceLocation {
        guard let file = file(entry.path), let start = file.offset(of: entry.location) else { return location(of: entry) }
        let end = files.entryEnd(after: start, in: file)
        guard !TextLocator.anchors(for: piece.role, format: entry.format).isEmpty,
              let anchored = anchoredOffset(piece, entry: entry, file: file, start: start, end: end) else {
            return location(of: entry)
        }
        // The text starts after the anchor's `>`, `=` or ` : `.
        var offset = anchored.next
        while offset < end, [0x20, 0x09, UInt8(ascii: ":"), UInt8(ascii: ">")].contains(file.bytes[offset]) { offset += 1 }
        return file.location(ofByte: offset)
    }

    /// Where text inside a piece is written, with its byte range: the `occurrence`-th time
    /// (0-based) it appears after the piece's anchors and before the next entry.
    ///
    /// - Returns: `nil` when the text is not written as it reads (an escape inside it).
    public func find(_ text: String, in piece: TextPiece, of entry: LocatedEntry,
                     occurrence: Int = 0) -> (location: SourceLocation, range: Range<Int>)? {
        guard !text.isEmpty, let file = file(entry.path), let start = file.offset(of: entry.location) else { return nil }
        let end = files.entryEnd(after: start, in: file)
        guard let anchored = anchoredOffset(piece, entry: entry, file: file, start: start, end: end) else { return nil }
        for spelling in TextLocator.spellings(of: text, format: entry.format) {
            let needle = Array(spelling.utf8)
            var from = anchored.next
            var found: Int?
            for _ in 0...occurrence {
                guard let match = file.find(needle, from: from, limit: end) else {
                    found = nil
                    break
                }
                found = match
                from = match + needle.count
            }
            if let found { return (file.location(ofByte: found), found..<(found + needle.count)) }
        }
        return nil
    }

    /// Where text inside a piece is written, or the piece's position when it cannot be found.
    public func location(of text: String, in piece: TextPiece, of entry: LocatedEntry, occurrence: Int = 0) -> SourceLocation {
        find(text, in: piece, of: entry, occurrence: occurrence)?.location ?? location(of: piece, in: entry)
    }

    /// After the anchors: the offset of the last anchor and the offset just past it.
    private func anchoredOffset(_ piece: TextPiece, entry: LocatedEntry, file: SourceFile, start: Int,
                                end: Int) -> (last: Int, next: Int)? {
        var offset = start
        var last = start
        for anchor in TextLocator.anchors(for: piece.role, format: entry.format) {
            let needle = Array(anchor.utf8)
            guard let match = file.find(needle, from: offset, limit: end) else { return nil }
            last = match
            offset = match + needle.count
        }
        return (last, offset)
    }
}

/// Which paths name resource files (for counting the files of a run).
enum AppleOrAndroidFile {
    static func isResourceFile(_ path: String) -> Bool {
        path.hasSuffix(".xml") || path.hasSuffix(".strings") || path.hasSuffix(".stringsdict") || path.hasSuffix(".xcstrings")
    }
}

/// The parity comparison of a run, computed once when a rule or report first asks.
final class ParityCache: Sendable {
    private let comparison = Locked<ParityComparison?>(nil)

    /// The comparison, computed under the lock the first time, so that it is computed once.
    func value(_ compute: () -> ParityComparison) -> ParityComparison {
        comparison.withLock { comparison in
            if let comparison { return comparison }
            let computed = compute()
            comparison = computed
            return computed
        }
    }
}
