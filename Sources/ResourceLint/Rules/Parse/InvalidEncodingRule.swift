import AppleResources
import LocalizedStrings

/// Files that are not in an encoding the platform reads.
struct InvalidEncodingRule: LintRule {
    static let description = RuleDescription(
        identifier: "invalid_encoding",
        name: "Invalid Encoding",
        summary: "A file that is not valid UTF-8 (or, for .strings, UTF-16 with a byte-order mark), or an Android file that declares another encoding.",
        rationale: """
            aapt2 stops at the first byte that is not UTF-8, and Foundation reads a .strings file only as UTF-8 \
            or as UTF-16 with a byte-order mark; anything else (Latin-1 saved by an old editor, a file cut in \
            the middle of a character) loses the whole file. Android Lint's EnforceUTF8 also asks for UTF-8 \
            where the XML declaration names another encoding.
            """,
        kind: .parse, defaultSeverity: .error, androidLintID: "EnforceUTF8",
        readerDiagnosticIDs: [AppleDiagnosticID.unsupportedEncoding],
        nonTriggeringExamples: [
            .android(["values": #"<string name="cafe">Café</string>"#]),
            .strings(["fr": #""cafe" = "Café";"#]),
        ],
        triggeringExamples: [
            Example(files: [.init("res/values/strings.xml",
                                  "<?xml version=\"1.0\" ↓encoding=\"ISO-8859-1\"?>\n<resources><string name=\"a\">A</string></resources>\n")]),
        ])

    func validate(_ context: LintContext) -> [Violation] {
        var violations: [Violation] = []
        var reported = Set<String>()
        for diagnostic in context.readerDiagnostics(for: Self.description) {
            let path = diagnostic.location?.path ?? ""
            reported.insert(path)
            violations.append(Violation(location: invalidByteLocation(in: path, context: context) ?? SourceLocation(path: path),
                                        message: diagnostic.message))
        }
        for path in context.paths where !reported.contains(path) {
            guard let file = context.file(path) else { continue }
            let isStrings = path.hasSuffix(".strings")
            if let location = invalidByteLocation(in: path, context: context) {
                violations.append(Violation(location: location, message: "the file is not valid UTF-8 from here on; \(isStrings ? "Foundation" : "the platform") cannot read it: save it as UTF-8"))
            } else if !isStrings, file.encoding == .utf16LittleEndian || file.encoding == .utf16BigEndian {
                violations.append(Violation(location: file.location(ofByte: 0), message: "the file is UTF-16; save it as UTF-8"))
            } else if path.hasSuffix(".xml"), let declaration = declaredEncoding(in: file),
                      !["utf-8", "utf8"].contains(declaration.name.lowercased()) {
                violations.append(Violation(location: file.location(ofByte: declaration.offset),
                                            message: "the XML declaration names the encoding '\(declaration.name)'; Android resources must be UTF-8: convert the file and declare encoding=\"utf-8\""))
            }
        }
        return violations
    }

    private func invalidByteLocation(in path: String, context: LintContext) -> SourceLocation? {
        guard let file = context.file(path), let offset = file.invalidUTF8Offset else { return nil }
        let textOffset = file.encoding == .utf8WithBOM ? offset - 3 : offset
        return file.location(ofByte: textOffset)
    }

    /// The `encoding="…"` of the XML declaration and where it starts.
    private func declaredEncoding(in file: SourceFile) -> (name: String, offset: Int)? {
        guard file.bytes.starts(with: Array("<?xml".utf8)),
              let end = file.find(Array("?>".utf8), from: 0, limit: min(file.bytes.count, 200)),
              let start = file.find(Array("encoding=".utf8), from: 0, limit: end) else { return nil }
        let valueStart = start + 9
        guard valueStart < end else { return nil }
        let quote = file.bytes[valueStart]
        guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'"),
              let close = file.find([quote], from: valueStart + 1, limit: end) else { return nil }
        return (file.text((valueStart + 1)..<close), start)
    }
}
