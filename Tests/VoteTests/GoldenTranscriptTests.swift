import AppSupport
import Testing
import TestSupport
@testable import Vote

/// The demo's walk through the screens, in every language, against the golden files
/// `Fixtures/Vote/expected/<language>.txt` (generated with the demo, then read and checked by
/// hand: plural forms per CLDR, percent signs and digits per CLDR's number data), and the same
/// walk from the three forms of the resources.
@Suite("Golden transcripts")
struct GoldenTranscriptTests {
    static let goldens = GoldenTranscripts(app: "Vote", demo: "vote")

    @Test("The screens match the golden file", arguments: voteLanguages)
    func matchesGoldenFile(_ language: String) throws {
        let transcript = VoteDemo.transcript(localizer: try voteLocalizer(language))
        #expect(Self.goldens.mismatch(transcript, language: language) == nil)
    }

    @Test("The String Catalog, Android res and the .lproj folders render byte-identical screens", arguments: voteLanguages)
    func formsAgree(_ language: String) throws {
        let transcripts = try AppResources.Form.allCases.map { form in
            Array(VoteDemo.transcript(localizer: try voteLocalizer(language, from: form)).utf8)
        }
        #expect(transcripts[0] == transcripts[2], "res differs from the String Catalog")
        #expect(transcripts[1] == transcripts[2], ".lproj folders differ from the String Catalog")
    }

    @Test("Each form reads its own files: the answering localization is of that kind")
    func formsAreDistinct() throws {
        #expect(try voteLocalizer("fr", from: .android).explain("tab_vote").answeredBy?.name == "values-fr")
        #expect(try voteLocalizer("fr", from: .apple).explain("tab_vote").answeredBy?.name == "fr")
        #expect(try voteLocalizer("fr", from: .xcstrings).explain("tab_vote").answeredBy?.name == "fr")
        #expect(try voteLocalizer("fr", from: .android).explain("results_choice_votes").answeredBy?.name == "values-fr")
    }

    @Test("The walk shows what the demo promises: a singular, the alert, both results, disabled buttons, an untranslated own vote")
    func walkContents() throws {
        let transcript = VoteDemo.transcript(localizer: try voteLocalizer("en"))
        for line in ["   Cast your vote!", "! You didn't cast a vote", "   – Batman received 1 vote", "   Abstained: 33.33%",
                     "   ☑ Show results as percentages", "   [Add choice] (Remove choice)", "   (Add choice) [Remove choice]",
                     "   Where shall we eat?"] {
            #expect(transcript.contains(line + "\n"), "the walk lacks \(line)")
        }
        #expect(transcript.hasSuffix("   ○ Sushi\n   [Abstain] [Vote]\n| *Vote* | Results | Settings | Create |\n"))
    }
}
