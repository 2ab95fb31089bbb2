import LocalizedStrings
import SystemSupport

extension AndroidToAppleConverter {
    /// Gap fills converted once for all the locales that lack them.
    ///
    /// A group that a folder of the fallback chain (`values/`, mostly) has and a locale's own
    /// folder lacks is written into that locale with the text Android shows there
    /// (``GroupConversion/fillGaps(of:appleLocale:templates:each:)``). Its Apple entries are
    /// the same in every such locale unless it holds a reference, which resolves in each
    /// locale's own chain, or a `zero` plural form, which only locales with that category keep.
    /// The other groups are converted here once per folder they come from (fills are many
    /// times more than the keys they fill), finished as the format needs, and every locale
    /// that lacks one shares it (an `.lproj` table or a catalog language holds its entries as a block of
    /// ``SharedEntries``).
    struct FillTemplates<Template: Sendable>: Sendable {
        /// The templates of a folder's groups, by the groups' positions in the folder.
        struct Folder: Sendable {
            /// The folder's groups (for their names' positions).
            fileprivate(set) var groups = OrderedGroups<String>()
            /// The place in ``FillTemplates/all`` of each group's template, or `nil` for a group
            /// that converts differently per locale.
            fileprivate(set) var ids: [Int?] = []

            /// The place in ``FillTemplates/all`` of the template of the group of `name`.
            func id(named name: String) -> Int? {
                groups.index(of: name).flatMap { ids[$0] }
            }
        }

        /// Every template; a template's place here is its id.
        private(set) var all: [Template] = []
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
            // The locale only decides references and zero forms, which templates have none of.
            let groupOrigins = Dictionary(uniqueKeysWithValues: origins.map { from in
                (from, ConvertedGroup.Origin(source: from, appleLocale: phase.appleLocales[from] ?? phase.converter.options.sourceLanguage))
            })
            all = work.concurrentMap { from, _, name, entries in
                let origin = groupOrigins[from]!
                var ignored: [Diagnostic] = []
                var group = phase.converter.convert(entries, name: name, origin: origin,
                                                    styled: phase.sources.styled.contains(TableKey(table: from.table.id, key: name)),
                                                    mapping: phase.mapping, diagnostics: &ignored)
                group.restored = false
                group.filledFrom = origin.appleLocale.identifier
                return finish(group)
            }
            for from in origins {
                let groups = phase.sources.groups[from] ?? OrderedGroups()
                folders[from] = Folder(groups: groups, ids: Array(repeating: nil, count: groups.groups.count))
            }
            for (id, (from, position, _, _)) in work.enumerated() { folders[from]?.ids[position] = id }
        }

        private init(all: [Template], folders: [SourceKey: Folder]) {
            self.all = all
            self.folders = folders
        }

        /// The templates, each finished by `finish` (on all cores), with the same ids: for a
        /// format that finishes its groups only once every locale is converted, as a catalog does.
        func finished<Finished>(_ finish: @Sendable (Template) -> Finished) -> FillTemplates<Finished> {
            FillTemplates<Finished>(all: all.concurrentMap(finish), folders: folders.mapValues { folder in
                FillTemplates<Finished>.Folder(groups: folder.groups, ids: folder.ids)
            })
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
