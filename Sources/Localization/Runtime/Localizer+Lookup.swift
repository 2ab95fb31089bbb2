import CLDR
import LocalizedStrings

extension Localizer {
    // MARK: - Strings

    /// The string for a key as the resource holds it, unformatted: `%1$s` and `%%` stay as
    /// they are, as Android's `getString(id)` and Apple's `NSLocalizedString` return them.
    ///
    /// The first localization of ``fallbackChain`` that has the key answers. Markup of a styled
    /// string is removed (as `getString()` drops spans); for a plural, the `other` form is
    /// returned.
    ///
    ///     localizer.string("empty_state")  // "You don't have any notes yet."
    ///
    /// - Parameters:
    ///   - key: The key (an Android resource name or an Apple key).
    ///   - table: The table, or `nil` for ``Configuration/defaultTable``.
    ///   - defaultText: What to return when no localization has the key; `nil` returns the key.
    /// - Returns: The string, the default text, or the key.
    /// - Complexity: One hash lookup per localization tried; no parsing.
    public func string(_ key: String, table: String? = nil, default defaultText: String? = nil) -> String {
        let state = self.state
        guard let (entry, slot) = find(key, table: table, in: state, accepting: { entry, _ in entry.isString }) else {
            return missing(key, table: table ?? configuration.defaultTable, in: state, default: defaultText)
        }
        if case .text(let text) = entry { return text.text }
        return resolve(entry, slot: slot, key: key, table: table, request: .unformatted, in: state, depth: 0)?.text
            ?? missing(key, table: table ?? configuration.defaultTable, in: state, default: defaultText)
    }

    /// The string for a key, formatted with arguments, as Android's `getString(id, args…)` and
    /// `String(format: NSLocalizedString(…), args…)` do.
    ///
    /// Numbers are printed with the symbols of the localization that supplied the string. The
    /// arguments also choose the forms of a `.stringsdict` or String Catalog format with plural
    /// variables, each variable reading its own argument (see ``StringFormatter``'s variable
    /// expansion), and the first argument chooses the form of an Android plural.
    ///
    ///     localizer.string("shared_by", "Ann", 5)          // "Shared by Ann  (5 minutes ago)"
    ///     localizer.string("files_in_folders", 1, 3)       // "1 file in 3 folders"
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - arguments: The format arguments.
    ///   - table: The table, or `nil` for ``Configuration/defaultTable``.
    ///   - defaultText: What to return when no localization has the key; `nil` returns the key.
    /// - Returns: The formatted string, the default text, or the key.
    public func string(_ key: String, _ arguments: any FormatArgumentConvertible..., table: String? = nil,
                       default defaultText: String? = nil) -> String {
        string(key, arguments: arguments.map(\.formatArgument), table: table, default: defaultText)
    }

    /// The string for a key, formatted with an array of arguments; see
    /// ``string(_:_:table:default:)``.
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - arguments: The format arguments.
    ///   - table: The table, or `nil` for ``Configuration/defaultTable``.
    ///   - defaultText: What to return when no localization has the key; `nil` returns the key.
    /// - Returns: The formatted string, the default text, or the key.
    public func string(_ key: String, arguments: [FormatArgument], table: String? = nil,
                       default defaultText: String? = nil) -> String {
        lookUp(key, table: table, request: .formatted(arguments))?.text
            ?? missing(key, table: table ?? configuration.defaultTable, in: state, default: defaultText)
    }

    // MARK: - Plurals

    /// The plural form for a count, formatted with the count as its first argument, as
    /// Android's `getQuantityString(id, count, count, args…)` and a `.stringsdict` count do.
    ///
    /// The form is chosen by the CLDR plural rules of the localization that supplied the plural
    /// (not of the user's first language, which can differ after a fallback). A category the
    /// plural lacks falls back to `other`, as on Android; a plural that has neither counts as
    /// missing in that localization, and the chain goes on. `.stringsdict` and String Catalog
    /// plurals also use their `zero` form for an explicit 0 in any language, as Foundation does.
    ///
    ///     localizer.plural("notes_count", count: 1)   // "1 note"
    ///     localizer.plural("notes_count", count: 21)  // Russian: "21 заметка"
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - count: The count; also the first format argument.
    ///   - arguments: Further arguments, from argument 2 on.
    ///   - table: The table, or `nil` for ``Configuration/defaultTable``.
    ///   - defaultText: What to return when no localization has the key; `nil` returns the key.
    /// - Returns: The formatted form, the default text, or the key.
    public func plural(_ key: String, count: Int, _ arguments: any FormatArgumentConvertible..., table: String? = nil,
                       default defaultText: String? = nil) -> String {
        lookUp(key, table: table, request: .plural(PluralCount(count), arguments.map(\.formatArgument)))?.text
            ?? missing(key, table: table ?? configuration.defaultTable, in: state, default: defaultText)
    }

