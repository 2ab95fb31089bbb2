import LocalizedStrings
import OrderedJSON
import StreamingXML

/// An exact, compact JSON encoding of entries, for the details a conversion keeps so that
/// converting back restores an entry the target format cannot express.
///
/// Unlike the `dump` JSON, it keeps everything: span attributes one by one, protected
/// ranges, references field by field, states, and format details (as their pairs, under
/// `properties`). Locations are not kept.
public enum EntryCodec {
    /// The entry's JSON.
    public static func encode(_ entry: Entry) -> JSONValue {
        var members = [member("key", .string(entry.key)), member("value", encode(entry.value))]
        if let comment = entry.comment { members.append(member("comment", .string(comment))) }
        if !entry.isTranslatable { members.append(member("translatable", .bool(false))) }
        if !entry.isFormatted { members.append(member("formatted", .bool(false))) }
        if let product = entry.product { members.append(member("product", .string(product))) }
        if let state = entry.state { members.append(member("state", .string(state.rawValue))) }
        if !entry.details.isEmpty { members.append(member("properties", encode(entry.details.keptPairs))) }
        return .object(members)
    }

    /// The entry of JSON that ``encode(_:)-(Entry)`` wrote, or `nil` when the JSON is not one.
    public static func decodeEntry(_ json: JSONValue) -> Entry? {
        guard let key = json["key"]?.string, let valueJSON = json["value"], let value = decodeValue(valueJSON) else { return nil }
        var entry = Entry(key: key, value: value)
        entry.comment = json["comment"]?.string
        if case .bool(false)? = json["translatable"] { entry.isTranslatable = false }
        if case .bool(false)? = json["formatted"] { entry.isFormatted = false }
        entry.product = json["product"]?.string
        entry.state = json["state"]?.string.map(TranslationState.init)
        entry.details = details(json["properties"])
        return entry
    }

    // MARK: - Values

    /// The value's JSON.
    public static func encode(_ value: EntryValue) -> JSONValue {
        switch value {
        case .text(let styled): return .object([member("text", encode(styled))])
        case .reference(let reference): return .object([member("reference", encode(reference))])
        case .plural(let forms): return .object([member("plural", encode(forms))])
        case .array(let items): return .object([member("array", .array(items.map(encode)))])
        case .variableFormat(let format):
            return .object([member("format", .string(format.format)),
                            member("variables", .array(format.variables.map(encode)))])
        case .device(let variations):
            return .object([member("device", .array(variations.forms.map { form in
                var members = [member("device", .string(form.device)), member("value", encode(form.value))]
                if let state = form.state { members.append(member("state", .string(state.rawValue))) }
                if !form.details.isEmpty { members.append(member("properties", encode(form.details.keptPairs))) }
                return .object(members)
            }))])
        }
    }

    /// The value of JSON that ``encode(_:)-(EntryValue)`` wrote, or `nil`.
    public static func decodeValue(_ json: JSONValue) -> EntryValue? {
        if let text = json["text"] { return decodeStyled(text).map { .text($0) } }
        if let reference = json["reference"] { return decodeReference(reference).map { .reference($0) } }
        if let plural = json["plural"] { return decodeForms(plural).map { .plural($0) } }
        if case .array(let items)? = json["array"] {
            let decoded = items.compactMap(decodeItem)
            return decoded.count == items.count ? .array(decoded) : nil
        }
        if let format = json["format"]?.string, case .array(let variables)? = json["variables"] {
            let decoded = variables.compactMap(decodeVariable)
            return decoded.count == variables.count ? .variableFormat(VariableFormat(format: format, variables: decoded)) : nil
        }
        if case .array(let forms)? = json["device"] {
            var decoded: [DeviceVariations.Form] = []
            for form in forms {
                guard let device = form["device"]?.string, let valueJSON = form["value"], let value = decodeValue(valueJSON) else {
                    return nil
                }
                decoded.append(DeviceVariations.Form(device: device, value: value, state: form["state"]?.string.map(TranslationState.init),
                                                     details: details(form["properties"])))
            }
            return .device(DeviceVariations(decoded))
        }
        return nil
    }

    // MARK: - Parts

    private static func encode(_ styled: StyledText) -> JSONValue {
        guard !styled.spans.isEmpty || !styled.protectedRanges.isEmpty else { return .string(styled.text) }
        var members = [member("text", .string(styled.text))]
        if !styled.spans.isEmpty {
            members.append(member("spans", .array(styled.spans.map { span in
                .array([.string(span.name), encode(span.attributes), number(span.first), number(span.last)])
            })))
        }
        if !styled.protectedRanges.isEmpty {
            members.append(member("protected", .array(styled.protectedRanges.map { range in
                .array([number(range.start), number(range.end), encode(range.attributes)])
            })))
        }
        return .object(members)
    }

    private static func decodeStyled(_ json: JSONValue) -> StyledText? {
        if let text = json.string { return StyledText(text) }
        guard let text = json["text"]?.string else { return nil }
        var styled = StyledText(text)
        if case .array(let spans)? = json["spans"] {
            for span in spans {
                guard case .array(let parts) = span, parts.count == 4, let name = parts[0].string, XMLCharacters.isName(name),
                      let attributes = decodeMarkupAttributes(parts[1]), let first = integer(parts[2]),
                      let last = integer(parts[3]) else { return nil }
                styled.spans.append(Span(name: name, attributes: attributes, first: first, last: last))
            }
            // Spans read from a file nest; crossing ones are not a record convert wrote.
            if styled.hasCrossingSpans { return nil }
        }
        if case .array(let ranges)? = json["protected"] {
            for range in ranges {
                guard case .array(let parts) = range, parts.count == 3, let start = integer(parts[0]),
                      let end = integer(parts[1]), let attributes = decodeMarkupAttributes(parts[2]) else { return nil }
                styled.protectedRanges.append(ProtectedRange(start: start, end: end, attributes: attributes))
            }
        }
        return styled
    }

