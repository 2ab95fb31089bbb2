/// What makes two entries of a file the same resource: an Apple key, or an Android resource's
/// type, name and product (`<string name="a">` and `<plurals name="a">` are two resources;
/// `<string name="a" product="tablet">` a third).
///
/// Converting into a file that exists replaces each entry by the converted one of the same
/// identity; the manifest records the identities a conversion wrote.
public struct ResourceIdentity: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The kind of resource.
    public enum Kind: Hashable, Sendable {
        /// An entry of an Apple table, known by its key alone.
        case appleKey
        /// `<string>` (and `<item type="string">`).
        case string
        /// `<plurals>`.
        case plurals
        /// `<string-array>` and `<array>`.
        case array
        /// Another Android element (`<color>`, `<dimen>`), which a conversion never writes.
        case other(element: String)
    }

    /// The kind.
    public var kind: Kind
    /// The key, or the resource's name.
    public var name: String
    /// The Android product (`tablet`), if any.
    public var product: String?

    /// The identity of an Apple entry.
    public init(appleKey key: String) {
        kind = .appleKey
        name = key
    }

    /// The identity of an Android resource.
    public init(_ kind: Kind, name: String, product: String? = nil) {
        self.kind = kind
        self.name = name
        self.product = product.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The identity of an entry of a table of `format`.
    public init(_ entry: Entry, format: ResourceFormat) {
        guard format == .android else {
            self.init(appleKey: entry.key)
            return
        }
        let kind: Kind = switch entry.value {
        case .plural: .plurals
        case .array: .array
        default: .string
        }
        self.init(kind, name: entry.key, product: entry.product)
    }

    /// The identity as text: the key, or `string/name`, `plurals/name#product` (as reports and
    /// the manifest write it).
    public var text: String {
        let type: String
        switch kind {
        case .appleKey: return name
        case .string: type = "string"
        case .plurals: type = "plurals"
        case .array: type = "array"
        case .other(let element): type = "other:" + element
        }
        var text = ""
        text.reserveCapacity(type.utf8.count + 1 + name.utf8.count + (product.map { $0.utf8.count + 1 } ?? 0))
        text += type
        text += "/"
        text += name
        if let product {
            text += "#"
            text += product
        }
        return text
    }

    /// The identity ``text`` gives, in a file of `format`; `nil` for Android text of no kind
    /// a conversion writes.
    public init?(text: String, format: ResourceFormat) {
        guard format == .android else {
            self.init(appleKey: text)
            return
        }
        guard let slash = text.firstIndex(of: "/") else { return nil }
        let type = text[..<slash]
        let kind: Kind
        switch type {
        case "string": kind = .string
        case "plurals": kind = .plurals
        case "array": kind = .array
        default:
            guard type.hasPrefix("other:") else { return nil }
            kind = .other(element: String(type.dropFirst("other:".count)))
        }
        var rest = text[text.index(after: slash)...]
        var product: String?
        if let hash = rest.lastIndex(of: "#") {
            product = String(rest[rest.index(after: hash)...])
            rest = rest[..<hash]
        }
        self.init(kind, name: String(rest), product: product)
    }

    public var description: String { text }

    /// Hashes the name only: it nearly always tells identities apart, and a conversion hashes
    /// an identity for every entry of every file it writes.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
    }

    /// Ordered as their texts' UTF-8 bytes are (the order of a sorted JSON object's keys).
    public static func < (lhs: ResourceIdentity, rhs: ResourceIdentity) -> Bool {
        lhs.text.utf8.lexicographicallyPrecedes(rhs.text.utf8)
    }
}
