import AppSupport
@testable import Todo
import Testing
import TestSupport

/// The demo's walk in every language against the golden files
/// `Fixtures/Todo/expected/<language>.txt` (made with the demo, then read and checked by
/// hand), and the same walk from the three forms of the resources.
@Suite("Golden transcripts")
struct GoldenTranscriptTests {
    static let goldens = GoldenTranscripts(app: "Todo", demo: "todo")

    @Test("The screens match the golden file", arguments: todoLanguages)
    func matchesGoldenFile(_ language: String) throws {
        let transcript = TodoDemo.transcript(localizer: try todoLocalizer(language))
        #expect(Self.goldens.mismatch(transcript, language: language) == nil)
    }

    @Test("Android res and the String Catalog render the same bytes as the .lproj folders", arguments: todoLanguages)
    func formsAgree(_ language: String) throws {
        let source = TodoDemo.transcript(localizer: try todoLocalizer(language, from: .apple))
        for form in [AppResources.Form.android, .xcstrings] {
            #expect(Array(TodoDemo.transcript(localizer: try todoLocalizer(language, from: form)).utf8) == Array(source.utf8),
                    "\(form) differs from the .lproj folders")
        }
    }

    @Test("Each form reads its own files: the answering localization is of that kind")
    func formsAreDistinct() throws {
        #expect(try todoLocalizer("fr", from: .android).explain("title").answeredBy?.name == "values-fr")
        #expect(try todoLocalizer("fr", from: .apple).explain("title").answeredBy?.name == "fr")
        #expect(try todoLocalizer("fr", from: .xcstrings).explain("title").answeredBy?.name == "fr")
        #expect(try todoLocalizer("fr", from: .android).string("items_left").contains("%d"))
        #expect(try todoLocalizer("fr", from: .apple).string("items_left").contains("%lld"))
    }
}
