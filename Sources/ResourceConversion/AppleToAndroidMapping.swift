import AndroidResources
import AppleResources
import ConversionMetadata
import LocalizedStrings

/// The Apple → Android mapping of one group of entries (a key, or the `name[i]` items of an
/// array, or `name[product=…]` variants) in one locale, without the details kept for
/// converting back.
struct AppleToAndroidMapping: Sendable {
    let context: ConversionContext

    /// The Android entries for an Apple group.
    ///
    /// - Parameters:
    ///   - group: Apple entries whose keys share a base (see ``AppleKey``).
    ///   - name: The Android resource name for the base (the base itself when it is valid).
    ///   - styled: Whether the texts are HTML (spans).
    func androidEntries(for group: [Entry], name: String, styled: Bool) -> (entries: [Entry], notes: [ConversionNote]) {
        var entries: [Entry] = []
        var notes: [ConversionNote] = []
        var items: [(index: Int, entry: Entry)] = []
        var emptyArray: Entry?
        for entry in group {
            let key = AppleKey(parsing: entry.key)
            func note(_ message: String, _ severity: Diagnostic.Severity = .warning) {
                notes.append(ConversionNote(key: entry.key, severity: severity, message: message))
            }
            if let index = key.index {
                items.append((index, entry))
                continue
            }
            if key.isEmptyArray {
                emptyArray = entry
                continue
            }
            var android = Entry(key: name, value: .text(""), comment: comment(of: entry, note: note),
                                isTranslatable: entry.isTranslatable, product: key.product)
            android.value = value(entry.value, styled: styled, note: note)
            if case .text(let text) = android.value, text.spans.isEmpty, !JavaFormatVerifier.isValid(text.text) {
                // aapt2 would reject the string; formatted="false" only turns its check off.
                note("the text has unnumbered specifiers aapt2 rejects (from a malformed Apple format); it is written with formatted=\"false\"", .warning)
                android.isFormatted = false
            }
            if name != key.base { StringBridgeNamespace.add(StringBridgeNamespace.keyAttribute, value: key.base, to: &android) }
            entries.append(android)
        }
        if let emptyArray, items.isEmpty {
            var array = Entry(key: name, value: .array([]), comment: comment(of: emptyArray) { message, severity in
                                  notes.append(ConversionNote(key: emptyArray.key, severity: severity, message: message))
                              },
                              isTranslatable: emptyArray.isTranslatable)
            if name != AppleKey(parsing: emptyArray.key).base {
                StringBridgeNamespace.add(StringBridgeNamespace.keyAttribute, value: AppleKey(parsing: emptyArray.key).base, to: &array)
            }
            entries.append(array)
        }
        if !items.isEmpty {
            items.sort { $0.index < $1.index }
            let first = items[0].entry
            var array = Entry(key: name, value: .array([]), comment: comment(of: first) { message, severity in
                                  notes.append(ConversionNote(key: first.key, severity: severity, message: message))
                              },
                              isTranslatable: first.isTranslatable)
            var values: [ItemValue] = []
            for (position, item) in items.enumerated() {
                if item.index != position {
                    notes.append(ConversionNote(key: item.entry.key, severity: .warning,
                                                message: "array items are numbered from 0 without gaps on Android; this item becomes item \(position)"))
                }
                let converted = value(item.entry.value, styled: styled) { message, severity in
                    notes.append(ConversionNote(key: item.entry.key, severity: severity, message: message))
                }
                if case .text(let styledText) = converted { values.append(.text(styledText)) }
            }
            array.value = .array(values)
            if name != AppleKey(parsing: first.key).base {
                StringBridgeNamespace.add(StringBridgeNamespace.keyAttribute, value: AppleKey(parsing: first.key).base, to: &array)
            }
            entries.append(array)
        }
        return (entries, notes)
    }

