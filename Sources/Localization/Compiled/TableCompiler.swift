import AppleResources
import ConversionMetadata
import LocalizedStrings

/// Turns the tables a reader produced for one localization into a ``CompiledTable``, decoding
/// how the converter represents Android features in Apple files so that a lookup gives the same
/// string from an Android `res` folder, `.lproj` folders or a String Catalog:
///
/// | Android | Apple encoding | At run time |
/// |---|---|---|
/// | `<string-array name="planets">` | keys `planets[0]`, `planets[1]`, … | ``Localizer/array(_:table:)`` collects them in index order; `planets[1]` also works on Android |
/// | `product="tablet"` variant | key `name[product=tablet]` | ignored; the default variant (no product, else `product="default"`) answers |
/// | styled string (spans) | HTML text, comment line `StringBridge: {"styled":true}` | tags removed and entities decoded, as `getString()` drops spans (``HTMLMarkup``) |
/// | name generated for an Apple key | Android attribute `sb:key="original key"` | the entry answers to the Apple key too |
/// | catalog device variants | Android has the iPhone's; `sb:apple` keeps them all | a lookup for another device shows its variant |
/// | a key the Android folder lacks | filled with the text Android shows, `StringBridge: {"filled":{"from":"en",…}}` | answers as the language it came from (``CompiledTable/fillOrigins``) |
///
/// Later tables override earlier ones (a `.stringsdict` over its `.strings`). Each string's format
/// is parsed once, here; a lookup does no parsing.
struct TableCompiler {
    /// The device whose variants to use (`iphone`, `mac`, …; see
    /// ``DeviceVariations/variant(for:)``).
    var device: String = DeviceVariations.phone

    /// Compiles the tables of one localization.
    ///
    /// - Parameter tables: The tables, in override order.
    /// - Returns: The entries by key, and what the runtime will not print as written
    ///   (placeholders past ``StringFormatter/maximumWidth``).
    func compile(_ tables: [StringTable]) -> (table: CompiledTable, diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var entries: [String: CompiledEntry] = [:]
        entries.reserveCapacity(tables.reduce(0) { $0 + $1.entries.count })
        var arrayItems: [String: [(index: Int, item: CompiledItem)]] = [:]
        var androidArrays: [(key: String, items: [CompiledItem])] = []
        var fillOrigins: [String: LanguageTag] = [:]
        for table in tables {
            switch table.format {
            case .android:
                compileAndroid(table, into: &entries, arrays: &androidArrays, diagnostics: &diagnostics)
            case .strings, .stringsdict, .xcstrings:
                compileApple(table, into: &entries, arrayItems: &arrayItems, fillOrigins: &fillOrigins, diagnostics: &diagnostics)
            case .xliff:
                // Readers give the Apple tables of an XLIFF file, never its units.
                continue
            }
        }
        // Apple `name[0]`, `name[1]`, … form the array `name`, in index order.
        for (name, items) in arrayItems where entries[name] == nil {
            entries[name] = .array(items.sorted { $0.index < $1.index }.map(\.item))
        }
        // Android arrays answer to `name[0]`, … too, so that item lookups agree with Apple's.
        for (key, items) in androidArrays {
            for (index, item) in items.enumerated() {
                let itemKey = "\(key)[\(index)]"
                guard entries[itemKey] == nil else { continue }
                switch item {
                case .text(let text): entries[itemKey] = .text(text)
                case .reference(let name): entries[itemKey] = .reference(name)
                }
            }
        }
        return (CompiledTable(entries: entries, fillOrigins: fillOrigins), diagnostics)
    }

    // MARK: - Android

    private func compileAndroid(_ table: StringTable, into entries: inout [String: CompiledEntry],
                                arrays: inout [(key: String, items: [CompiledItem])], diagnostics: inout [Diagnostic]) {
        var defaultProducts: [Entry] = []
        for entry in table.entries {
            if let product = entry.product {
                if product == "default" { defaultProducts.append(entry) }
                continue
            }
            add(entry, to: &entries, arrays: &arrays, diagnostics: &diagnostics)
        }
        // `product="default"` answers only where no entry without a product does.
        for entry in defaultProducts where entries[entry.key] == nil {
            add(entry, to: &entries, arrays: &arrays, diagnostics: &diagnostics)
        }
    }

