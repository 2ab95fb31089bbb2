import Foundation

/// A ported app's golden demo transcripts, `Fixtures/<App>/expected/<language>.txt`: what
/// `stringbridge demo <name> --language <language>` prints, read and checked by hand once, then
/// compared on every test run.
///
///     let goldens = GoldenTranscripts(app: "Todo", demo: "todo")
///     #expect(goldens.mismatch(transcript, language: "fr") == nil)
public struct GoldenTranscripts: Sendable {
    /// The app's folder under `Fixtures/`.
    public var app: String
    /// The app's name for `stringbridge demo`.
    public var demo: String

    /// Names an app's golden transcripts.
    ///
    /// - Parameters:
    ///   - app: The app's folder under `Fixtures/` (`Todo`).
    ///   - demo: The app's name for `stringbridge demo` (`todo`).
    public init(app: String, demo: String) {
        self.app = app
        self.demo = demo
    }

    /// The golden file of a language, relative to the repository root.
    ///
    /// - Parameter language: The language tag.
    public func relativePath(_ language: String) -> String {
        "Fixtures/\(app)/expected/\(language).txt"
    }

    /// The golden transcript of a language, or `nil` when its file is missing.
    ///
    /// - Parameter language: The language tag.
    public func expected(_ language: String) -> String? {
        FileManager.default.contents(atPath: Fixtures.repositoryRoot.appendingPathComponent(relativePath(language)).path)
            .map { String(decoding: $0, as: UTF8.self) }
    }

    /// Why a transcript is not the golden one — a missing file, or the first line that
    /// differs — with the command that regenerates it; `nil` when it is the golden one.
    ///
    /// - Parameters:
    ///   - transcript: What the demo prints now.
    ///   - language: The language tag.
    public func mismatch(_ transcript: String, language: String) -> String? {
        let regenerate = "if the change is intended, run: stringbridge demo \(demo) --language \(language) > \(relativePath(language)) and read the diff"
        guard let expected = expected(language) else {
            return "\(relativePath(language)) is missing; \(regenerate)"
        }
        guard transcript != expected else { return nil }
        let actualLines = transcript.split(separator: "\n", omittingEmptySubsequences: false)
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let line = zip(actualLines, expectedLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(actualLines.count, expectedLines.count)
        let shown = { (lines: [Substring]) in line < lines.count ? "\"\(lines[line])\"" : "the end" }
        return "\(relativePath(language)):\(line + 1): expected \(shown(expectedLines)), got \(shown(actualLines)); \(regenerate)"
    }
}
