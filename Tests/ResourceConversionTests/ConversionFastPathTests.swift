import AndroidResources
import ConversionMetadata
import LocalizedStrings
@testable import ResourceConversion
import Testing
import TestSupport

/// The conversion decides early, for most entries, that they need no work; each such fast
/// path must give exactly what the slow path gives. These tests run both over made-up entries
/// at the edges and over every entry of the Android fixtures and corpus.
@Suite("Fast paths of the Android → Apple conversion")
struct ConversionFastPathTests {
    /// Every entry of the Android fixtures and, when it is present, of the Android corpus.
    static let androidEntries: [Entry] = {
        let folders = [Fixtures.url("Android").path, Fixtures.url("Sample").path] + RoundTripTests.androidCorpusFolders
        return folders.flatMap { AndroidResourceTree.read([$0]).tables.flatMap(\.entries) }
    }()

    /// Every text of those entries: strings, plural forms and array items.
    static let androidTexts: [StyledText] = androidEntries.flatMap { entry -> [StyledText] in
        switch entry.value {
        case .text(let text): [text]
        case .plural(let forms): forms.forms.compactMap { if case .text(let text) = $0.value { text } else { nil } }
        case .array(let items): items.compactMap { if case .text(let text) = $0 { text } else { nil } }
        default: []
        }
    }

    /// Texts at the edges of the byte scan: empty, short (stored inline), long, non-ASCII,
    /// with `%` first, last and past the first machine words.
    static let madeUpTexts: [String] = {
        let long = String(repeating: "abcdefgh", count: 9)
        return ["", "%", "a", "a%", "%a", "%%", "100% sure", "%1$s", "é%", "日本語", "😀%😀", "fifteen bytes%%", long,
                long + "%", "%" + long, long + "%" + long, String(repeating: "é", count: 40) + "%d", "no percent at all here, but long enough"]
    }()

    @Test("containsPercentSign says what utf8.contains(%) says")
    func percentSignScan() {
        for text in Self.madeUpTexts + Self.androidTexts.map(\.text) {
            #expect(text.containsPercentSign == text.utf8.contains(UInt8(ascii: "%")), "\(text)")
        }
    }
}
