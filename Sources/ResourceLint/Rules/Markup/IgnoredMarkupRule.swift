import AndroidResources
import LocalizedStrings

/// Tags in a Compose Multiplatform or moko-resources string, which the toolchain drops.
struct IgnoredMarkupRule: LintRule {
    static let description = RuleDescription(
        identifier: "ignored_markup",
        name: "Ignored Markup",
        summary: "A tag (<b>, <i>, <a>) in a Compose Multiplatform or moko-resources string, whose toolchain keeps only the text.",
        rationale: """
            Android's aapt2 turns <b> into styled text; the Compose Gradle plugin and the moko-resources \
            generator take a string's DOM text content, so the tag is dropped and the string shows without \
            its styling. For styled Compose text, write the markup as text (&lt;b&gt; or CDATA) and build it \
            with AnnotatedString.fromHtml. <xliff:g> only marks text for translators and is not reported.
            """,
        kind: .markup, defaultSeverity: .warning,
        readerDiagnosticIDs: [AndroidDiagnosticID.ignoredMarkup],
        nonTriggeringExamples: [
            .android(["values": #"<string name="a">Your <b>favourite</b> trails</string>"#]),
            .compose(["values": #"<string name="a"><![CDATA[Your <b>favourite</b> trails]]></string>"#]),
        ],
        triggeringExamples: [
            .compose(["values": #"↓<string name="a">Your <b>favourite</b> trails</string>"#]),
            .moko(["base/strings.xml": #"↓<string name="a">Tap <i>here</i></string>"#]),
        ])

    func validate(_ context: LintContext) -> [Violation] {
        context.readerViolations(for: Self.description)
    }
}
