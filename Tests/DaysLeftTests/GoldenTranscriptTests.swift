import AppSupport
@testable import DaysLeft
import Testing
import TestSupport

/// The demo's walk in every language against the golden files
/// `Fixtures/DaysLeft/expected/<language>.txt` (made with the demo, then read and checked by
/// hand), and the same walk from the three forms of the resources.
@Suite("Golden transcripts")
struct GoldenTranscriptTests {
    static let goldens = GoldenTranscripts(app: "DaysLeft", demo: "daysleft")

    @Test("The screens match the golden file", arguments: daysLeftLanguages)
    func matchesGoldenFile(_ language: String) throws {
        let transcript = DaysLeftDemo.transcript(localizer: try daysLeftLocalizer(language))
        #expect(Self.goldens.mismatch(transcript, language: language) == nil)
    }

    @Test("Android res and the String Catalog render the same bytes as the .lproj folders", arguments: daysLeftLanguages)
    func formsAgree(_ language: String) throws {
        let source = DaysLeftDemo.transcript(localizer: try daysLeftLocalizer(language, from: .apple))
        for form in [AppResources.Form.android, .xcstrings] {
            #expect(Array(DaysLeftDemo.transcript(localizer: try daysLeftLocalizer(language, from: form)).utf8) == Array(source.utf8),
                    "\(form) differs from the .lproj folders")
        }
    }
}
