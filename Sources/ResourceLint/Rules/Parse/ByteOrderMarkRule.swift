import LocalizedStrings

/// Byte-order marks where they are not the first character of a file.
struct ByteOrderMarkRule: LintRule {
    static let description = RuleDescription(
        identifier: "byte_order_mark",
        name: "Stray Byte-Order Mark",
        summary: "A byte-order mark (U+FEFF) inside a file: a doubled one at the start, or one in a key or value.",
        rationale: """
            A byte-order mark belongs only at the very start of a file. Anywhere else it is an invisible \
            character: in a key it makes the key differ from the source's, so the translation is never used; \
            in a value it travels into the app. Files concatenated by tools, and UTF-16 files saved twice, carry \
            them. --fix removes them.
            """,
        kind: .parse, defaultSeverity: .warning, androidLintID: "ByteOrderMark", isFixable: true,
        nonTriggeringExamples: [
            Example(files: [.init("en.lproj/Localizable.strings", "\u{FEFF}\"a\" = \"A\";\n")]),
        ],
        triggeringExamples: [
            .strings(["en": "\"a\" = \"A↓\u{FEFF}\";"]),
            .android(["values": "<string name=\"a\">↓\u{FEFF}Hello</string>"]),
            Example(files: [.init("en.lproj/Localizable.strings", "↓\u{FEFF}\u{FEFF}\"a\" = \"A\";\n")]),
        ])

    private static let mark: [UInt8] = [0xEF, 0xBB, 0xBF]

    func validate(_ context: LintContext) -> [Violation] {
        var violations: [Violation] = []
        for path in context.paths {
            guard let file = context.file(path), file.invalidUTF8Offset == nil else { continue }
            var offset = 0
            while let found = file.find(Self.mark, from: offset) {
                let message = found == 0
                    ? "a second byte-order mark at the start of the file; it is read as an invisible character: remove it"
                    : "a byte-order mark (U+FEFF) inside the file is an invisible character in the text: remove it"
                violations.append(Violation(location: file.location(ofByte: found), message: message,
                                            fix: [TextEdit(path: path, start: found, end: found + 3, replacement: "")]))
                offset = found + 3
            }
        }
        return violations
    }
}
