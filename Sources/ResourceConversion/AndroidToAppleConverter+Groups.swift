import AndroidResources
import AppleResources
import ConversionMetadata
import LocalizedStrings

extension AndroidToAppleConverter {
    /// An Android table being converted: its Apple table and Android locale.
    struct SourceKey: Hashable, Sendable {
        var table: AppleTable
        var locale: LanguageTag?
    }

    /// One group's Apple entries, with the Android group they came from.
    ///
    /// A catalog holds every locale's groups at once until it is made: what all groups of a
    /// source share is held once, by reference (``Origin``).
    struct ConvertedGroup: Sendable {
        /// The source and Apple locale of every group converted from one source.
        final class Origin: Sendable {
            let source: SourceKey
            let appleLocale: LanguageTag

            init(source: SourceKey, appleLocale: LanguageTag) {
                self.source = source
                self.appleLocale = appleLocale
            }
        }

        var origin: Origin
        var source: SourceKey { origin.source }
        var appleLocale: LanguageTag { origin.appleLocale }
        var name: String
        /// The Android entries as converting back is compared with: stripped
        /// (``KeptMetadata/strippedAndroid(_:)``), but for the locations of entries that had
        /// nothing else to strip (see ``convert(_:name:source:appleLocale:styled:mapping:diagnostics:)``).
        var android: [Entry]
        var apple: [Entry]
        var styled: Bool
        /// Whether the Apple entries were restored from details kept on the Android side.
        var restored: Bool
        var record = ConversionRecord()
        /// Whether ``apple`` holds the record already, as an `.lproj` table keeps it (a fill
        /// template's entries are finished once for every locale).
        var recordIsKept = false
        /// For a group the locale's folder lacks, written with the text Android shows there:
        /// the identifier of the Apple locale whose text it is (see ``ConversionRecord/Fill``).
        var filledFrom: String?
    }

    /// What converting the groups needs, for one conversion: the sources, their Apple locales
    /// and the mappings both ways.
    struct GroupConversion: Sendable {
        var converter: AndroidToAppleConverter
        var sources: Sources
        var appleLocales: [SourceKey: LanguageTag]
        var mapping: AndroidToAppleMapping
        var reverse: AppleToAndroidMapping
        /// The group keys each Apple table and locale has from its own folders.
        var definedKeys: [TableLocale: Set<String>]

        /// The sources in order, each with its groups and Apple locale.
        var work: [(key: SourceKey, groups: [(key: String, entries: [Entry])], appleLocale: LanguageTag)] {
            sources.order.compactMap { key in appleLocales[key].map { (key, sources.groups(of: key), $0) } }
        }

        /// Every group of one source as Apple entries, without the gaps its folder lacks
        /// (``fillGaps(of:appleLocale:templates:each:)`` gives those).
        func convertOwnGroups(of key: SourceKey, _ groups: [(key: String, entries: [Entry])], appleLocale: LanguageTag)
            -> (groups: [ConvertedGroup], diagnostics: [Diagnostic]) {
            var diagnostics: [Diagnostic] = []
            let origin = ConvertedGroup.Origin(source: key, appleLocale: appleLocale)
            let converted = groups.map { name, entries in
                converter.convert(entries, name: name, origin: origin,
                                  styled: sources.styled.contains(TableKey(table: key.table.id, key: name)), mapping: mapping,
                                  diagnostics: &diagnostics)
            }
            return (converted, diagnostics)
        }
    }

    /// One group as Apple entries: restored from an earlier Apple → Android conversion when
    /// the Android side was not edited since, else mapped.
    func convert(_ group: [Entry], name: String, origin: ConvertedGroup.Origin, styled: Bool,
                 mapping: AndroidToAppleMapping, diagnostics: inout [Diagnostic]) -> ConvertedGroup {
        // Stripping an entry read from a file mostly takes only its location away, which neither
        // the mapping nor the round-trip check reads: the group is copied only when an entry has
        // a record or sb: attributes to take away.
        // (Entries are read in place: iterating a group copies each one.)
        let takesOnlyLocations = group.indices.allSatisfy { KeptMetadata.strippingTakesOnlyLocation(group[$0]) }
        let android = takesOnlyLocations ? group : group.map(KeptMetadata.strippedAndroid)
        // A record is kept in an sb:apple attribute, in details, which such entries have none of.
        if !takesOnlyLocations, let json = group.lazy.compactMap(KeptMetadata.appleRecord(of:)).first,
           let record = ConversionRecord(json: json, sourceKey: "apple"), var appleEntries = record.sourceEntries,
           mapping.target.canHold(appleEntries) {
            if record.check == Fingerprint.of(android) {
                // As the target holds them (an .lproj folder has no states), so that a record
                // made of them fingerprints what is written.
                if mapping.target == .lproj { Self.holdAsLproj(&appleEntries) }
                return ConvertedGroup(origin: origin, name: name, android: android, apple: appleEntries,
                                      styled: false, restored: true)
            }
            diagnostics.append(.warning(ConversionDiagnosticID.editedSinceConversion, at: group.first?.location,
                                        "'\(name)' was edited since it was converted from Apple; Apple-only details kept then (states, variables, device variants) are not carried"))
        }
        var (apple, notes) = mapping.appleEntries(for: Self.keyed(android, as: name), androidLocale: origin.source.locale,
                                                  appleLocale: origin.appleLocale, styled: styled)
        for note in notes {
            let location = group.first { $0.key == note.key }?.location ?? group.first?.location
            diagnostics.append(Diagnostic(id: ConversionDiagnosticID.notRepresentable, severity: note.severity,
                                          location: location, message: "'\(note.key)': \(note.message)"))
        }
        // What .strings and .stringsdict files can hold.
        if mapping.target == .lproj { Self.holdAsLproj(&apple) }
        return ConvertedGroup(origin: origin, name: name, android: android, apple: apple,
                              styled: styled, restored: false)
    }