    /// The plural form for a count given with its visible digits (`1.0` is not `1`); see
    /// ``plural(_:count:_:table:default:)-(_,Int,_,_,_)``.
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - count: The count and its digits; also the first format argument.
    ///   - arguments: Further arguments, from argument 2 on.
    ///   - table: The table, or `nil` for ``Configuration/defaultTable``.
    ///   - defaultText: What to return when no localization has the key; `nil` returns the key.
    /// - Returns: The formatted form, the default text, or the key.
    public func plural(_ key: String, count: PluralCount, _ arguments: any FormatArgumentConvertible...,
                       table: String? = nil, default defaultText: String? = nil) -> String {
        lookUp(key, table: table, request: .plural(count, arguments.map(\.formatArgument)))?.text
            ?? missing(key, table: table ?? configuration.defaultTable, in: state, default: defaultText)
    }

    // MARK: - Arrays and styled text

    /// The items of a string array: an Android `<string-array>`, or Apple keys `name[0]`,
    /// `name[1]`, … in index order. References among the items are resolved.
    ///
    /// The whole array comes from the first localization that has it, as on Android.
    ///
    /// - Parameters:
    ///   - key: The array's name.
    ///   - table: The table, or `nil` for ``Configuration/defaultTable``.
    /// - Returns: The items, or an empty array when no localization has the key.
    public func array(_ key: String, table: String? = nil) -> [String] {
        let state = self.state
        guard let (entry, _) = find(key, table: table, in: state, accepting: { entry, _ in entry.isArray }),
              case .array(let items) = entry else {
            _ = missing(key, table: table ?? configuration.defaultTable, in: state, default: nil)
            return []
        }
        return items.map { item in text(of: item, table: table, in: state) }
    }

    /// The string for a key with its styled ranges: Android spans, or the tags of a converted
    /// styled string (`StringBridge: {"styled":true}`), unformatted.
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - table: The table, or `nil` for ``Configuration/defaultTable``.
    ///   - defaultText: What to return when no localization has the key; `nil` returns the key.
    /// - Returns: The text and its spans; the default text or the key without spans.
    public func styledString(_ key: String, table: String? = nil, default defaultText: String? = nil) -> StyledText {
        let state = self.state
        var name = key
        for _ in 0..<8 {
            guard let (entry, slot) = find(name, table: table, in: state, accepting: { entry, _ in entry.isString }) else { break }
            switch entry {
            case .text(let text): return StyledText(text.text, spans: text.spans)
            case .reference(let target): name = target
            case .plural, .variableFormat, .array:
                let resolution = resolve(entry, slot: slot, key: name, table: table, request: .unformatted, in: state, depth: 0)
                return StyledText(resolution?.text ?? key)
            }
        }
        return StyledText(missing(key, table: table ?? configuration.defaultTable, in: state, default: defaultText))
    }

    // MARK: - Explaining