    private func add(_ entry: Entry, to entries: inout [String: CompiledEntry],
                     arrays: inout [(key: String, items: [CompiledItem])], diagnostics: inout [Diagnostic]) {
        let compiled: CompiledEntry?
        if device != DeviceVariations.phone, let variations = Self.keptDeviceVariations(of: entry) {
            compiled = compile(.device(variations), dialect: .apple, isStyledHTML: false, isCatalog: true, usesZeroFormForZero: true)
        } else {
            compiled = compile(entry.value, dialect: .java, isStyledHTML: false, isCatalog: false, usesZeroFormForZero: false)
        }
        guard let compiled else { return }
        Self.reportOversizedSpecifiers(in: compiled, of: entry, into: &diagnostics)
        entries[entry.key] = compiled
        if case .array(let items) = compiled { arrays.append((entry.key, items)) }
        if let appleKey = StringBridgeNamespace.appleKey(of: entry) {
            entries[appleKey] = compiled
            if case .array(let items) = compiled { arrays.append((appleKey, items)) }
        }
    }

    // MARK: - Apple

    private func compileApple(_ table: StringTable, into entries: inout [String: CompiledEntry],
                              arrayItems: inout [String: [(index: Int, item: CompiledItem)]], fillOrigins: inout [String: LanguageTag],
                              diagnostics: inout [Diagnostic]) {
        let isCatalog = table.format == .xcstrings
        for entry in table.entries {
            if entry.key.utf8.last == UInt8(ascii: "]"), entry.key.contains("[product=") { continue }
            if isCatalog, entry.details[StringCatalogEntryDetails.self]?.unmodelledLocalization != nil { continue }
            guard let compiled = compile(entry.value, dialect: .apple, isStyledHTML: MetadataComment.isStyled(entry.comment),
                                         isCatalog: isCatalog, usesZeroFormForZero: true) else { continue }
            Self.reportOversizedSpecifiers(in: compiled, of: entry, into: &diagnostics)
            entries[entry.key] = compiled
            let origin = KeptMetadata.fillOrigin(of: entry, locale: table.locale, isCatalog: isCatalog)
            fillOrigins[entry.key] = origin
            if let (name, index) = Self.arrayItemKey(entry.key) {
                if index == 0 { fillOrigins[name] = origin }
                switch compiled {
                case .text(let text): arrayItems[name, default: []].append((index, .text(text)))
                case .reference(let reference): arrayItems[name, default: []].append((index, .reference(reference)))
                case .plural, .variableFormat, .array: break
                }
            }
        }
    }

    /// `("planets", 2)` for `planets[2]`.
    static func arrayItemKey(_ key: String) -> (name: String, index: Int)? {
        let utf8 = key.utf8
        guard utf8.last == UInt8(ascii: "]"), let open = utf8.lastIndex(of: UInt8(ascii: "[")) else { return nil }
        let digits = utf8[utf8.index(after: open)..<utf8.index(before: utf8.endIndex)]
        guard !digits.isEmpty, digits.count <= 9, digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
              open != utf8.startIndex else { return nil }
        let index = digits.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
        return (String(key[..<open]), index)
    }

    // MARK: - Values

