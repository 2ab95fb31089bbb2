import Foundation
import AppSupport
import Testing
import TestSupport

@Suite("FileKeyValueStore")
struct FileKeyValueStoreTests {
    @Test("A missing file starts an empty store with a warning, and the first change creates it")
    func missingFile() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("MyPrefs.json")
        let store = FileKeyValueStore(path: path)
        #expect(store.loadWarning == .missingFile(path: path))
        #expect(store.string(forKey: "KEY_PROPERTY") == nil)
        try store.set("{}", forKey: "KEY_PROPERTY")
        #expect(FileManager.default.fileExists(atPath: path))
    }

    @Test("What is stored is read back by the next start, from a JSON object of strings with sorted keys")
    func persistsAsJSON() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("MyPrefs.json")
        let store = FileKeyValueStore(path: path)
        try store.set("b", forKey: "second")
        try store.set("a", forKey: "first")
        try store.set("gone", forKey: "removed")
        try store.removeValue(forKey: "removed")
        let reopened = FileKeyValueStore(path: path)
        #expect(reopened.loadWarning == nil)
        #expect(reopened.string(forKey: "first") == "a" && reopened.string(forKey: "second") == "b")
        #expect(reopened.string(forKey: "removed") == nil)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: String]
        #expect(object == ["first": "a", "second": "b"])
        #expect(text.range(of: "\"first\"")!.lowerBound < text.range(of: "\"second\"")!.lowerBound)
    }

    @Test("A change is written through a temporary file renamed into place, which leaves nothing behind")
    func writesAtomically() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("MyPrefs.json")
        let store = FileKeyValueStore(path: path)
        for index in 0..<5 { try store.set(String(index), forKey: "key") }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["MyPrefs.json"])
    }

    @Test("A change that cannot be written throws and leaves the store as it was")
    func failedWriteChangesNothing() throws {
        let folder = try TemporaryFolder()
        let blocker = folder.path("not-a-folder")
        #expect(FileManager.default.createFile(atPath: blocker, contents: Data()))
        let store = FileKeyValueStore(path: blocker + "/MyPrefs.json")
        #expect(throws: KeyValueStoreError.self) { try store.set("value", forKey: "key") }
        #expect(store.string(forKey: "key") == nil)
    }

    @Test("A corrupt file starts an empty store with a warning, never a crash", arguments: [
        "{\"KEY_PROPERTY\": ", "[\"a\", \"b\"]", "{\"KEY_PROPERTY\": 5}", "\u{FF}\u{FE}",
    ])
    func corruptFile(_ content: String) throws {
        let folder = try TemporaryFolder()
        let path = folder.path("MyPrefs.json")
        try content.write(toFile: path, atomically: false, encoding: .utf8)
        let store = FileKeyValueStore(path: path)
        #expect(store.loadWarning == .unreadableFile(path: path, reason: "it is not a JSON object of strings"))
        #expect(store.string(forKey: "KEY_PROPERTY") == nil)
    }

    @Test("A folder where the file should be is reported as unreadable")
    func folderInsteadOfFile() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("MyPrefs.json")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        if case .unreadableFile = FileKeyValueStore(path: path).loadWarning {} else {
            Issue.record("expected an unreadable-file warning")
        }
    }
}
