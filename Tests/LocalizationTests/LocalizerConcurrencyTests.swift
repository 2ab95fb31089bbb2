import Localization
import LocalizedStrings
import Testing

/// Run once under the thread sanitizer too:
/// `swift test --sanitize=thread --filter LocalizerConcurrencyTests`.
@Suite("Localizer concurrency")
struct LocalizerConcurrencyTests {
    @Test("Many tasks look up while another switches the language", arguments: NotesResources.allCases)
    func lookupsWhileSwitching(_ resources: NotesResources) async throws {
        let localizer = try notes(resources, "fr")
        let languages = ["fr", "pt-BR", "ru", "en-XA", "sr-Latn", "de"].map { tags($0) }
        let valid: [String: Set<String>] = try [
            "empty_state": Set(languages.map { try notes(resources, $0[0].identifier).string("empty_state") }),
            "notes_count": Set(languages.map { try notes(resources, $0[0].identifier).plural("notes_count", count: 21) }),
            "greeting": Set(languages.map { try notes(resources, $0[0].identifier).string("greeting", "Ann") }),
        ]
        let unexpected = await withTaskGroup(of: [String].self) { group in
            group.addTask {
                for round in 0..<300 {
                    localizer.setPreferredLanguages(languages[round % languages.count])
                    await Task.yield()
                }
                return []
            }
            for _ in 0..<8 {
                group.addTask {
                    var unexpected: [String] = []
                    for round in 0..<400 {
                        let results = [
                            ("empty_state", localizer.string("empty_state")),
                            ("notes_count", localizer.plural("notes_count", count: 21)),
                            ("greeting", localizer.string("greeting", "Ann")),
                        ]
                        for (key, text) in results where !valid[key]!.contains(text) { unexpected.append(text) }
                        _ = localizer.fallbackChain
                        if round % 50 == 0 { await Task.yield() }
                    }
                    return unexpected
                }
            }
            var all: [String] = []
            for await result in group { all += result }
            return all
        }
        #expect(unexpected.isEmpty)
    }

    @Test("Many tasks loading the same tables for the first time read each file once")
    func concurrentFirstLoads() async throws {
        let localizer = try localizer("Runtime/Broken/Apple", "fr de")
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<16 {
                group.addTask { _ = localizer.string("footer") }
            }
        }
        #expect(localizer.diagnostics.count == 2)
        #expect(localizer.string("footer") == "Footer")
    }
}