    /// The entry's comment as an XML comment can hold it.
    private func comment(of entry: Entry, note: (String, Diagnostic.Severity) -> Void) -> String? {
        guard let comment = MetadataComment.humanPart(of: entry.comment) else { return nil }
        let representable = AndroidStringsWriter.representableComment(comment)
        if representable != comment {
            note("the comment holds what an XML comment cannot ('--', written as '- -', or a control character, written as U+FFFD); the original is kept for converting back", .note)
        }
        return representable
    }

    // MARK: - Values

    private func value(_ value: EntryValue, styled: Bool, note: (String, Diagnostic.Severity) -> Void) -> EntryValue {
        switch value {
        case .text(let text):
            return .text(self.text(text.text, styled: styled, note: note))
        case .reference(let reference):
            return .reference(reference)
        case .plural(let forms):
            return .plural(pluralForms(forms, styled: styled, note: note))
        case .array(let items):
            return .array(items)
        case .variableFormat(let format):
            return .plural(pluralForms(of: format, styled: styled, note: note))
        case .device(let variations):
            // Android apps run on phones: Android shows what an iPhone shows.
            guard let chosen = variations.variant(for: DeviceVariations.phone) else { return .text("") }
            note("device variants have no Android equivalent; Android gets the '\(chosen.device)' variant, which an iPhone shows, and sb:apple keeps the others", .warning)
            return self.value(chosen.value, styled: styled, note: note)
        }
    }

    private func text(_ text: String, styled: Bool, note: (String, Diagnostic.Severity) -> Void) -> StyledText {
        func transform(_ run: String) -> String {
            let (mapped, messages) = context.specifiers.javaText(fromApple: run)
            for message in messages { note(message, .warning) }
            return mapped
        }
        return styled ? HTMLMarkup.styledText(fromHTML: text, transform: transform) : StyledText(transform(text))
    }

    /// Plural forms as Android items, in CLDR order (`zero` … `other`), as people write them:
    /// catalogs and `.stringsdict` files keep forms in JSON or property-list key order.
    private func pluralForms(_ forms: PluralForms, styled: Bool, note: (String, Diagnostic.Severity) -> Void) -> PluralForms {
        PluralForms(forms.forms.sorted { $0.category < $1.category }.map { form in
            PluralForms.Form(category: form.category, value: .text(text(form.value.displayText, styled: styled, note: note)))
        })
    }

    /// An Android plural for a variable format: Android chooses a form by one count, so the
    /// first variable in the format selects, and the text around it and the other variables
    /// (in their `other` form) are written into each form.
    private func pluralForms(of format: VariableFormat, styled: Bool, note: (String, Diagnostic.Severity) -> Void) -> PluralForms {
        let parsed = FormatString(format.format, dialect: .apple)
        guard let primaryName = parsed.variables.first?.name, let primary = format[variable: primaryName] else {
            note("the format \(format.format) uses no plural variable", .warning)
            return PluralForms([PluralForms.Form(category: .other, value: .text(text(format.format, styled: styled, note: note)))])
        }
        let others = format.variables.filter { $0.name != primaryName }
        if !others.isEmpty {
            note("Android chooses a plural form by one count; \(others.map { "%#@\($0.name)@" }.joined(separator: ", ")) use the 'other' form", .warning)
        }
        return PluralForms(primary.forms.forms.sorted { $0.category < $1.category }.map { form in
            // A catalog substitution writes its own argument as %arg.
            var expanded = substitute(parsed, variable: primaryName, with: primary.resolvingArgumentPlaceholder(in: form.value.displayText))
            for other in others {
                let otherForm = other.forms[.other]?.displayText ?? other.forms.forms.last?.value.displayText ?? ""
                expanded = substitute(FormatString(expanded, dialect: .apple), variable: other.name,
                                      with: other.resolvingArgumentPlaceholder(in: otherForm))
            }
            return PluralForms.Form(category: form.category, value: .text(text(expanded, styled: styled, note: note)))
        })
    }

    /// The format's text with the variable's token replaced by `text`.
    private func substitute(_ format: FormatString, variable: String, with text: String) -> String {
        var output = ""
        for segment in format.segments {
            if case .variable(let token) = segment, token.name == variable {
                output += text
            } else {
                output += segment.text
            }
        }
        return output
    }
}
