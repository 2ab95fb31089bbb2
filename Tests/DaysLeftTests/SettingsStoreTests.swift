import AppSupport
@testable import DaysLeft
import Foundation
import Testing
import TestSupport

@Suite("DaysLeftSettingsStore")
struct SettingsStoreTests {
    static let defaults = DaysLeftSettings.firstRun(today: day("2024-12-13"), title: "Christmas")
    static let advent = DaysLeftSettings(start: day("2024-12-01"), end: day("2024-12-24"), title: "Advent", weekdaysOnly: true)

    /// Records the changes a store reports.
    final class Recorder {
        var changes: [SettingsChange] = []
        var observation: SettingsObservation?

        init(_ store: DaysLeftSettingsStore) {
            observation = store.observe { [unowned self] in changes.append($0) }
        }
    }

    @Test("The first start saves the defaults under the original's keys, and the next start reads them back")
    func firstRun() {
        let local = InMemoryKeyValueStore()
        let store = DaysLeftSettingsStore(local: local, firstRun: Self.defaults)
        #expect(store.settings == Self.defaults)
        #expect(local.values == ["start": "2024-12-13", "end": "2024-12-25", "title": "Christmas", "weekdaysOnly": "false", "firstRun": "1"])
        local.set("2025-01-01", forKey: "end")
        let reopened = DaysLeftSettingsStore(local: local, firstRun: Self.defaults)
        #expect(reopened.settings.end == day("2025-01-01"))
        #expect(reopened.warnings.isEmpty)
    }

    @Test("A first start on a new device takes the settings another device shared")
    func firstRunOnASecondDevice() {
        let shared = InMemoryKeyValueStore()
        _ = DaysLeftSettingsStore(local: InMemoryKeyValueStore(), shared: shared, firstRun: Self.advent)
        let local = InMemoryKeyValueStore()
        let store = DaysLeftSettingsStore(local: local, shared: shared, firstRun: Self.defaults)
        #expect(store.settings == Self.advent)
        #expect(local.values["title"] == "Advent")
        #expect(shared.values["title"] == "Advent")
    }

    @Test("Saving writes this device's store and the shared one, and tells observers which keys changed")
    func saveNotifies() {
        let local = InMemoryKeyValueStore()
        let shared = InMemoryKeyValueStore()
        let store = DaysLeftSettingsStore(local: local, shared: shared, firstRun: Self.defaults)
        let recorder = Recorder(store)
        var renamed = Self.defaults
        renamed.title = "Holidays"
        store.save(renamed)
        #expect(store.settings == renamed)
        #expect(local.values["title"] == "Holidays" && shared.values["title"] == "Holidays")
        #expect(recorder.changes == [SettingsChange(settings: renamed, keys: ["title"], origin: .thisDevice)])
        store.save(renamed)
        #expect(recorder.changes.count == 1, "saving the same settings again changes nothing")
    }

    @Test("A change another device shared is copied here and reported as from the other device")
    func sharedChangeIsCopied() {
        let shared = InMemoryKeyValueStore()
        let phone = DaysLeftSettingsStore(local: InMemoryKeyValueStore(), shared: shared, firstRun: Self.defaults)
        let tabletLocal = InMemoryKeyValueStore()
        let tablet = DaysLeftSettingsStore(local: tabletLocal, shared: shared, firstRun: Self.defaults)
        let recorder = Recorder(tablet)
        phone.save(Self.advent)
        #expect(tablet.settings == Self.defaults, "nothing changes before the shared store says so")
        tablet.sharedStoreDidChange(keys: ["start", "end", "title", "weekdaysOnly", "somethingElse"])
        #expect(tablet.settings == Self.advent)
        #expect(tabletLocal.values["start"] == "2024-12-01")
        #expect(recorder.changes == [SettingsChange(settings: Self.advent, keys: ["end", "start", "title", "weekdaysOnly"], origin: .otherDevice)])
        tablet.sharedStoreDidChange(keys: ["title"])
        #expect(recorder.changes.count == 1, "a key whose value is already here is no change")
    }

    @Test("A cancelled or released observation is no longer told")
    func observationEnds() {
        let store = DaysLeftSettingsStore(local: InMemoryKeyValueStore(), firstRun: Self.defaults)
        var told = 0
        let observation = store.observe { _ in told += 1 }
        var released: SettingsObservation? = store.observe { _ in told += 10 }
        store.save(Self.advent)
        observation.cancel()
        released = nil
        store.save(Self.defaults)
        #expect(told == 11)
        #expect(released == nil)
    }

    @Test("A stored value that cannot be read gives the default and a warning")
    func unreadableValue() {
        let local = InMemoryKeyValueStore(["firstRun": "1", "start": "13/12/2024", "end": "2024-12-25", "title": "X", "weekdaysOnly": "yes"])
        let store = DaysLeftSettingsStore(local: local, firstRun: Self.defaults)
        #expect(store.settings == DaysLeftSettings(start: Self.defaults.start, end: day("2024-12-25"), title: "X", weekdaysOnly: false))
        #expect(store.warnings.count == 2)
    }

    @Test("Settings kept in a file survive a restart; a first start from a missing file says so")
    func fileStore() throws {
        let folder = try TemporaryFolder(prefix: "daysleft-tests")
        let path = folder.path("settings.json")
        let first = DaysLeftSettingsStore(local: FileKeyValueStore(path: path), firstRun: Self.defaults)
        #expect(first.warnings == [.missingFile(path: path)])
        first.save(Self.advent)
        let second = DaysLeftSettingsStore(local: FileKeyValueStore(path: path), firstRun: Self.defaults)
        #expect(second.settings == Self.advent)
        #expect(second.warnings.isEmpty)
    }

    @Test("A change that cannot be written is kept in memory, with a warning")
    func failedSave() throws {
        let folder = try TemporaryFolder(prefix: "daysleft-tests")
        try Data().write(to: folder.url("not-a-folder"))
        let store = DaysLeftSettingsStore(local: FileKeyValueStore(path: folder.path("not-a-folder/settings.json")),
                                          firstRun: Self.defaults)
        store.save(Self.advent)
        #expect(store.settings == Self.advent)
        #expect(store.warnings.contains { if case .saveFailed = $0 { true } else { false } })
    }
}
