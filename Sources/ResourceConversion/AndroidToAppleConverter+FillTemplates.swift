import LocalizedStrings

extension AndroidToAppleConverter {
    /// Gap fills converted once for all the locales that lack them.
    ///
    /// A group that a folder of the fallback chain (`values/`, mostly) has and a locale's own
    /// folder lacks is written into that locale with the text Android shows there
    /// (``GroupConversion/fillGaps(of:appleLocale:appendingTo:)``). Its Apple entries are the same in
    /// every such locale unless it holds a reference, which resolves in each locale's own chain,
    /// or a `zero` plural form, which only locales with that category keep. The other groups
    /// are converted here once per folder they come from (Wikipedia: 356,000 fills of 2,300
    /// keys), finished as the format needs (an `.lproj` fill gets its record), and each locale
    /// takes a copy.
    struct FillTemplates: Sendable {
        private var templates: [SourceKey: [String: ConvertedGroup]] = [:]

        /// No templates: every fill is converted in its locale.
        init() {}

        /// Templates for every group that the folders of the sources' fallback chains can fill
        /// the same in each locale, each finished by `finish`.
        init(_ phase: GroupConversion, finish: @Sendable (inout ConvertedGroup) -> Void) {
            guard phase.converter.options.fillsGaps else { return }
            var origins: [SourceKey] = []
            var seen: Set<SourceKey> = []
            for (key, _, _) in phase.work where key.locale != nil && !key.table.isBase {
                for folder in phase.mapping.context.android.chain(for: key.locale).dropFirst() {
                    let from = SourceKey(table: key.table, locale: folder)
                    if phase.appleLocales[from] != nil, seen.insert(from).inserted { origins.append(from) }
                }
            }
            let work = origins.flatMap { from in
                phase.sources.groups(of: from).filter { Self.fillsAlike($0.entries) }.map { (from, $0.key, $0.entries) }
            }
            let converted = work.concurrentMap { from, name, entries in
                // The locale only decides references and zero forms, which templates have none of.
                let fromLocale = phase.appleLocales[from] ?? phase.converter.options.sourceLanguage
                var ignored: [Diagnostic] = []
                var group = phase.converter.convert(entries, name: name, source: from, appleLocale: fromLocale,
                                                    styled: phase.sources.styled.contains(TableKey(table: from.table.id, key: name)),
                                                    mapping: phase.mapping, diagnostics: &ignored)
                group.restored = false
                group.filledFrom = fromLocale
                group.template = from
                finish(&group)
                return group
            }
            for ((from, name, _), group) in zip(work, converted) { templates[from, default: [:]][name] = group }
        }

        /// The templates, each finished by `finish` (on all cores): for a format that finishes
        /// its groups only once every locale is converted, as a catalog does.
        func finished(_ finish: @Sendable (inout ConvertedGroup) -> Void) -> FillTemplates {
            let all = templates.flatMap { from, groups in groups.map { (from, $0.key, $0.value) } }
            let done = all.concurrentMap { _, _, group in
                var group = group
                finish(&group)
                return group
            }
            var finished = FillTemplates()
            for ((from, name, _), group) in zip(all, done) { finished.templates[from, default: [:]][name] = group }
            return finished
        }

        /// The templates of the groups of `from` by name; a group without one converts
        /// differently per locale.
        func groups(from: SourceKey) -> [String: ConvertedGroup] {
            templates[from] ?? [:]
        }

        /// Whether a group converts to the same Apple entries in every locale it fills: it has
        /// no reference and no `zero` plural form.
        private static func fillsAlike(_ entries: [Entry]) -> Bool {
            entries.allSatisfy { entry in
                switch entry.value {
                case .text, .variableFormat, .device: true
                case .reference: false
                case .array(let items): items.allSatisfy(\.isText)
                case .plural(let forms): forms.forms.allSatisfy { $0.category != .zero && $0.value.isText }
                }
            }
        }
    }
}

private extension ItemValue {
    var isText: Bool {
        if case .text = self { true } else { false }
    }
}