    /// The entries with the key of their group, `name`, in sb:key where it is not their name:
    /// a name another kind of resource keeps (see NameKinds).
    private static func keyed(_ entries: [Entry], as name: String) -> [Entry] {
        // Asked first: a loop that may change the entries made a copy of them before it began.
        guard entries.indices.contains(where: { entries[$0].key != name }) else { return entries }
        var keyed = entries
        for index in keyed.indices where keyed[index].key != name {
            StringBridgeNamespace.add(StringBridgeNamespace.keyAttribute, value: name, to: &keyed[index])
        }
        return keyed
    }

    /// Makes entries what an `.lproj` folder holds, in place (most are already).
    private static func holdAsLproj(_ entries: inout [Entry]) {
        for index in entries.indices { entries[index].holdAsLproj() }
    }

    /// Decides what the Apple side must keep: the styled flag, and the Android entries when
    /// converting the Apple entries back would not give them.
    ///
    /// In a catalog the comment belongs to the key, and converting back gives it to the
    /// source language only (see ``AppleToAndroidConverter``).
    func attachRecord(_ group: inout ConvertedGroup, reverse: AppleToAndroidMapping, catalog: Bool) {
        if let from = group.filledFrom {
            group.record = ConversionRecord(styled: group.styled,
                                            fill: ConversionRecord.Fill(from: from, check: Fingerprint.of(group.apple)))
            return
        }
        guard !group.restored else { return }
        let keepsComments = !catalog || group.appleLocale == options.sourceLanguage
        // Read from local arrays: an entry passed on from the group, which is inout, is copied.
        let (android, apple) = (group.android, group.apple)
        if apple.count == 1, !group.styled, Self.mapsBackExactly(android, as: apple, name: group.name),
           android[0].comment == (keepsComments ? apple[0].comment : nil) {
            return
        }
        let stripped = android.map(\.withoutLocation)
        let same = !stripped.contains(where: Self.neverComesBack)
            && Self.roundTrip(of: group, keepsComments: keepsComments, reverse: reverse) == stripped
        group.record = ConversionRecord(styled: group.styled, sourceEntries: same ? nil : stripped,
                                        check: same ? nil : Fingerprint.of(group.apple))
    }

    /// The Android entries that converting a group's Apple entries back gives, stripped as
    /// the group's own are.
    private static func roundTrip(of group: ConvertedGroup, keepsComments: Bool, reverse: AppleToAndroidMapping) -> [Entry] {
        let appleEntries = keepsComments ? group.apple : group.apple.map(\.withoutComment)
        return reverse.androidEntries(for: appleEntries, name: group.name, styled: group.styled).entries.map(KeptMetadata.strippedAndroid)
    }

    /// Whether an entry has details that converting back (``AppleToAndroidMapping``) never
    /// gives, once stripped as the check strips it: any pair but `sb:key`, such as a `fuzzy`
    /// attribute. Converting back then cannot give the entry, and need not be tried.
    static func neverComesBack(_ entry: Entry) -> Bool {
        entry.details.keptPairs.contains { $0.name != StringBridgeNamespace.keyAttribute }
    }

    /// Whether a group certainly converts back to itself from its `apple` entry: one plain
    /// translatable string named as the group, with no markup or Android-only attribute, and
    /// no format specifier, whose Apple entry stayed translatable (a catalog gives every locale
    /// the source language's `shouldTranslate`: `translatable="false"` in `values/` must not
    /// come back in `values-fr`). (Checking is the slow path.) The entry is read in place:
    /// passing it on copied it.
    ///
    /// A string with specifiers converts back to itself too when they map both ways unchanged
    /// (``FormatSpecifierMapping/roundTripsExactly(_:)``) and nothing else of the entry is
    /// changed on the way: it has no comment.
    private static func mapsBackExactly(_ entries: [Entry], as apple: [Entry], name: String) -> Bool {
        guard entries.count == 1, entries[0].key == name, entries[0].isTranslatable, entries[0].isFormatted,
              entries[0].product == nil, entries[0].details.isEmpty, apple.count == 1, apple[0].isTranslatable,
              case .text(let styled) = entries[0].value, styled.isPlain else { return false }
        guard styled.text.containsPercentSign else { return true }
        return entries[0].comment == nil && FormatSpecifierMapping.roundTripsExactly(styled.text)
    }
}