    /// Looks a key up and says how: the text, the localization that answered, the chain, and
    /// the plural categories chosen.
    ///
    /// Without `count` and `arguments` the string is unformatted, as ``string(_:table:default:)``
    /// returns it; an array gives its items, one per line.
    ///
    ///     let lookup = localizer.explain("notes_count", count: 1_000_000)  // pt-BR, Android res
    ///     print(lookup.text, lookup.answeredBy!, lookup.pluralCategories.map(\.rawValue))
    ///     // Prints "1000000 de notas values-pt-rBR (pt-BR) ["many"]"
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - table: The table, or `nil` for ``Configuration/defaultTable``.
    ///   - count: A count that chooses a plural form and is the first format argument.
    ///   - arguments: Format arguments (after the count, when there is one).
    /// - Returns: The result and its explanation. A missing key is reported to the
    ///   missing-key handler, as by the other lookups.
    public func explain(_ key: String, table: String? = nil, count: PluralCount? = nil,
                        arguments: [FormatArgument]? = nil) -> Lookup {
        let state = self.state
        let tableName = table ?? configuration.defaultTable
        let request: Request = count.map { .plural($0, arguments ?? []) } ?? arguments.map { .formatted($0) } ?? .unformatted
        var start = 0
        while let (entry, slot, answering) = findAnswering(key, table: table, in: state, from: start, accepting: { entry, slot in
            entry.isArray || request.accepts(entry, rules: slot.rules)
        }) {
            let passedOver = self.passedOver(key, table: table, before: slot, request: request, in: state)
            if case .array(let items) = entry {
                let text = items.map { self.text(of: $0, table: table, in: state) }.joined(separator: "\n")
                return Lookup(key: key, table: tableName, text: text, answeredBy: state.steps[answering], chain: state.steps,
                              passedOver: passedOver)
            }
            if let resolution = resolve(entry, slot: answering, key: key, table: table, request: request, in: state, depth: 0) {
                return Lookup(key: key, table: tableName, text: resolution.text, answeredBy: state.steps[resolution.slot],
                              chain: state.steps, pluralCategories: resolution.categories, passedOver: passedOver)
            }
            start = slot + 1
        }
        let text = missing(key, table: tableName, in: state, default: nil)
        return Lookup(key: key, table: tableName, text: text, answeredBy: nil, chain: state.steps,
                      passedOver: passedOver(key, table: table, before: state.slots.count, request: request, in: state))
    }

    /// The localizations before `limit` that have the key but could not answer the request: a
    /// plural, or a format's plural variable, with neither the count's form nor `other`.
    private func passedOver(_ key: String, table: String?, before limit: Int, request: Request,
                            in state: LanguageState) -> [Lookup.PassedOver] {
        let loaded = table.map { tables(named: $0, in: state) } ?? state.defaultTables
        return (0..<limit).compactMap { index in
            let compiled = loaded?[index] ?? loadTable(table ?? configuration.defaultTable, slot: index, state: state)
            guard let entry = compiled.entries[key], !entry.isArray else { return nil }
            let category = request.countOperands.map { state.slots[index].rules.category(for: $0) }
            return Lookup.PassedOver(step: state.steps[index], category: category)
        }
    }

    // MARK: - Resolution

    /// What a lookup asks for.
    enum Request {
        /// The string as the resource holds it.
        case unformatted
        /// The string formatted with arguments (the first chooses an Android plural's form).
        case formatted([FormatArgument])
        /// A plural form chosen by a count, formatted with the count then the arguments.
        case plural(PluralCount, [FormatArgument])

        /// The operands that choose an Android-style plural's form.
        var countOperands: PluralOperands? {
            switch self {
            case .unformatted: nil
            case .formatted(let arguments): arguments.first.flatMap { PluralOperands.of($0, fractionDigits: nil) }
            case .plural(let count, _): count.operands
            }
        }

        /// The full argument list.
        var arguments: [FormatArgument]? {
            switch self {
            case .unformatted: nil
            case .formatted(let arguments): arguments
            case .plural(let count, let arguments): [count.argument] + arguments
            }
        }

        /// Whether an entry can answer this request in a localization with these rules: any
        /// string, and a plural only when it has the form the count needs or `other`.
        func accepts(_ entry: CompiledEntry, rules: PluralRules) -> Bool {
            switch entry {
            case .text, .reference, .variableFormat: return true
            case .array: return false
            case .plural(let plural):
                if case .unformatted = self { return plural.forms.contains { $0 != nil } }
                return rules.formCategory(for: countOperands, usesZeroFormForZero: plural.usesZeroFormForZero,
                                          hasForm: { plural[$0] != nil }) != nil
            }
        }
    }

    /// A resolved string and the slot that supplied it.
    struct Resolution {
        var text: String
        var slot: Int
        var categories: [PluralCategory] = []
    }

