import AndroidResources
import Foundation
import LocalizedStrings

/// A string whose text is not the same under the two toolchains that read its file.
struct ReadsDifferentlyRule: LintRule {
    static let description = RuleDescription(
        identifier: "reads_differently",
        name: "Reads Differently",
        summary: "A string whose file two toolchains read, showing different text under each: a values file shared between an Android res folder and composeResources, or a moko-resources string's Android and iOS outputs.",
        rationale: """
            A Kotlin Multiplatform project may keep one strings.xml for Android's res/ and for Compose \
            Multiplatform's composeResources/ (a copy or a link). aapt2 reads \\' as an apostrophe, collapses \
            spaces and removes double quotes; Compose shows the backslash, keeps the spaces and the quotes; \
            aapt2 formats %% as one percent sign, Compose shows both. moko-resources writes each string for \
            iOS as it is and for Android into a file aapt2 compiles, so spaces at the ends, doubled spaces and \
            backslashes read differently on the two platforms. The text of one platform is then not what the \
            author saw on the other: write it so that both read it alike (no edge or doubled spaces, no \
            backslash escapes, typographic quotes).
            """,
        kind: .parse, defaultSeverity: .warning,
        readerDiagnosticIDs: [AndroidDiagnosticID.readsDifferently],
        nonTriggeringExamples: [
            Example(files: [.init("androidMain/res/values/strings.xml", #"<resources><string name="a">It’s 50% off</string></resources>"#),
                            .init("commonMain/composeResources/values/strings.xml", #"<resources><string name="a">It’s 50% off</string></resources>"#)]),
            .moko(["base/strings.xml": #"<string name="a">It's here</string>"#]),
        ],
        triggeringExamples: [
            Example(files: [.init("androidMain/res/values/strings.xml", #"<resources><string name="a">It\'s "here"</string></resources>"#),
                            .init("commonMain/composeResources/values/strings.xml", #"<resources>↓<string name="a">It\'s "here"</string></resources>"#)]),
            .moko(["base/strings.xml": #"↓<string name="a">Loading.. </string>"#]),
        ])

    func validate(_ context: LintContext) -> [Violation] {
        var violations = context.readerViolations(for: Self.description)
        let android = context.tables.filter { $0.format == .android && $0.androidDialect == .aapt2 }
        for compose in context.tables where compose.format == .android && compose.androidDialect == .compose {
            guard let shared = android.first(where: { SharedValuesFile.isSame($0, as: compose) }) else { continue }
            violations += SharedValuesFile.differences(aapt2: shared, compose: compose)
        }
        return violations
    }
}

/// One values file read twice, by aapt2 (in a `res` folder) and by Compose Multiplatform (in a
/// `composeResources` folder), as a project that shares the file between them does.
enum SharedValuesFile {
    /// Whether two tables were read from the same file: the same file name and configuration,
    /// and every resource aapt2 kept standing at the same line and column, under the same name,
    /// in both. (aapt2 may leave out a resource it rejects; Compose keeps it.)
    static func isSame(_ aapt2: StringTable, as compose: StringTable) -> Bool {
        guard (aapt2.path as NSString).lastPathComponent == (compose.path as NSString).lastPathComponent,
              aapt2.locale == compose.locale, aapt2.qualifiers == compose.qualifiers, !aapt2.entries.isEmpty else { return false }
        let places = Set(compose.entries.map { Place(entry: $0) })
        return aapt2.entries.allSatisfy { places.contains(Place(entry: $0)) }
    }

    private struct Place: Hashable {
        var key: String
        var line: Int
        var column: Int

        init(entry: Entry) {
            key = entry.key
            line = entry.location?.line ?? 0
            column = entry.location?.column ?? 0
        }
    }

    /// The strings whose texts differ, at the Compose file's entry.
    static func differences(aapt2: StringTable, compose: StringTable) -> [Violation] {
        let aapt2Entries = Dictionary(aapt2.entries.map { ($0.key + "/" + $0.value.kindName, $0) }, uniquingKeysWith: { first, _ in first })
        var violations: [Violation] = []
        for entry in compose.entries {
            guard let other = aapt2Entries[entry.key + "/" + entry.value.kindName],
                  let difference = difference(aapt2: other.value, compose: entry.value) else { continue }
            violations.append(Violation(
                location: entry.location ?? SourceLocation(path: compose.path),
                message: "'\(entry.key)' reads differently in this file, which \(aapt2.path) shares: \(difference)",
                key: entry.key, language: compose.locale?.identifier))
        }
        return violations
    }

    /// How the texts of two values differ, or `nil`.
    private static func difference(aapt2: EntryValue, compose: EntryValue) -> String? {
        let composeTexts = texts(of: compose, shown: { ComposeTemplates.composeText(fromTemplate: $0).text })
        let aapt2Texts = texts(of: aapt2, shown: shownByAndroid)
        for (label, composeText) in composeTexts {
            guard let androidText = aapt2Texts.first(where: { $0.label == label })?.text, androidText != composeText else { continue }
            return (label.isEmpty ? "" : "in \(label), ") + "Compose shows \"\(composeText.quotedWithVisibleControls)\", Android \"\(androidText.quotedWithVisibleControls)\""
        }
        return nil
    }

    /// What Android shows of a text: formatted (`%%` one percent sign) when it has arguments.
    private static func shownByAndroid(_ text: String) -> String {
        FormatString(text, dialect: .java).hasArguments ? ComposeTemplates.composeText(fromTemplate: text).text : text
    }

    private static func texts(of value: EntryValue, shown: (String) -> String) -> [(label: String, text: String)] {
        func text(_ item: ItemValue) -> String {
            switch item {
            case .text(let styled): shown(styled.text)
            case .reference(let reference): reference.description
            }
        }
        switch value {
        case .text(let styled): return [("", shown(styled.text))]
        case .reference(let reference): return [("", reference.description)]
        case .plural(let forms): return forms.forms.map { ("'\($0.category.rawValue)'", text($0.value)) }
        case .array(let items): return items.enumerated().map { ("item \($0.offset)", text($0.element)) }
        case .variableFormat, .device: return []
        }
    }
}
