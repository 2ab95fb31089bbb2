import OutputFiles
import AndroidResources
import AppleResources
import ConversionMetadata
import Foundation
import LocalizedStrings
@testable import ResourceConversion
import StringBridgeKit
import Testing
import TestSupport

/// Converts resources the way `stringbridge convert` does — convert, render with the
/// writers, write to a folder, read back with the readers — so that tests check what
/// lands on disk.
enum ConversionHarness {
    /// What one step produced: the folder written (removed when the step is released) and
    /// every diagnostic on the way.
    struct Step {
        var storage: TemporaryFolder
        var output: ConversionOutput
        var diagnostics: [Diagnostic]
        var folder: String { storage.url.path }
        var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
    }

    /// Converts tables (Android → `format`, or Apple → Android when `format` is nil) and
    /// writes the result into a new temporary folder, as `ConversionPipeline` renders and
    /// writes it.
    static func convert(_ tables: [StringTable], to format: AndroidToAppleConverter.OutputFormat?,
                        options: ConversionOptions = ConversionOptions()) throws -> Step {
        let output = format.map { AndroidToAppleConverter(options: options).convert(tables, to: $0) }
            ?? AppleToAndroidConverter(options: options).convert(tables)
        let storage = try TemporaryFolder(prefix: "stringbridge-conversion")
        let (files, diagnostics) = ConversionRenderer(outputFolder: storage.url.path, sourceLanguage: options.sourceLanguage)
            .files(for: output.tables)
        do {
            try FileOutput.write(files)
        } catch {
            Issue.record("\(error)")
        }
        return Step(storage: storage, output: output, diagnostics: output.diagnostics + diagnostics)
    }

    /// The tables under a folder, read as `convert` reads them, with the read diagnostics.
    static func readAndroid(_ paths: [String]) -> (tables: [StringTable], diagnostics: [Diagnostic]) {
        AndroidResourceTree.read(paths)
    }

    static func readApple(_ paths: [String]) -> (tables: [StringTable], diagnostics: [Diagnostic]) {
        AppleResourceTree.read(paths)
    }

    /// The tables without those of files that have read errors (what aapt2 or Foundation
    /// rejects is not converted).
    static func withoutRejectedFiles(_ read: (tables: [StringTable], diagnostics: [Diagnostic])) -> [StringTable] {
        let rejected = Set(read.diagnostics.filter { $0.severity == .error }.compactMap { $0.location?.path })
        return read.tables.filter { table in
            !rejected.contains(table.path) && !rejected.contains((table.path as NSString).deletingLastPathComponent)
        }
    }

    /// One resource's identity across files: locale, kind, name and product.
    struct Identity: Hashable, CustomStringConvertible {
        var locale: String
        var kind: String
        var key: String
        var product: String?
        var description: String { "\(locale.isEmpty ? "default" : locale) \(kind) \(key)" + (product.map { " [\($0)]" } ?? "") }
    }

    /// The entries of tables by identity, without locations; in Android tables of other
    /// configurations than a locale are left out (they are not converted).
    static func entries(of tables: [StringTable]) -> [Identity: Entry] {
        var entries: [Identity: Entry] = [:]
        for table in tables where table.qualifiers.isEmpty {
            for entry in table.entries {
                let identity = Identity(locale: table.locale?.identifier ?? "", kind: entry.value.kindName, key: entry.key,
                                        product: entry.product)
                if entries[identity] == nil { entries[identity] = entry.withoutLocation }
            }
        }
        return entries
    }

    /// An entry as compact JSON, with every field, property and form order.
    static func describe(_ entry: Entry?) -> String {
        entry.map { EntryCodec.encode($0).compactText } ?? "absent"
    }

    /// Records every resource that differs between two sets of tables.
    static func expectSameEntries(_ before: [StringTable], _ after: [StringTable], _ context: String,
                                  excludingLocales excluded: Set<String> = [],
                                  sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let first = entries(of: before).filter { !excluded.contains($0.key.locale) }
        let second = entries(of: after).filter { !excluded.contains($0.key.locale) }
        var differences: [String] = []
        for identity in Set(first.keys).union(second.keys).sorted(by: { $0.description < $1.description }) {
            if first[identity] != second[identity] {
                differences.append("\(identity):\n    before: \(describe(first[identity]))\n    after:  \(describe(second[identity]))")
            }
        }
        #expect(differences.isEmpty, "\(context): \(differences.count) of \(first.count) resources differ; first:\n\(differences.prefix(5).joined(separator: "\n"))",
                sourceLocation: sourceLocation)
    }
}
