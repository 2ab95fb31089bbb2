import LocalizedStrings

/// What Android shows of a moko-resources file: moko writes each string into a generated
/// `values*/multiplatform_strings.xml` (and plurals into `multiplatform_plurals.xml`) with
/// ``MokoText/androidElementContent(_:)``, and aapt2 compiles that file with its own rules.
///
/// The two platforms' texts part ways where aapt2's rules differ from moko's Apple output:
/// runs of spaces and spaces at the ends (aapt2 collapses and trims them), a backslash (an
/// escape to aapt2: `\t` is a tab, `\\` one backslash, `C:\users` an error). Each such string
/// gets a warning, and a string whose Android form aapt2 rejects an error.
enum MokoAndroidOutput {
    /// The diagnostics comparing the iOS text of each entry (its value) with the Android text,
    /// made from its shared text (``MokoText/sharedText(_:isPluralItem:strictLineBreaks:)``;
    /// for a plural, one per form, in the order of its forms).
    static func comparison(of entries: [Entry], sharedTexts: [Int: [String]], path: String) -> [Diagnostic] {
        guard !entries.isEmpty else { return [] }
        // The generated file, one element (or plural item) per line, each line's entry known.
        var lines = ["<?xml version=\"1.0\" encoding=\"utf-8\"?>", "<resources>"]
        var entryOfLine: [Int: Int] = [:]
        for (index, entry) in entries.enumerated() {
            let texts = sharedTexts[index] ?? []
            switch entry.value {
            case .text:
                guard let text = texts.first else { continue }
                entryOfLine[lines.count + 1] = index
                lines.append("\t<string name=\"e\(index)\">\(MokoText.androidElementContent(text))</string>")
            case .plural(let forms):
                entryOfLine[lines.count + 1] = index
                lines.append("\t<plurals name=\"e\(index)\">")
                for (form, text) in zip(forms.forms, texts) {
                    entryOfLine[lines.count + 1] = index
                    lines.append("\t\t<item quantity=\"\(form.category.rawValue)\">\(MokoText.androidElementContent(text))</item>")
                }
                lines.append("\t</plurals>")
            default:
                continue
            }
        }
        lines.append("</resources>")
        var document = Array(lines.joined(separator: "\n").utf8)
        let android = document.withUnsafeMutableBytes {
            AndroidStringsReader(dialect: .aapt2).read(bytes: UnsafeRawBufferPointer($0), path: path)
        }
        var diagnostics: [Diagnostic] = []
        var rejected: Set<Int> = []
        for problem in android.diagnostics where problem.severity == .error {
            guard let line = problem.location?.line, let index = entryOfLine[line], rejected.insert(index).inserted else { continue }
            diagnostics.append(.error(AndroidDiagnosticID.rejectedByAndroidOutput, at: entries[index].location ?? SourceLocation(path: path),
                                      "moko writes '\(entries[index].key)' into its Android resources in a form aapt2 rejects (\(problem.message)); the Android build fails"))
        }
        let androidEntries = Dictionary(android.table.entries.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        for (index, entry) in entries.enumerated() where !rejected.contains(index) {
            guard let shown = androidEntries["e\(index)"], let difference = difference(apple: entry.value, android: shown.value) else { continue }
            diagnostics.append(.warning(AndroidDiagnosticID.readsDifferently, at: entry.location ?? SourceLocation(path: path),
                                        "'\(entry.key)' reads differently on the two platforms: \(difference)"))
        }
        return diagnostics
    }

    /// How the two values differ, or `nil` when each text is the same.
    private static func difference(apple: EntryValue, android: EntryValue) -> String? {
        func text(_ item: ItemValue) -> String {
            switch item {
            case .text(let styled): styled.text
            case .reference(let reference): reference.description
            }
        }
        func describe(_ android: String, _ apple: String) -> String {
            "Android shows \"\(android.quotedWithVisibleControls)\", iOS \"\(apple.quotedWithVisibleControls)\""
        }
        switch (apple, android) {
        case (.text(let appleText), .text(let androidText)):
            return appleText.text == androidText.text ? nil : describe(androidText.text, appleText.text)
        case (.text(let appleText), .reference(let reference)):
            return describe("\(reference) (a resource reference)", appleText.text)
        case (.plural(let appleForms), .plural(let androidForms)):
            for form in appleForms.forms {
                let shown = androidForms.forms.first { $0.category == form.category }.map { text($0.value) } ?? ""
                if shown != text(form.value) { return "in '\(form.category.rawValue)', " + describe(shown, text(form.value)) }
            }
            return nil
        default:
            return nil
        }
    }
}
