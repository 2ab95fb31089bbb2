import OrderedJSON

extension ConversionRecord.Fill {
    /// The `filled` member of a String Catalog key's record: the fills of all its locales,
    /// those with the same origin and fingerprint listed together, in first-seen order.
    public static func catalogMember(_ fills: [(locale: String, fill: ConversionRecord.Fill)]) -> JSONMember {
        var groups: [(fill: ConversionRecord.Fill, locales: [String])] = []
        for (locale, fill) in fills {
            if let index = groups.firstIndex(where: { $0.fill == fill }) {
                groups[index].locales.append(locale)
            } else {
                groups.append((fill, [locale]))
            }
        }
        return JSONMember(key: ConversionRecord.fillField, value: .array(groups.map { group in
            .object([JSONMember(key: "from", value: .string(group.fill.from)),
                     JSONMember(key: "check", value: .string(group.fill.check)),
                     JSONMember(key: "locales", value: .array(group.locales.map { .string($0) }))])
        }))
    }

    /// The fills of a String Catalog key's record, each with the locales it lists, in order:
    /// ``inCatalogRecord(_:locale:)`` gives a locale the first of them that lists it (a group
    /// without its origin or fingerprint is none).
    public static func inCatalogRecord(_ json: JSONValue) -> [(fill: ConversionRecord.Fill, locales: [String])] {
        guard case .array(let groups)? = json[ConversionRecord.fillField] else { return [] }
        return groups.compactMap { group in
            guard case .array(let locales)? = group["locales"], let from = group["from"]?.string,
                  let check = group["check"]?.string else { return nil }
            return (ConversionRecord.Fill(from: from, check: check), locales.compactMap(\.string))
        }
    }

    /// The fill of one locale in a String Catalog key's record, if it has one.
    public static func inCatalogRecord(_ json: JSONValue, locale: String) -> ConversionRecord.Fill? {
        guard case .array(let groups)? = json[ConversionRecord.fillField] else { return nil }
        for group in groups {
            guard case .array(let locales)? = group["locales"], locales.contains(.string(locale)),
                  let from = group["from"]?.string, let check = group["check"]?.string else { continue }
            return ConversionRecord.Fill(from: from, check: check)
        }
        return nil
    }
}