    /// Finds and resolves a key.
    ///
    /// A localization whose entry cannot give text for the request (a format whose plural
    /// variable has neither the count's form nor `other`) does not answer; the chain goes on.
    func lookUp(_ key: String, table: String?, request: Request) -> Resolution? {
        let state = self.state
        var start = 0
        while let (entry, slot, answering) = findAnswering(key, table: table, in: state, from: start, accepting: { entry, slot in
            request.accepts(entry, rules: slot.rules)
        }) {
            if let resolution = resolve(entry, slot: answering, key: key, table: table, request: request, in: state, depth: 0) {
                return resolution
            }
            start = slot + 1
        }
        return nil
    }

    /// The first entry for a key along the chain that `accepts` takes, loading tables as needed.
    ///
    /// - Parameters:
    ///   - table: The table name, or `nil` for the default table (the fast path).
    ///   - start: The first slot to look in.
    func find(_ key: String, table: String?, in state: LanguageState, from start: Int = 0,
              accepting accepts: (CompiledEntry, LanguageState.Slot) -> Bool) -> (entry: CompiledEntry, slot: Int)? {
        locate(key, table: table, in: state, from: start, accepting: accepts).map { ($0.entry, $0.slot) }
    }

    /// ``find(_:table:in:from:accepting:)``, with the slot that answers: the found one, or for
    /// a key the converter filled there with another language's text (see
    /// ``CompiledTable/fillOrigins``), that language's slot when the chain has it.
    func findAnswering(_ key: String, table: String?, in state: LanguageState, from start: Int,
                       accepting accepts: (CompiledEntry, LanguageState.Slot) -> Bool)
        -> (entry: CompiledEntry, slot: Int, answering: Int)? {
        guard let found = locate(key, table: table, in: state, from: start, accepting: accepts) else { return nil }
        guard !found.table.fillOrigins.isEmpty, let origin = found.table.fillOrigins[key],
              let answering = state.slots.firstIndex(where: { $0.step.locale == origin && $0.step.pseudoLocale == nil }) else {
            return (found.entry, found.slot, found.slot)
        }
        return (found.entry, found.slot, answering)
    }

    private func locate(_ key: String, table: String?, in state: LanguageState, from start: Int,
                        accepting accepts: (CompiledEntry, LanguageState.Slot) -> Bool)
        -> (entry: CompiledEntry, slot: Int, table: CompiledTable)? {
        let loaded = table.map { tables(named: $0, in: state) } ?? state.defaultTables
        for index in state.slots.indices where index >= start {
            let compiled = loaded?[index] ?? loadTable(table ?? configuration.defaultTable, slot: index, state: state)
            if let entry = compiled.entries[key], accepts(entry, state.slots[index]) {
                return (entry, index, compiled)
            }
        }
        return nil
    }

    /// Turns a found entry into text.
    func resolve(_ entry: CompiledEntry, slot index: Int, key: String, table: String?, request: Request,
                 in state: LanguageState, depth: Int) -> Resolution? {
        let slot = state.slots[index]
        switch entry {
        case .text(let text):
            return Resolution(text: render(text, request.arguments, slot), slot: index)
        case .reference(let name):
            // Android resolves a reference with the same configuration: the referenced key
            // falls back through the whole chain on its own.
            guard depth < 8, let (target, targetSlot) = find(name, table: table, in: state, accepting: { entry, slot in
                request.accepts(entry, rules: slot.rules)
            }) else { return nil }
            return resolve(target, slot: targetSlot, key: name, table: table, request: request, in: state, depth: depth + 1)
        case .plural(let plural):
            let category: PluralCategory?
            if case .unformatted = request {
                category = plural[.other] != nil ? .other : PluralCategory.allCases.first { plural[$0] != nil }
            } else {
                category = slot.rules.formCategory(for: request.countOperands, usesZeroFormForZero: plural.usesZeroFormForZero,
                                                   hasForm: { plural[$0] != nil })
            }
            guard let category, let form = plural[category] else { return nil }
            let categories: [PluralCategory] = if case .unformatted = request { [] } else { [category] }
            switch form {
            case .text(let text):
                return Resolution(text: render(text, request.arguments, slot), slot: index, categories: categories)
            case .reference(let name):
                let formRequest: Request = request.arguments.map { .formatted($0) } ?? .unformatted
                guard depth < 8, let (target, targetSlot) = find(name, table: table, in: state, accepting: { entry, slot in
                    formRequest.accepts(entry, rules: slot.rules)
                }) else { return nil }
                var resolution = resolve(target, slot: targetSlot, key: name, table: table, request: formRequest, in: state,
                                         depth: depth + 1)
                resolution?.categories.insert(contentsOf: categories, at: 0)
                return resolution
            }
        case .variableFormat(let variableFormat):
            guard let arguments = request.arguments else {
                return Resolution(text: Self.unformattedText(of: variableFormat), slot: index)
            }
            let countOperands: PluralOperands? = if case .plural(let count, _) = request { count.operands } else { nil }
            var categories: [PluralCategory] = []
            var lacksForm = false
            let text = format(variableFormat, arguments, countOperands: countOperands, slot: slot, categories: &categories,
                              lacksForm: &lacksForm)
            // Printing `%#@count@` as written would show the user the format; the chain goes on.
            guard !lacksForm else { return nil }
            return Resolution(text: text, slot: index, categories: categories)
        case .array:
            return nil
        }
    }

