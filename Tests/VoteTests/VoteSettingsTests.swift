import AppSupport
import Testing
import TestSupport
@testable import Vote

@Suite("VoteSettings and their storage")
struct VoteSettingsTests {
    @Test("The defaults are counts and at most 5 options, the stepper's range 2…5")
    func defaults() {
        #expect(VoteSettings() == VoteSettings(resultsAsPercent: false, maximumOptions: 5))
        #expect(VoteSettings.optionLimits == 2...5)
    }

    @Test("The maximum is clamped to 2…5, as the stepper clamps its value")
    func clamping() {
        #expect(VoteSettings(maximumOptions: 9).maximumOptions == 5)
        #expect(VoteSettings(maximumOptions: 1).maximumOptions == 2)
        var settings = VoteSettings(maximumOptions: 2)
        settings.maximumOptions -= 1
        #expect(settings.maximumOptions == 2)
    }

    @Test("Settings are saved under the original's keys and read back")
    func roundTripInMemory() {
        let store = InMemoryKeyValueStore()
        let storage = VoteSettingsStorage(store: store)
        let settings = VoteSettings(resultsAsPercent: true, maximumOptions: 3)
        #expect(throws: Never.self) { try storage.save(settings) }
        #expect(store.values == ["ResultsAsPercent": "true", "MaximumChoices": "3"])
        let loaded = storage.load()
        #expect(loaded.settings == settings)
        #expect(loaded.warnings.isEmpty)
    }

    @Test("Settings survive in a file")
    func roundTripInAFile() throws {
        let folder = try TemporaryFolder(prefix: "vote-settings")
        let path = folder.path("settings.json")
        try VoteSettingsStorage(store: FileKeyValueStore(path: path)).save(VoteSettings(resultsAsPercent: true, maximumOptions: 4))
        let loaded = VoteSettingsStorage(store: FileKeyValueStore(path: path)).load()
        #expect(loaded.settings == VoteSettings(resultsAsPercent: true, maximumOptions: 4))
        #expect(loaded.warnings.isEmpty)
    }

    @Test("Nothing stored gives the defaults, and 0 means 5, as integerForKey's 0 did")
    func missingValues() {
        #expect(VoteSettingsStorage(store: InMemoryKeyValueStore()).load().settings == VoteSettings())
        #expect(VoteSettingsStorage(store: InMemoryKeyValueStore(["MaximumChoices": "0"])).load().settings.maximumOptions == 5)
    }

    @Test("A stored maximum outside 2…5 is clamped")
    func outOfRange() {
        #expect(VoteSettingsStorage(store: InMemoryKeyValueStore(["MaximumChoices": "12"])).load().settings.maximumOptions == 5)
        #expect(VoteSettingsStorage(store: InMemoryKeyValueStore(["MaximumChoices": "1"])).load().settings.maximumOptions == 2)
    }

    @Test("A value that cannot be read gives the default and a warning naming its key")
    func unreadableValues() {
        let loaded = VoteSettingsStorage(store: InMemoryKeyValueStore(["ResultsAsPercent": "sometimes", "MaximumChoices": "four"])).load()
        #expect(loaded.settings == VoteSettings())
        #expect(loaded.warnings.count == 2)
        #expect(loaded.warnings.allSatisfy {
            if case .invalidValue(let key, _) = $0 { return ["ResultsAsPercent", "MaximumChoices"].contains(key) }
            return false
        })
    }
}
