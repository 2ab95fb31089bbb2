import AndroidResources
import LocalizedStrings
import OrderedJSON

/// An Apple table's name, place and file details (its ``FormatDetails/keptPairs``), kept on
/// the `<resources>` element of the Android file made from it (`sb:table`):
///
///     sb:table='{"name":"Localizable","bundle":"Widget","lproj":"Base","properties":[["#encoding","utf-16"]]}'
///
/// `bundle` and `lproj` are there only when a conversion read several bundles, or a
/// `Base.lproj` table; `gaps` only when the Apple table of a translation lacked keys of the
/// source language's.
public struct TableRecord: Sendable {
    /// The Apple table's name (`Localizable`).
    public var name: String
    /// The folder of the table's bundle, relative to the folder of all bundles, when there
    /// were several.
    public var bundle: String?
    /// Whether the table is a `Base.lproj` table.
    public var isBase: Bool
    /// The Apple table's details as pairs (`#encoding`, `sourceLanguage`, …).
    public var detailPairs: [Attribute]
    /// The Android names of the source language's keys that this locale's Apple table lacked,
    /// so that Apple platforms showed the key there: converting back to Apple keeps those gaps
    /// rather than filling them with the text Android shows, so that Apple → Android → Apple
    /// gives the same files.
    public var gaps: [String]

    /// Creates a record.
    public init(name: String, bundle: String? = nil, isBase: Bool = false, detailPairs: [Attribute], gaps: [String] = []) {
        self.name = name
        self.bundle = bundle
        self.isBase = isBase
        self.detailPairs = detailPairs
        self.gaps = gaps
    }

    /// Reads the record from an Android table's `sb:table` attribute; `nil` when there is none.
    public init?(androidTable table: StringTable) {
        guard let text = table.details[AndroidFileDetails.self]?.attributes[named: StringBridgeNamespace.tableAttribute],
              let json = try? JSONValue(parsing: text), let name = json["name"]?.string else { return nil }
        self.name = name
        bundle = json["bundle"]?.string
        isBase = json["lproj"]?.string == "Base"
        var kept: [Attribute] = []
        if case .array(let pairs)? = json["properties"] {
            for pair in pairs {
                if case .array(let parts) = pair, parts.count == 2, let key = parts[0].string, let value = parts[1].string {
                    kept.append(Attribute(name: key, value: value))
                }
            }
        }
        detailPairs = kept
        gaps = []
        if case .array(let names)? = json["gaps"] { gaps = names.compactMap(\.string) }
    }

    /// Whether the record holds nothing a conversion back would not produce anyway: the main
    /// table, with at most the catalog fields every new catalog has, in UTF-8.
    public func isDefault(tableName: String, sourceLanguage: LanguageTag) -> Bool {
        name == tableName && bundle == nil && !isBase && gaps.isEmpty && detailPairs.allSatisfy { pair in
            (pair.name == "sourceLanguage" && pair.value == sourceLanguage.identifier)
                || (pair.name == "version" && pair.value == "1.0")
                || (pair.name == "#encoding" && pair.value == "utf-8")
        }
    }

    /// The `sb:table` attribute.
    public var attribute: Attribute {
        var members = [JSONMember(key: "name", value: .string(name))]
        if let bundle { members.append(JSONMember(key: "bundle", value: .string(bundle))) }
        if isBase { members.append(JSONMember(key: "lproj", value: .string("Base"))) }
        members.append(JSONMember(key: "properties", value: .array(detailPairs.map { .array([.string($0.name), .string($0.value)]) })))
        if !gaps.isEmpty { members.append(JSONMember(key: "gaps", value: .array(gaps.map { .string($0) }))) }
        let json = JSONValue.object(members)
        return Attribute(name: StringBridgeNamespace.tableAttribute, value: json.compactText)
    }
}
