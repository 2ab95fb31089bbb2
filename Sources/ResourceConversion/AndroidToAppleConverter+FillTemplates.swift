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
    struct FillTemplates<Template: Sendable>: Sendable {
        /// The templates of a folder's groups, by the groups' positions in the folder.
        struct Folder: Sendable {
            /// The folder's groups (for their names' positions).
            fileprivate(set) var groups = OrderedGroups<String>()
            /// The template of each group, or `nil` for a group that converts differently per locale.
            fileprivate(set) var templates: [Template?] = []

            /// The template of the group of `name`.
            func template(named name: String) -> Template? {
                groups.index(of: name).flatMap { templates[$0] }
            }
        }

        private var folders: [SourceKey: Folder] = [:]

        /// No templates: every fill is converted in its locale.
        init() {}

        /// Templates for every group that the folders of the sources' fallback chains can fill
        /// the same in each locale, each made by `finish` from the group as converted.
        init(_ phase: GroupConversion, finish: @Sendable (ConvertedGroup) -> Template) {
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
                phase.sources.groups(of: from).enumerated().filter { Self.fillsAlike($0.element.entries) }
                    .map { (from, $0.offset, $0.element.key, $0.element.entries) }
            }
            let converted = work.concurrentMap { from, _, name, entries in
                // The locale only decides references and zero forms, which templates have none of.
                let fromLocale = phase.appleLocales[from] ?? phase.converter.options.sourceLanguage
                var ignored: [Diagnostic] = []
                var group = phase.converter.convert(entries, name: name, source: from, appleLocale: fromLocale,
                                                    styled: phase.sources.styled.contains(TableKey(table: from.table.id, key: name)),
                                                    mapping: phase.mapping, diagnostics: &ignored)
                group.restored = false
                group.filledFrom = fromLocale
                group.template = from
                return finish(group)
            }
            for from in origins {
                let groups = phase.sources.groups[from] ?? OrderedGroups()
                folders[from] = Folder(groups: groups, templates: Array(repeating: nil, count: groups.groups.count))
            }
            for ((from, position, _, _), template) in zip(work, converted) { folders[from]?.templates[position] = template }
        }

        private init(folders: [SourceKey: Folder]) {
            self.folders = folders
        }

        /// The templates, each finished by `finish` (on all cores): for a format that finishes
        /// its groups only once every locale is converted, as a catalog does.
        func finished<Finished>(_ finish: @Sendable (Template) -> Finished) -> FillTemplates<Finished> {
            let all = folders.map { ($0.key, $0.value) }
            let done = all.map { _, folder in folder.templates.concurrentMap { $0.map(finish) } }
            var finished: [SourceKey: FillTemplates<Finished>.Folder] = [:]
            for ((from, folder), templates) in zip(all, done) {
                finished[from] = FillTemplates<Finished>.Folder(groups: folder.groups, templates: templates)
            }
            return FillTemplates<Finished>(folders: finished)
        }

        /// Every template, in no particular order.
        var all: [Template] {
            folders.values.flatMap { $0.templates.compactMap { $0 } }
        }

        /// The templates of the groups of `from`, by position; empty when `from` is no folder's
        /// fallback.
        func folder(_ from: SourceKey) -> Folder {
            folders[from] ?? Folder()
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
