import LocalizedStrings
import Testing

/// `FilePaths.parent(of:)` means what `NSString.deletingLastPathComponent` means on Apple
/// platforms (values from its documentation: "/tmp/scratch.tiff" → "/tmp", "/tmp/lock/" →
/// "/tmp", "/tmp/" → "/", "/tmp" → "/", "/" → "/", "scratch.tiff" → ""), without crashing on one
/// relative component as swift-corelibs-foundation 6.3 does.
@Suite("File paths")
struct FilePathsTests {
    @Test("The parent folder, as Foundation documents it", arguments: [
        ("/tmp/scratch.tiff", "/tmp"), ("/tmp/lock/", "/tmp"), ("/tmp/", "/"), ("/tmp", "/"), ("/", "/"),
        ("scratch.tiff", ""), ("res", ""), ("out/", ""), ("a/b/c", "a/b"), ("a//b", "a"), (".build/make-run", ".build"),
    ])
    func parent(_ path: String, _ expected: String) {
        #expect(FilePaths.parent(of: path) == expected)
    }
}
