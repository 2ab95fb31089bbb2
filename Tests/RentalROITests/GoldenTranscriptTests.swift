import AppSupport
@testable import RentalROI
import Testing
import TestSupport

/// The demo's walk through the screens, in every language, against the golden files
/// `Fixtures/RentalROI/expected/<language>.txt` (generated with the demo, then read and checked
/// by eye), and the same walk from the three forms of the resources.
@Suite("Golden transcripts")
struct GoldenTranscriptTests {
    static let languages = ["en", "fr", "de", "es", "pt-BR", "ru", "pl", "ar", "ja", "zh-Hans"]
    static let goldens = GoldenTranscripts(app: "RentalROI", demo: "rental")

    @Test("The screens match the golden file", arguments: languages)
    func matchesGoldenFile(_ language: String) throws {
        let transcript = RentalROIDemo.transcript(localizer: try rentalLocalizer(language))
        #expect(Self.goldens.mismatch(transcript, language: language) == nil)
    }

    @Test("Android res, .lproj folders and the String Catalog render byte-identical screens", arguments: languages)
    func sourcesAgree(_ language: String) throws {
        let transcripts = try AppResources.Form.allCases.map { source in
            Array(RentalROIDemo.transcript(localizer: try rentalLocalizer(language, from: source)).utf8)
        }
        #expect(transcripts[1] == transcripts[0], ".lproj folders differ from res")
        #expect(transcripts[2] == transcripts[0], "the String Catalog differs from res")
    }

    @Test("Each source reads its own files: the answering localization is of that kind")
    func sourcesAreDistinct() throws {
        #expect(try rentalLocalizer("fr", from: .android).explain("label_property").answeredBy?.name == "values-fr")
        #expect(try rentalLocalizer("fr", from: .apple).explain("label_property").answeredBy?.name == "fr")
        #expect(try rentalLocalizer("fr", from: .xcstrings).explain("label_property").answeredBy?.name == "fr")
        #expect(try rentalLocalizer("fr", from: .apple).string("error_not_a_number").contains("%1$@"))
    }
}
