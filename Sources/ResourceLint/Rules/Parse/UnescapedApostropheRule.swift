import AndroidResources
import LocalizedStrings

/// Android's unescaped apostrophe, which stops the build.
struct UnescapedApostropheRule: LintRule {
    static let description = RuleDescription(
        identifier: "unescaped_apostrophe",
        name: "Unescaped Apostrophe",
        summary: "An apostrophe in an Android string that is neither escaped (\\') nor inside double quotes.",
        rationale: """
            aapt2 rejects the whole file ("unescaped apostrophe in string"), so the build fails; translators \
            writing French or Italian meet it all the time, and &apos; or CDATA do not help. --fix writes \\' \
            before the apostrophe, which aapt2 reads as the same apostrophe.
            """,
        kind: .parse, defaultSeverity: .error, androidLintID: "StringEscaping",
        readerDiagnosticIDs: [AndroidDiagnosticID.unescapedApostrophe], isFixable: true,
        nonTriggeringExamples: [
            .android(["values": #"<string name="a">It\'s here</string>"#]),
            .android(["values": #"<string name="b">"It's here"</string>"#]),
            .android(["values": #"<string name="c">It’s here</string>"#]),
        ],
        triggeringExamples: [
            .android(["values": #"<string name="a">It↓'s here</string>"#]),
            .android(["values-fr": #"<string name="a">L↓'heure</string>"#]),
            .android(["values": #"<string-array name="days"><item>Today</item><item>Tomorrow↓'s</item></string-array>"#]),
        ])

    func validate(_ context: LintContext) -> [Violation] {
        context.readerDiagnostics(for: Self.description).map { diagnostic in
            let location = diagnostic.location ?? SourceLocation(path: "")
            return Violation(location: location, message: "\(diagnostic.message); aapt2 rejects the file",
                             fix: escape(at: location, context: context))
        }
    }

    /// `\` before the apostrophe (or before `&apos;`, which aapt2 reads the same way).
    private func escape(at location: SourceLocation, context: LintContext) -> [TextEdit] {
        guard let file = context.file(location.path), let offset = file.offset(of: location), offset < file.bytes.count,
              file.bytes[offset] == UInt8(ascii: "'") || file.bytes[offset] == UInt8(ascii: "&") else { return [] }
        return [TextEdit(path: location.path, start: offset, end: offset, replacement: "\\")]
    }
}