    /// Formats a compiled string, or returns it as it is without arguments.
    private func render(_ text: CompiledText, _ arguments: [FormatArgument]?, _ slot: LanguageState.Slot) -> String {
        guard let arguments, let format = text.format else { return text.text }
        return slot.formatter.format(format, arguments)
    }

    /// Expands and formats a format with plural variables in one pass. `lacksForm` is set when
    /// a defined variable has neither the form its argument needs nor `other` (a variable no
    /// one defined prints as written, as Foundation shows it).
    private func format(_ variableFormat: CompiledVariableFormat, _ arguments: [FormatArgument], countOperands: PluralOperands?,
                        slot: LanguageState.Slot, categories: inout [PluralCategory], lacksForm: inout Bool) -> String {
        guard let format = variableFormat.format.format else { return variableFormat.format.text }
        return slot.formatter.format(format, arguments) { name, position in
            guard let variable = variableFormat[variable: name] else { return nil }
            let argumentIndex = variable.argumentNumber ?? position
            let operands: PluralOperands? = if argumentIndex == 1, let countOperands {
                countOperands
            } else if argumentIndex >= 1, argumentIndex <= arguments.count {
                PluralOperands.of(arguments[argumentIndex - 1], fractionDigits: variable.fractionDigits)
            } else {
                nil
            }
            guard let category = slot.rules.formCategory(for: operands, usesZeroFormForZero: true,
                                                         hasForm: { variable[$0] != nil }),
                  let form = variable[category] else {
                lacksForm = true
                return nil
            }
            categories.append(category)
            return (form, argumentIndex)
        }
    }

    /// A format with plural variables as text, each variable replaced by its `other` form.
    static func unformattedText(of variableFormat: CompiledVariableFormat) -> String {
        guard let format = variableFormat.format.format else { return variableFormat.format.text }
        var result = ""
        func append(_ segments: [FormatString.Segment], depth: Int) {
            for segment in segments {
                guard case .variable(let variable) = segment, depth < 8, let definition = variableFormat[variable: variable.name],
                      let form = definition[.other] ?? definition.forms.compactMap({ $0 }).first else {
                    result += segment.text
                    continue
                }
                if let formFormat = form.format { append(formFormat.segments, depth: depth + 1) } else { result += form.text }
            }
        }
        append(format.segments, depth: 0)
        return result
    }

    /// An array item's text, resolving a reference through the chain.
    private func text(of item: CompiledItem, table: String?, in state: LanguageState) -> String {
        switch item {
        case .text(let text):
            return text.text
        case .reference(let name):
            guard let (entry, slot) = find(name, table: table, in: state, accepting: { entry, _ in entry.isString }) else {
                return "@string/" + name
            }
            return resolve(entry, slot: slot, key: name, table: table, request: .unformatted, in: state, depth: 1)?.text
                ?? "@string/" + name
        }
    }

    /// Reports a missing key once per language state and returns what the lookup returns.
    func missing(_ key: String, table: String, in state: LanguageState, default defaultText: String?) -> String {
        if let handler = configuration.missingKeyHandler, state.reportsMissingKey(key, table: table) {
            handler(MissingKey(key: key, table: table, chain: state.steps))
        }
        return defaultText ?? key
    }
}

extension CompiledEntry {
    /// Whether the entry can be read as one string (not an array).
    var isString: Bool {
        if case .array = self { return false }
        return true
    }

    /// Whether the entry is an array.
    var isArray: Bool {
        if case .array = self { return true }
        return false
    }
}
