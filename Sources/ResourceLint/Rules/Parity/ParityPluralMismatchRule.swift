import LocalizedStrings

/// Keys whose plural forms differ between the platforms.
struct ParityPluralMismatchRule: LintRule {
    static let description = RuleDescription(
        identifier: "parity_plural_mismatch",
        name: "Parity: Plural Mismatch",
        summary: "With --android and --apple: a key that is a plural in one app and a plain string in the other, or whose plural categories differ.",
        rationale: """
            A count shown by both apps must choose its form the same way; a plural on one side and a fixed string \
            on the other says "1 files" in one app, and different categories mean some counts read differently. \
            Android plurals are compared as the converter writes them (a .stringsdict variable).
            """,
        kind: .parity, defaultSeverity: .warning,
        nonTriggeringExamples: [
            Example(files: [
                .init("android/res/values/strings.xml",
                      #"<resources><plurals name="n"><item quantity="one">%d file</item><item quantity="other">%d files</item></plurals></resources>"#),
                .init("apple/en.lproj/Localizable.stringsdict", Example.plist("""
                    <key>n</key>
                    <dict>
                        <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
                        <key>n</key>
                        <dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>NSStringFormatValueTypeKey</key><string>lld</string><key>one</key><string>%lld file</string><key>other</key><string>%lld files</string></dict>
                    </dict>
                    """)),
            ], isParity: true),
        ],
        triggeringExamples: [
            .parity(android: ["values": #"<plurals name="n"><item quantity="one">%d file</item><item quantity="other">%d files</item></plurals>"#],
                    apple: ["en": #"↓"n" = "%d files";"#]),
        ])

    func validate(_ context: LintContext) -> [Violation] {
        ParityPair.pairs(in: context).compactMap { pair in
            guard pair.differences.contains("plural") else { return nil }
            let detail: String
            if pair.android.isPlural != pair.apple.isPlural {
                detail = pair.android.isPlural ? "a plural on Android, a plain string on Apple" : "a plain string on Android, a plural on Apple"
            } else {
                detail = "Android has the forms \(Self.list(pair.android.categories)), Apple \(Self.list(pair.apple.categories))"
            }
            return Violation(location: context.location(of: pair.appleEntry), message: "\(pair.name) is \(detail)",
                             key: pair.item.key, language: pair.item.language, related: pair.related(context))
        }
    }

    private static func list(_ categories: Set<String>) -> String {
        categories.compactMap(PluralCategory.init).sorted().map(\.rawValue).joined(separator: ", ")
    }
}
