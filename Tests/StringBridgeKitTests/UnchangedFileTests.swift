import Foundation
import LocalizedStrings
import AppleResources
import ResourceConversion
@testable import StringBridgeKit
import SystemSupport
import Testing
import TestSupport

/// Converting again into an output that holds exactly what the conversion writes finds each
/// `.strings`, `.stringsdict` and `.xcstrings` file unchanged without editing it in place; what
/// it plans must be what the in-place update plans for that file.
@Suite("Files the conversion would write as they are")
struct UnchangedFileTests {
    /// Android projects with plurals, arrays and gaps to fill.
    static let projects = ["Fixtures/Sample/res", "Fixtures/Runtime/Recipes/res", "Sources/RentalROI/Resources/res"]

    @Test("A file that is what the conversion writes is planned as updating it in place plans it: its bytes, every entry unchanged",
          arguments: projects)
    func plannedAsTheInPlaceUpdate(_ source: String) throws {
        let res = Fixtures.repositoryRoot.path + "/" + source
        let folder = try TemporaryFolder()
        let write = ConversionRequest(paths: [res], target: .lproj, outputFolder: folder.path("ios"))
        _ = try ConversionPipeline().run(write)
        let rerun = try ConversionPipeline().run(ConversionRequest(paths: [res], target: .lproj, outputFolder: folder.path("ios"), mode: .dryRun,
                                                                   keepsContents: true))

        let tables = ResourceDiscovery.read([res]).tables.filter { $0.format == .android }
        let converted = AndroidToAppleConverter(options: write.options).convert(tables, to: .lproj).convertedTables
        #expect(converted.count >= 2)
        if source == "Fixtures/Sample/res" {
            #expect(converted.contains { !$0.shared.isEmpty }, "the sample fills gaps: shared blocks are planned too")
        }
        for table in converted.map(\.materialized) {
            let path = folder.path("ios/" + table.path)
            let existing = try #require(FileBytes.read(atPath: path))
            let updater: any InPlaceUpdating = table.format == .strings ? StringsFileUpdater() : StringsDictFileUpdater()
            let expected = try updater.update(existing, with: [table], ours: Set(table.entries.map { ResourceIdentity(appleKey: $0.key) }))
            let planned = try #require(rerun.updates.first { $0.path == path }, "\(path) is planned")
            // What was added or left unchanged is a set (files with the same entries share one).
            #expect(Set(planned.outcome.unchanged) == Set(expected.outcome.unchanged), "\(table.path)")
            #expect(planned.outcome.added.isEmpty && expected.outcome.added.isEmpty, "\(table.path)")
            #expect(planned.outcome.changed == expected.outcome.changed && planned.outcome.removed == expected.outcome.removed
                && planned.outcome.kept == expected.outcome.kept, "\(table.path)")
            #expect(planned.outcome.unchanged.count == table.entries.count, "\(table.path)")
            #expect(planned.contents == nil, "an unchanged file's content is not kept")
            #expect(existing == expected.bytes, "\(table.path)")
            #expect(!planned.isChange)
        }
    }
    @Test("A catalog that is what the conversion writes is planned as updating it in place plans it, its records kept",
          arguments: projects)
    func catalogPlannedAsTheInPlaceUpdate(_ source: String) throws {
        let res = Fixtures.repositoryRoot.path + "/" + source
        let folder = try TemporaryFolder()
        let write = ConversionRequest(paths: [res], target: .stringCatalog, outputFolder: folder.path("ios"))
        let first = try ConversionPipeline().run(write)
        let catalogPath = try #require(first.written.first { $0.hasSuffix(".xcstrings") })
        let manifestPath = folder.path("ios/" + ConversionManifest.fileName)
        let (existing, manifest) = (try #require(FileBytes.read(atPath: catalogPath)), try #require(FileBytes.read(atPath: manifestPath)))
        let records = ConversionManifest.read(in: folder.path("ios")).manifest.files.values.compactMap(\.records).first
        #expect(records?.byKey.isEmpty == false, "the catalog's records are set apart")

        let rerun = try ConversionPipeline().run(write)
        #expect(rerun.written.isEmpty)
        #expect(FileBytes.read(atPath: catalogPath) == existing)
        #expect(FileBytes.read(atPath: manifestPath) == manifest, "the records are what they were")
        let planned = try #require(rerun.updates.first { $0.path == catalogPath })
        #expect(!planned.isChange)

        let tables = ResourceDiscovery.read([res]).tables.filter { $0.format == .android }
        let converted = AndroidToAppleConverter(options: write.options).convert(tables, to: .stringCatalog).convertedTables.map(\.materialized)
        let ours = Set(converted.flatMap(\.entries).map { ResourceIdentity(appleKey: $0.key) })
        let expected = try StringCatalogUpdater(sourceLanguage: write.options.sourceLanguage, records: records)
            .updateSettingRecordsApart(existing, with: converted, ours: ours)
        // Updating the file in place would give the file itself, and the same records.
        #expect(expected.0.bytes == existing)
        #expect(expected.1?.byKey == records?.byKey)
        // Every key is unchanged. (The in-place update calls a plural key changed although
        // its bytes are not: it compares the plural as read with the one converted.)
        #expect(Set(planned.outcome.unchanged) == ours)
        #expect(Set(expected.0.outcome.unchanged).isSubset(of: ours))
        #expect(planned.outcome.added.isEmpty && expected.0.outcome.added.isEmpty)
        #expect(planned.outcome.changed.isEmpty && planned.outcome.removed.isEmpty && expected.0.outcome.removed.isEmpty)
    }
}
