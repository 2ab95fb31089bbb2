@testable import SystemSupport
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

    @Test("Paths that are not ASCII take the same steps on characters", arguments: [
        ("/tmp/sc\u{E9}n\u{E9}/lock/", "/tmp/sc\u{E9}n\u{E9}"), ("r\u{E9}s//a", "r\u{E9}s"), ("\u{E9}/", ""),
        ("\u{E9}\u{E9}//", ""), ("//\u{E9}", "/"),
        // A `/` followed by a combining mark is one character, and not a `/`.
        ("a/\u{301}b", ""), ("a/b/\u{301}", "a"), ("x/a/\u{301}/c", "x/a/\u{301}"),
    ])
    func parentBeyondASCII(_ path: String, _ expected: String) {
        #expect(FilePaths.parent(of: path) == expected)
    }

    @Test("The parent of an ASCII path, found on its bytes, is the one found on its characters")
    func asciiPathsAgree() {
        // Every path of up to five characters from these: slashes, dots, letters, CR LF.
        let pieces = ["/", "a", ".", "\r\n", "b"]
        var paths = [""]
        for _ in 0..<5 { paths += paths.flatMap { path in pieces.map { path + $0 } }.filter { $0.count <= 5 } }
        for path in Set(paths) {
            #expect(FilePaths.asciiParent(of: path) == FilePaths.parentOnCharacters(of: path), "\(path.debugDescription)")
        }
    }
}
