import AndroidResources
import ConversionMetadata
import LocalizedStrings

/// The Android → Apple mapping of one group of entries (a name and its product variants or
/// array items) in one locale, without the details kept for converting back.
struct AndroidToAppleMapping: Sendable {
    /// What the Apple side holds plurals in.
    enum Target {
        /// `.strings` and `.stringsdict`: plurals become a `%#@count@` variable format.
        case lproj
        /// A String Catalog: plurals become plural variations of the whole string.
        case catalog

        /// Whether files of this kind hold the value as it is: `.strings` and `.stringsdict`
        /// hold text, variable formats and device variants of plain text, a catalog everything
        /// but arrays.
        func canHold(_ value: EntryValue) -> Bool {
            switch (self, value) {
            case (_, .array): false
            case (.lproj, .plural): false
            case (.lproj, .device(let variations)): variations.holdsTextOnly
            default: true
            }
        }

        /// Whether files of this kind hold the entries as they are: each value, and one key
        /// twice only as a `.strings` entry beside the `.stringsdict` entry that shadows it.
        func canHold(_ entries: [Entry]) -> Bool {
            guard entries.allSatisfy({ canHold($0.value) }) else { return false }
            var textKeys: Set<String> = []
            var formatKeys: Set<String> = []
            for entry in entries {
                let isFormat = entry.value.belongsInStringsDict
                let inserted = isFormat ? formatKeys.insert(entry.key).inserted : textKeys.insert(entry.key).inserted
                if !inserted || (self == .catalog && textKeys.contains(entry.key) && formatKeys.contains(entry.key)) { return false }
            }
            return true
        }
    }

    var context: ConversionContext
    let target: Target

    /// The name of the `.stringsdict` variable that holds an Android plural's forms.
    static let pluralVariableName = "count"

    /// The Apple entries for an Android group.
    ///
    /// - Parameters:
    ///   - group: Entries with one name (product variants, or one array or plural).
    ///   - androidLocale: The locale whose users see the entries (`nil` for `values/`): its
    ///     Android fallback chain resolves references.
    ///   - appleLocale: The Apple language, for its plural categories.
    ///   - styled: Whether the name is styled in some locale, so its texts are HTML.
    func appleEntries(for group: [Entry], androidLocale: LanguageTag?, appleLocale: LanguageTag,
                      styled: Bool) -> (entries: [Entry], notes: [ConversionNote]) {
        var entries: [Entry] = []
        entries.reserveCapacity(group.count)
        var notes: [ConversionNote] = []
        for index in group.indices {
            appendAppleEntries(of: group, at: index, androidLocale: androidLocale, appleLocale: appleLocale, styled: styled,
                               to: &entries, notes: &notes)
        }
        return (entries, notes)
    }

    /// The Apple entries of the entry at `index` of `group`: one, or one per array item.
    ///
    /// The entry is read where it is: iterating the group, or passing the entry on, copied it
    /// (six references retained and released), which cost more than converting most entries.
    private func appendAppleEntries(of group: [Entry], at index: Int, androidLocale: LanguageTag?, appleLocale: LanguageTag,
                                    styled: Bool, to entries: inout [Entry], notes: inout [ConversionNote]) {
        let (key, isFormatted) = (group[index].key, group[index].isFormatted)
        // An Apple key that is not a resource name was kept in sb:key.
        let base = StringBridgeNamespace.appleKey(of: group[index]) ?? key
        func note(_ message: String, _ severity: Diagnostic.Severity = .warning) {
            notes.append(ConversionNote(key: key, severity: severity, message: message))
        }
        let value: EntryValue
        switch group[index].value {
        case .text(let styledText):
            // The value is shared, not rebuilt, where the text comes out as it went in.
            value = Self.isUnchanged(styledText, html: styled)
                ? group[index].value : .text(StyledText(text(styledText, formatted: isFormatted, html: styled, note: note)))
        case .reference(let reference):
            value = .text(StyledText(resolved(reference, locale: androidLocale, formatted: isFormatted, note: note)))
        case .plural(let forms):
            let mapped = pluralForms(forms, formatted: isFormatted, androidLocale: androidLocale,
                                     appleLocale: appleLocale, styled: styled, note: note)
            switch target {
            case .lproj:
                let variable = PluralVariable(name: Self.pluralVariableName,
                                              valueType: context.options.integerSpecifier.rawValue, forms: mapped)
                value = .variableFormat(VariableFormat(format: "%#@\(Self.pluralVariableName)@", variables: [variable]))
            case .catalog:
                value = .plural(PluralForms(mapped.forms.map { form in
                    var form = form
                    form.state = Self.translatedState
                    return form
                }))
            }
        case .array(let items):
            if items.isEmpty {
                note("the array has no items, so no item key; it is written as '\(base)[]' with an empty value", .note)
                entries.append(Entry(key: AppleKey(base: base, isEmptyArray: true).text, value: .text(StyledText("")),
                                     comment: group[index].comment, isTranslatable: group[index].isTranslatable,
                                     state: target == .catalog ? Self.translatedState : nil))
            }
            let nonStringItems = group[index].androidDetails.nonStringItems
            if !nonStringItems.isEmpty {
                let shown = nonStringItems.prefix(3).compactMap { items.indices.contains($0) ? "[\($0)] \(items[$0].displayText)" : nil }
                note("\(nonStringItems.count) item(s) of the array are numbers, colours or booleans on Android (\(shown.joined(separator: ", "))\(nonStringItems.count > 3 ? ", …" : "")); Apple has only strings, so each is written as its text", .note)
            }
            for (item, itemValue) in items.enumerated() {
                let itemText = self.item(itemValue, formatted: isFormatted, locale: androidLocale, html: styled, note: note)
                entries.append(Entry(key: AppleKey(base: base, index: item).text, value: .text(StyledText(itemText)),
                                     comment: item == 0 ? group[index].comment : nil, isTranslatable: group[index].isTranslatable,
                                     state: target == .catalog ? Self.translatedState : nil))
            }
            return
        case .variableFormat, .device:
            // Apple values kept on the Android side are restored before mapping; these
            // cannot come from an Android file otherwise.
            value = group[index].value
        }
        let isText = if case .text = value { true } else { false }
        entries.append(Entry(key: AppleKey(base: base, product: group[index].product).text, value: value, comment: group[index].comment,
                             isTranslatable: group[index].isTranslatable,
                             state: target == .catalog && isText ? Self.translatedState : nil))
    }

