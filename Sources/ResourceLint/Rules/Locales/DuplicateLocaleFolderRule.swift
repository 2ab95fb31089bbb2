import AndroidResources
import AppleResources
import LocalizedStrings

/// Two folders for one language.
struct DuplicateLocaleFolderRule: LintRule {
    static let description = RuleDescription(
        identifier: "duplicate_locale_folder",
        name: "Duplicate Locale Folder",
        summary: "Two folders that name the same language side by side (values-he and values-iw, sr-Latn.lproj and sr@latin.lproj, en_GB.lproj and en-GB.lproj).",
        rationale: """
            The platform uses one of them for a user of that language and ignores the other, so translations \
            added to the wrong one never appear, and the two drift apart. Merge them into the folder the \
            platform expects.
            """,
        kind: .locales, defaultSeverity: .warning,
        readerDiagnosticIDs: [AppleDiagnosticID.duplicateLanguageFolder],
        nonTriggeringExamples: [
            .android(["values-iw": #"<string name="a">שלום</string>"#, "values-fr": #"<string name="a">Salut</string>"#]),
            // Compose chooses values-iw on Android and values-he elsewhere: both are needed.
            .compose(["values-iw": #"<string name="a">שלום</string>"#, "values-he": #"<string name="a">שלום</string>"#]),
        ],
        triggeringExamples: [
            Example(files: [.init("res/values-he/strings.xml", "<resources><string name=\"a\">שלום</string></resources>\n"),
                            .init("res/values-iw/strings.xml", "↓<resources><string name=\"a\">שלום</string></resources>\n")]),
            Example(files: [.init("sr-Latn.lproj/Localizable.strings", "\"a\" = \"Zdravo\";\n"),
                            .init("sr@latin.lproj/Localizable.strings", "↓\"a\" = \"Zdravo\";\n")]),
        ])

    func validate(_ context: LintContext) -> [Violation] {
        var violations = context.readerDiagnostics(for: Self.description).map { diagnostic in
            Violation(location: diagnostic.location ?? SourceLocation(path: ""), message: diagnostic.message)
        }
        let android = LocaleFolder.folders(of: context.tables).filter(\.isAndroid)
        let groups = Dictionary(grouping: android) { "\($0.parent)|\($0.locale.identifier)|\($0.qualifiers.joined(separator: "-"))" }
        for key in groups.keys.sorted() {
            let folders = groups[key]!.sorted { $0.path < $1.path }
            guard folders.count > 1 else { continue }
            if folders.allSatisfy({ $0.dialect == .compose }), folders.count == 2,
               ComposeValuesFolder.areCodeTwins(folders[0].name, folders[1].name) { continue }
            let names = folders.map(\.name).joined(separator: " and ")
            for folder in folders.dropFirst() {
                violations.append(Violation(
                    location: SourceLocation(path: folder.path),
                    message: "\(names) both hold \(folder.locale.identifier) resources; Android uses one of them, so merge them into one folder",
                    language: folder.locale.identifier))
            }
        }
        return violations
    }
}
