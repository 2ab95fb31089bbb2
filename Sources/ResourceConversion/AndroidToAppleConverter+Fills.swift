import ConversionMetadata
import LocalizedStrings
import SystemSupport

/// Filling the gaps of a locale: keys its folder lacks are written into its Apple table with
/// the text Android shows its users.
///
/// Android falls back resource by resource: a string `values-fr` lacks comes from the next
/// folder of the French user's chain (`values/` in the end), and a reference resolves in that
/// user's chain too (see ``AndroidResolution``). Foundation falls back per table: `Bundle`
/// reads the one `Localizable.strings` of the chosen `.lproj` folder, and a key missing from it
/// gives the key itself (`localizedString(forKey:value:table:)`: "If key is not found and value
/// is nil or an empty string, returns key"; swift-corelibs-foundation @543ae3c
/// `Sources/CoreFoundation/CFBundle_Strings.c`: `_copyStringFromTable` loads one table, and
/// `_CFBundleCopyLocalizedStringForLocalizationTableURLAndMarkdownOption` returns the key (or
/// the value given) when it lacks the key; users meet it as SwiftGen#937, MacPass#780,
/// moko-resources#118, and in String Catalogs XcodesOrg/XcodesApp#492). So each gap is filled
/// with what Android shows there, marked with a ``ConversionRecord/Fill`` record (in a catalog,
/// also the state `new`), and converting back leaves it out unless it was edited since. Gaps
/// of an Apple table that was converted to Android (``TableRecord/gaps``) stay gaps, so that
/// Apple → Android → Apple gives back the same files.
extension AndroidToAppleConverter {
    /// The group keys each Apple table and locale gets from its own folders (several Android
    /// folders can map to one Apple locale), those read when their locale is converted left
    /// for it to add (``LprojConversion/tables(ofUnits:)``).
    static func definedKeys(_ sources: Sources, appleLocales: [SourceKey: LanguageTag]) -> [TableLocale: Set<String>] {
        var order: [TableLocale] = []
        var sourcesByLocale: [TableLocale: [SourceKey]] = [:]
        for key in sources.order {
            guard let appleLocale = appleLocales[key] else { continue }
            let locale = TableLocale(table: key.table.id, locale: appleLocale)
            if sourcesByLocale[locale] == nil { order.append(locale) }
            sourcesByLocale[locale, default: []].append(key)
        }
        // Each locale's set on its own, on all cores: there is a set per locale, each of
        // about every key of the source.
        let sets = order.map { sourcesByLocale[$0] ?? [] }.concurrentMap { keys in
            var defined: Set<String> = []
            defined.reserveCapacity(keys.reduce(0) { $0 + sources.groups(of: $1).count })
            for key in keys {
                for group in sources.groups(of: key) { defined.insert(group.key) }
            }
            return defined
        }
        return Dictionary(uniqueKeysWithValues: zip(order, sets))
    }
}

extension AndroidToAppleConverter {
    /// A group a locale's folder lacks, as ``GroupConversion/fillGaps(of:appleLocale:templates:each:)``
    /// gives it: the id of its template, converted once for every locale that lacks it
    /// (``FillTemplates/all``), or the group converted for this locale (it holds a reference,
    /// or a `zero` form).
    enum Fill {
        case template(Int)
        case converted(ConvertedGroup)
    }
}

extension AndroidToAppleConverter.GroupConversion {
    /// The groups a locale's folder lacks and another folder of its Android fallback chain has,
    /// each converted as that locale's users see them and given to `each` in order (the
    /// template's, where `templates` has one), with a note saying how many.
    func fillGaps<Template>(of key: AndroidToAppleConverter.SourceKey, appleLocale: LanguageTag,
                            templates: AndroidToAppleConverter.FillTemplates<Template>,
                            each: (AndroidToAppleConverter.Fill) -> Void) -> [Diagnostic] {
        // An overlay holds what it lays over the main folder: what it lacks, Android takes from there.
        guard converter.options.fillsGaps, let locale = key.locale, !key.table.isBase, !sources.overlays.contains(key.table) else { return [] }
        // Keys the Apple table lacked when this folder was converted from Apple stay gaps.
        let defined = definedKeys[TableLocale(table: key.table.id, locale: appleLocale)] ?? []
        let appleGaps = sources.appleGaps[key] ?? []
        let resolution = mapping.context.android
        var seen: Set<String> = []
        var filled = 0
        var origins: [String] = []
        let origin = AndroidToAppleConverter.ConvertedGroup.Origin(source: key, appleLocale: appleLocale)
        let folders = resolution.chain(for: locale).dropFirst()
        for (position, folder) in folders.enumerated() {
            let from = AndroidToAppleConverter.SourceKey(table: key.table, locale: folder)
            guard let fromLocale = appleLocales[from], let groups = sources.groups[from] else { continue }
            let before = filled
            let fromIdentifier = fromLocale.identifier
            let folderTemplates = templates.folder(from).ids
            // The folder's groups this locale has (or keeps as gaps, or filled from an earlier
            // folder) are marked by position: one look-up per such name, not one per group.
            var skipped = [Bool](repeating: false, count: groups.groups.count)
            for names in [defined, appleGaps, seen] {
                for name in names { if let index = groups.index(of: name) { skipped[index] = true } }
            }
            // A folder's names are distinct: only a later folder can repeat one.
            let recordsSeen = position < folders.count - 1
            for index in groups.groups.indices where !skipped[index] {
                if recordsSeen { seen.insert(groups.groups[index].key) }
                filled += 1
                if index < folderTemplates.count, let template = folderTemplates[index] {
                    each(.template(template))
                    continue
                }
                let (name, entries) = groups.groups[index]
                // What converting the other folder reports is reported there, once.
                var ignored: [Diagnostic] = []
                var group = converter.convert(entries, name: name, origin: origin,
                                              styled: sources.styled.contains(TableKey(table: key.table.id, key: name)),
                                              mapping: mapping, diagnostics: &ignored)
                group.restored = false
                group.filledFrom = referencedLocale(of: entries, for: locale)?.identifier ?? fromIdentifier
                each(.converted(group))
            }
            if filled > before { origins.append(sources.folderName(from)) }
        }
        guard filled > 0 else { return [] }
        let folder = sources.folderName(key)
        let count = CountPhrase.of(filled, "key")
        let note = Diagnostic.note(ConversionDiagnosticID.filledGap, at: sources.paths[key]?.first.map { SourceLocation(path: $0) },
                                   "\(folder) lacks \(count) that Android shows its users from \(origins.joined(separator: ", ")); \(appleLocale) gets \(filled == 1 ? "it" : "them") with that text, since Apple platforms would show the key (Foundation falls back per table, not per key), marked so that converting back leaves them out")
        return [note]
    }

    /// For a string that is a reference, the Apple locale of the folder whose text Android
    /// shows for it in `locale`.
    private func referencedLocale(of entries: [Entry], for locale: LanguageTag) -> LanguageTag? {
        guard entries.count == 1, case .reference(let reference) = entries[0].value,
              let (_, folder) = mapping.context.android.resolve(reference, locale: locale) else { return nil }
        return LocaleMapping.appleLocale(forAndroid: folder, sourceLanguage: converter.options.sourceLanguage)
    }
}