    private func compile(_ value: EntryValue, dialect: FormatString.Dialect, isStyledHTML: Bool, isCatalog: Bool,
                         usesZeroFormForZero: Bool) -> CompiledEntry? {
        switch value {
        case .text(let styled):
            return .text(text(styled, dialect: dialect, isStyledHTML: isStyledHTML))
        case .reference(let reference):
            switch item(.reference(reference), dialect: dialect, isStyledHTML: isStyledHTML) {
            case .text(let text): return .text(text)
            case .reference(let name): return .reference(name)
            }
        case .plural(let plural):
            var forms = [CompiledItem?](repeating: nil, count: PluralCategory.allCases.count)
            for form in plural.forms {
                forms[form.category.index] = item(form.value, dialect: dialect, isStyledHTML: isStyledHTML)
            }
            return .plural(CompiledPlural(forms: forms, usesZeroFormForZero: usesZeroFormForZero))
        case .array(let items):
            return .array(items.map { item($0, dialect: dialect, isStyledHTML: isStyledHTML) })
        case .variableFormat(let variableFormat):
            var variables: [(name: String, variable: CompiledVariable)] = []
            for variable in variableFormat.variables {
                var forms = [CompiledText?](repeating: nil, count: PluralCategory.allCases.count)
                for form in variable.forms.forms {
                    let styled: StyledText = switch form.value {
                    case .text(let styled): styled
                    case .reference(let reference): StyledText(reference.description)
                    }
                    var text = self.text(styled, isStyledHTML: isStyledHTML)
                    if isCatalog {
                        text = StyledText(variable.resolvingArgumentPlaceholder(in: text.text), spans: text.spans)
                    }
                    forms[form.category.index] = CompiledText(text: text.text, dialect: .apple, spans: text.spans)
                }
                variables.append((variable.name, CompiledVariable(argumentNumber: variable.argumentNumber,
                                                                  fractionDigits: Self.fractionDigits(ofValueType: variable.valueType),
                                                                  forms: forms)))
            }
            let format = text(StyledText(variableFormat.format), dialect: .apple, isStyledHTML: isStyledHTML)
            return .variableFormat(CompiledVariableFormat(format: format, variables: variables))
        case .device(let variations):
            guard let chosen = variations.variant(for: device) else { return nil }
            return compile(chosen.value, dialect: dialect, isStyledHTML: isStyledHTML, isCatalog: isCatalog,
                           usesZeroFormForZero: usesZeroFormForZero)
        }
    }

    private func item(_ value: ItemValue, dialect: FormatString.Dialect, isStyledHTML: Bool) -> CompiledItem {
        switch value {
        case .text(let styled):
            return .text(text(styled, dialect: dialect, isStyledHTML: isStyledHTML))
        case .reference(let reference):
            switch reference.kind {
            case .resource where reference.type == "string" && reference.package == nil:
                return .reference(reference.name)
            case .null, .empty:
                return .text(CompiledText(text: "", format: nil, spans: []))
            case .resource, .attribute:
                // A framework string or a theme attribute: only Android itself can resolve it.
                return .text(CompiledText(text: reference.description, format: nil, spans: []))
            }
        }
    }

    private func text(_ styled: StyledText, dialect: FormatString.Dialect, isStyledHTML: Bool) -> CompiledText {
        let plain = text(styled, isStyledHTML: isStyledHTML)
        return CompiledText(text: plain.text, dialect: dialect, spans: plain.spans)
    }

    private func text(_ styled: StyledText, isStyledHTML: Bool) -> StyledText {
        guard isStyledHTML else { return styled }
        let utf8 = styled.text.utf8
        guard utf8.contains(UInt8(ascii: "<")) || utf8.contains(UInt8(ascii: "&")) else { return styled }
        return HTMLMarkup.styledText(fromHTML: styled.text)
    }

    // MARK: - Limits

    /// Says which specifiers of an entry ask for a width or precision past the formatter's
    /// limits: they print as written rather than as a string of gigabytes.
    static func reportOversizedSpecifiers(in compiled: CompiledEntry, of entry: Entry, into diagnostics: inout [Diagnostic]) {
        for format in compiled.formats {
            for specifier in StringFormatter.oversizedSpecifiers(in: format) {
                diagnostics.append(.warning(RuntimeDiagnosticID.formatWidthTooLarge, at: entry.location,
                                            "'\(specifier)' in \"\(entry.key)\" asks for a width or precision above \(StringFormatter.maximumWidth); it is printed as written; use a smaller number"))
            }
        }
    }

    // MARK: - Helpers

    /// The fraction digits a printf value type shows: `.2f` → 2, `f` → 6, `lld` → `nil`.
    static func fractionDigits(ofValueType valueType: String?) -> Int? {
        guard let valueType, let last = valueType.last, "fFeE".contains(last) else { return nil }
        if let dot = valueType.firstIndex(of: ".") {
            let digits = valueType[valueType.index(after: dot)...].prefix { $0.isASCII && $0.isNumber }
            return Int(digits) ?? 0
        }
        return 6
    }
}
