import LocalizedStrings
import Testing

@Suite("Diagnostic limits")
struct DiagnosticLimitTests {
    @Test("Past the limit per file, one diagnostic counts the rest, as serious as the worst of them")
    func limitedPerFile() throws {
        let warnings = (1...5).map { Diagnostic.warning("w", at: SourceLocation(path: "f", line: $0), "w\($0)") }
        let error = Diagnostic.error("e", at: SourceLocation(path: "f", line: 6), "e")
        let limited = (warnings + [error]).limitedPerFile(to: 3, path: "f")
        #expect(limited.count == 4)
        #expect(Array(limited.prefix(3)) == Array(warnings.prefix(3)))
        let last = try #require(limited.last)
        #expect(last.id == Diagnostic.omittedID)
        #expect(last.severity == .error)
        #expect(last.message.hasPrefix("3 more diagnostics (1 of them error) in this file are not shown"))
        #expect((warnings + [error]).containsErrors == limited.containsErrors)
    }

    @Test("Up to the limit, nothing changes")
    func underTheLimit() {
        let diagnostics = [Diagnostic.note("n", at: nil, "n")]
        #expect(diagnostics.limitedPerFile(to: 1, path: "f") == diagnostics)
    }
}
