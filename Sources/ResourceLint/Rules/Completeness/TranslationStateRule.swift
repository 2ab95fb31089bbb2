import LocalizedStrings

/// String Catalog strings waiting for a translator.
struct TranslationStateRule: LintRule {
    static let description = RuleDescription(
        identifier: "translation_state",
        name: "Translation State",
        summary: "A String Catalog string whose state is new, needs_review or stale.",
        rationale: """
            Xcode marks a string 'new' when it has not been translated yet, 'needs_review' when its source \
            changed after translation, and 'stale' when the key is no longer found; it builds all of them without \
            a word, so a team that wants reviewed strings in a release needs a check. xcstringslint offers the \
            same (reject-localization-state).
            """,
        kind: .completeness, defaultSeverity: .warning,
        nonTriggeringExamples: [
            .catalog("""
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "hello" : {
                      "localizations" : {
                        "fr" : { "stringUnit" : { "state" : "translated", "value" : "Bonjour" } }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """),
        ],
        triggeringExamples: [
            .catalog("""
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "hello" : {
                      "localizations" : {
                        "fr" : { "stringUnit" : { ↓"state" : "needs_review", "value" : "Bonjour" } }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """),
        ])

    func validate(_ context: LintContext) -> [Violation] {
        var violations: [Violation] = []
        context.forEachEntry { resources, entry in
            guard entry.format == .xcstrings else { return }
            for piece in entry.pieces {
                guard let state = piece.state, Coverage.reviewStates.contains(state) else { continue }
                violations.append(Violation(
                    location: stateLocation(of: piece, in: entry, context: context),
                    message: "\(piece.label) of '\(entry.key)' in \(resources.language) is '\(state.rawValue)'\(advice(state))",
                    key: entry.key, language: resources.language))
            }
        }
        return violations
    }

    private func advice(_ state: TranslationState) -> String {
        switch state {
        case .new: ": it has not been translated yet"
        case .needsReview: ": the source changed after it was translated; review it"
        default: ": Xcode no longer finds the key; remove it or review it"
        }
    }

    /// The `"state"` member before the piece's `"value"` (members are sorted, so it comes first).
    private func stateLocation(of piece: TextPiece, in entry: LocatedEntry, context: LintContext) -> SourceLocation {
        let value = context.location(of: piece, in: entry)
        guard let file = context.file(entry.path), let valueOffset = file.offset(of: value),
              let entryOffset = file.offset(of: entry.location) else { return value }
        var found: Int?
        var from = entryOffset
        while let match = file.find(Array("\"state\"".utf8), from: from, limit: valueOffset) {
            found = match
            from = match + 1
        }
        return found.map { file.location(ofByte: $0) } ?? value
    }
}