    private static func encode(_ reference: ResourceReference) -> JSONValue {
        var members = [member("kind", .string(reference.kind.rawValue)), member("type", .string(reference.type)),
                       member("name", .string(reference.name))]
        if let package = reference.package { members.append(member("package", .string(package))) }
        if reference.isPrivate { members.append(member("private", .bool(true))) }
        return .object(members)
    }

    private static func decodeReference(_ json: JSONValue) -> ResourceReference? {
        guard let kindText = json["kind"]?.string, let kind = ResourceReference.Kind(rawValue: kindText) else { return nil }
        var isPrivate = false
        if case .bool(true)? = json["private"] { isPrivate = true }
        let reference = ResourceReference(kind: kind, package: json["package"]?.string, type: json["type"]?.string ?? "",
                                          name: json["name"]?.string ?? "", isPrivate: isPrivate)
        // A record that names what no Android file can hold is not one convert wrote.
        return reference.isAndroidReference ? reference : nil

    }

    private static func encode(_ item: ItemValue) -> JSONValue {
        switch item {
        case .text(let styled): return encode(styled)
        case .reference(let reference): return .object([member("reference", encode(reference))])
        }
    }

    private static func decodeItem(_ json: JSONValue) -> ItemValue? {
        if let reference = json["reference"] { return decodeReference(reference).map { .reference($0) } }
        return decodeStyled(json).map { .text($0) }
    }

    private static func encode(_ forms: PluralForms) -> JSONValue {
        .array(forms.forms.map { form in
            var members = [member("category", .string(form.category.rawValue)), member("value", encode(form.value))]
            if let state = form.state { members.append(member("state", .string(state.rawValue))) }
            if !form.details.isEmpty { members.append(member("properties", encode(form.details.keptPairs))) }
            return .object(members)
        })
    }

    private static func decodeForms(_ json: JSONValue) -> PluralForms? {
        guard case .array(let forms) = json else { return nil }
        var decoded: [PluralForms.Form] = []
        for form in forms {
            guard let categoryText = form["category"]?.string, let category = PluralCategory(rawValue: categoryText),
                  let valueJSON = form["value"], let value = decodeItem(valueJSON) else { return nil }
            decoded.append(PluralForms.Form(category: category, value: value, state: form["state"]?.string.map(TranslationState.init),
                                            details: details(form["properties"])))
        }
        return PluralForms(decoded)
    }

    private static func encode(_ variable: PluralVariable) -> JSONValue {
        var members = [member("name", .string(variable.name)), member("ruleType", .string(variable.ruleType)),
                       member("forms", encode(variable.forms))]
        if let valueType = variable.valueType { members.append(member("valueType", .string(valueType))) }
        if let argument = variable.argumentNumber { members.append(member("argNum", number(argument))) }
        if !variable.details.isEmpty { members.append(member("properties", encode(variable.details.keptPairs))) }
        return .object(members)
    }

    private static func decodeVariable(_ json: JSONValue) -> PluralVariable? {
        guard let name = json["name"]?.string, let formsJSON = json["forms"], let forms = decodeForms(formsJSON) else { return nil }
        return PluralVariable(name: name, ruleType: json["ruleType"]?.string ?? PluralVariable.pluralRuleType,
                              valueType: json["valueType"]?.string, argumentNumber: json["argNum"].flatMap(integer),
                              forms: forms, details: details(json["properties"]))
    }

    private static func encode(_ attributes: [Attribute]) -> JSONValue {
        .array(attributes.map { .array([.string($0.name), .string($0.value)]) })
    }

    private static func decodeAttributes(_ json: JSONValue) -> [Attribute] {
        guard case .array(let pairs) = json else { return [] }
        return pairs.compactMap { pair in
            guard case .array(let parts) = pair, parts.count == 2, let name = parts[0].string, let value = parts[1].string else {
                return nil
            }
            return Attribute(name: name, value: value)
        }
    }

    /// The attributes of a span or `xliff:g`, which an Android writer writes as markup; `nil`
    /// (the record is not one convert wrote) when one is not an XML name without a namespace
    /// prefix (markup declares none; `xml:` needs no declaration), or its value holds what XML
    /// cannot.
    private static func decodeMarkupAttributes(_ json: JSONValue) -> [Attribute]? {
        let attributes = decodeAttributes(json)
        let areWritable = attributes.allSatisfy { attribute in
            XMLCharacters.isName(attribute.name) && (!attribute.name.contains(":") || attribute.name.hasPrefix("xml:"))
                && XMLCharacters.firstUnwritable(in: attribute.value) == nil
        }
        return areWritable ? attributes : nil
    }

    /// Details restored from their pairs.
    private static func details(_ json: JSONValue?) -> FormatDetails {
        FormatDetails(keptPairs: json.map(decodeAttributes) ?? [])
    }

    private static func member(_ key: String, _ value: JSONValue) -> JSONMember { JSONMember(key: key, value: value) }
    private static func number(_ value: Int) -> JSONValue { .number(String(value)) }
    private static func integer(_ json: JSONValue) -> Int? {
        if case .number(let text) = json { return Int(text) }
        return nil
    }
}