    /// The state String Catalog strings from Android get: they are translations already.
    static let translatedState = TranslationState.translated

    // MARK: - Texts

    /// Whether ``text(_:formatted:html:note:)`` gives a text back as it is, whether formatted
    /// or not: it has no markup (which HTML would write as tags, and plain text would lose)
    /// and no `%` (so no specifier to map and no `%` to double).
    static func isUnchanged(_ styled: StyledText, html: Bool) -> Bool {
        !html && styled.isPlain && !styled.text.containsPercentSign
    }

    /// The Apple text of an Android text: HTML when `html`, else its characters, with the
    /// specifiers mapped when it is `formatted` and every `%` doubled when it is not.
    func text(_ styled: StyledText, formatted: Bool, html: Bool, note: (String, Diagnostic.Severity) -> Void) -> String {
        func transform(_ run: String) -> String {
            guard formatted else { return run.replacingPercentSigns() }
            let (mapped, messages) = context.specifiers.appleText(fromJava: run)
            for message in messages { note(message, .warning) }
            return mapped
        }
        return html ? HTMLMarkup.html(for: styled, transform: transform) : transform(styled.text)
    }

    private func resolved(_ reference: ResourceReference, locale: LanguageTag?, formatted: Bool,
                          note: (String, Diagnostic.Severity) -> Void) -> String {
        guard let target = context.android.resolve(reference, locale: locale)?.text else {
            note("\(reference) cannot be resolved for Apple (missing, @null, or another package's resource); the reference text is written instead", .warning)
            return reference.description
        }
        return text(StyledText(target.text), formatted: formatted, html: false, note: note)
    }

    private func item(_ item: ItemValue, formatted: Bool, locale: LanguageTag?, html: Bool,
                      note: (String, Diagnostic.Severity) -> Void) -> String {
        switch item {
        case .text(let styled): text(styled, formatted: formatted, html: html, note: note)
        case .reference(let reference): resolved(reference, locale: locale, formatted: formatted, note: note)
        }
    }

    /// The forms with their texts mapped, without `zero` where Android ignores it.
    private func pluralForms(_ forms: PluralForms, formatted: Bool, androidLocale: LanguageTag?, appleLocale: LanguageTag,
                             styled: Bool, note: (String, Diagnostic.Severity) -> Void) -> PluralForms {
        var mapped: [PluralForms.Form] = []
        let keepsZero = context.hasZeroCategory(appleLocale)
        for form in forms.forms {
            if form.category == .zero && !keepsZero {
                note("the 'zero' form is left out: Android never uses it in \(appleLocale), but Apple would use it for 0", .note)
                continue
            }
            let text = item(form.value, formatted: formatted, locale: androidLocale, html: styled, note: note)
            mapped.append(PluralForms.Form(category: form.category, value: .text(StyledText(text))))
        }
        let counted = context.specifiers.countReadAsInteger(mapped.map(\.value.displayText))
        if !counted.changed.isEmpty {
            for index in mapped.indices { mapped[index].value = .text(StyledText(counted.forms[index])) }
            note("\(Set(counted.changed).sorted().joined(separator: ", ")) would read the count as an object on Apple platforms (a crash): written as %\(context.options.integerSpecifier.rawValue), which prints the digits Android's %s prints", .warning)
        }
        if !mapped.contains(where: { $0.category == .other }) {
            // Converted as it is: Foundation reads plurals without `other`, as aapt2 does.
            note("the plural has no 'other' form; it is converted with the forms it has (a count whose category has no form gets no text, on Android and Apple platforms alike)", .warning)
        }
        return PluralForms(mapped)
    }
}
