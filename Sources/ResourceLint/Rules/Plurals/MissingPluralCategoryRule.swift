import LocalizedStrings

/// Plural forms a language needs and does not have.
struct MissingPluralCategoryRule: LintRule {
    static let description = RuleDescription(
        identifier: "missing_plural_category",
        name: "Missing Plural Category",
        summary: "A plural without a form for a CLDR category its language uses (Russian few and many, Polish many, Arabic zero, two, few and many).",
        rationale: """
            Both platforms fall back to 'other' when the category of a count has no form, so a Russian plural \
            with only one and other shows the 'other' form for 2, 3 and 4, which is wrong. Each platform is judged \
            by the releases that show the plural: Android by the CLDR of the Android versions the app supports \
            (androidMinSdk in the configuration; by default all: CLDR 37 for Android 11 and older, 41 for 12 and \
            13, 49 for 14 and later), counting only categories an integer selects, since getQuantityString takes \
            an integer (so Czech 'many', for fractions, is not needed); Apple platforms by the CLDR of current \
            releases (49). A category the releases disagree about (French 'many' for a million, which CLDR 38 \
            added; Hebrew 'many', which CLDR 42 removed) is a note, never more. 'other' itself is the \
            missing_other_plural_form rule's.
            """,
        kind: .plurals, defaultSeverity: .warning, androidLintID: "MissingQuantity",
        nonTriggeringExamples: [
            .android(["values-ru": #"<plurals name="files"><item quantity="one">%d файл</item><item quantity="few">%d файла</item><item quantity="many">%d файлов</item><item quantity="other">%d файла</item></plurals>"#]),
            // Czech 'many' is for fractions, which Android's integer counts never select.
            .android(["values-cs": #"<plurals name="files"><item quantity="one">%d soubor</item><item quantity="few">%d soubory</item><item quantity="other">%d souborů</item></plurals>"#]),
            // Only Android 11 and older lack French 'many': with androidMinSdk 31 every release needs it.
            .android(["values-fr": #"<plurals name="files"><item quantity="one">%d fichier</item><item quantity="many">%d de fichiers</item><item quantity="other">%d fichiers</item></plurals>"#],
                     configuration: #"{ "androidMinSdk": 31 }"#),
            .android(["values-ja": #"<plurals name="files"><item quantity="other">%d 件</item></plurals>"#]),
        ],
        triggeringExamples: [
            .android(["values-ru": #"↓<plurals name="files"><item quantity="one">%d файл</item><item quantity="other">%d файла</item></plurals>"#]),
            // A note: Catalan 'many' (a million) is CLDR 42's, so Android 14 and later use it and older releases do not.
            .android(["values-ca": #"↓<plurals name="files"><item quantity="one">%d fitxer</item><item quantity="other">%d fitxers</item></plurals>"#]),
            // A note: Hebrew 'many' (20, 30, 40…) is gone since CLDR 42, but Android 13 and older use it.
            .android(["values-he": #"↓<plurals name="files"><item quantity="one">קובץ אחד</item><item quantity="two">שני קבצים</item><item quantity="other">%d קבצים</item></plurals>"#]),
            .stringsdict(["pl": """
                <key>files</key>
                <dict>
                    <key>NSStringLocalizedFormatKey</key>
                    <string>%#@n@</string>
                    <key>n</key>
                    <dict>
                        <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                        <key>NSStringFormatValueTypeKey</key><string>d</string>
                        <key>one</key><string>↓%d plik</string>
                        <key>other</key><string>%d pliki</string>
                    </dict>
                </dict>
                """]),
        ])

    func validate(_ context: LintContext) -> [Violation] {
        var violations: [Violation] = []
        context.forEachEntry(where: { $0.contains(.isPlural) }) { resources, entry in
            guard let (groups, language) = PluralGroup.groupsWithLanguage(of: entry, in: resources),
                  let tag = resources.languageTag else { return }
            let judges = PluralJudges(format: entry.format, tag: tag, androidMinSdk: context.configuration.androidMinSdk)
            guard !judges.judges.isEmpty else { return }
            let needed = judges.neededByAll
            let disputed = judges.disputed
            func examples(_ category: PluralCategory) -> String {
                language.integers[category].map { " (\(PluralCategory.examples($0)))" } ?? ""
            }
            for group in groups {
                guard let anchor = group.anchor else { continue }
                let present = Set(group.categories)
                let location = entry.format == .stringsdict ? context.location(of: anchor, in: entry) : context.location(of: entry)
                let missing = PluralCategory.allCases.filter { needed.contains($0) && !present.contains($0) }
                if !missing.isEmpty {
                    let described = missing.map { "\($0.rawValue)\(examples($0))" }
                    let uses = (judges.judges.last?.version.categories ?? language.categories).map(\.rawValue).joined(separator: ", ")
                    let releases = entry.format == .android ? "every Android release the app supports" : "current Apple releases"
                    let versions = judges.judges.map(\.version.cldr).joined(separator: ", ")
                    violations.append(Violation(
                        location: location,
                        message: "\(group.label) in \(resources.language) has no form for \(described.joined(separator: ", ")); \(resources.language) uses \(uses) on \(releases) (CLDR \(versions)), and those counts get the 'other' form instead",
                        key: entry.key, language: resources.language))
                }
                for category in PluralCategory.allCases where disputed.contains(category) && !present.contains(category) {
                    violations.append(Violation(
                        location: location,
                        message: "\(group.label) in \(resources.language) has no form for \(category.rawValue)\(examples(category)): \(judges.labels(of: category, needing: true)) use it, \(judges.labels(of: category, needing: false)) do not; the releases disagree, so this is a note (add the form for the releases that use it)",
                        key: entry.key, language: resources.language, maximumSeverity: .info))
                }
            }
        }
        return violations
    }
}
