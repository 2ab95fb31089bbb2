import ResourceConversion

/// The generated type's members and nested types, with names that never collide.
///
/// Names depend only on each key and on whether it collides: of the keys whose identifiers
/// collide in one scope (`a.b` and `a_b` are both `aB`), the one that is written exactly as its
/// identifier keeps it, and every other one gets `_` and eight hex digits of its key's FNV-1a
/// hash (`aB_5a1e0c11`), so that adding a key renames nothing but the keys it collides with.
struct AccessorNamespace {
    /// A member and the resource it reads.
    struct Member {
        /// The member's identifier, without backquotes.
        var identifier: String
        /// The resource.
        var resource: StringResource
    }

    /// The type's name (empty for the generated type itself, which has the options' name).
    var typeName: String
    /// The members, sorted by identifier.
    var members: [Member] = []
    /// The nested types, sorted by name.
    var namespaces: [AccessorNamespace] = []

    /// The members and nested types of resources, in a style.
    ///
    /// - Parameters:
    ///   - resources: The resources.
    ///   - options: The style, and the names the generated code itself uses.
    init(_ resources: [StringResource], options: AccessorOptions) {
        self.init(typeName: "")
        let reservedMembers = Self.reservedMembers(options)
        let reservedTypes = Self.reservedTypes(options)
        for resource in resources {
            let (path, leaf) = Self.path(of: resource.key, style: options.style)
            var member = leaf
            if Self.isUnusable(member) || reservedMembers.contains(member) { member += "_" }
            let types = path.map { Self.isUnusable($0) || reservedTypes.contains($0) ? $0 + "_" : $0 }
            insert(Member(identifier: member, resource: resource), at: types[...])
        }
        resolveCollisions(accessorsOfNamespaces: options.members == .instance)
    }

    private init(typeName: String) {
        self.typeName = typeName
    }

    /// The property through which an instance reaches a nested type (`Settings` → `settings`).
    static func accessor(of typeName: String) -> String {
        let accessor = typeName.prefix(1).lowercased() + typeName.dropFirst()
        return accessor == typeName ? accessor + "_" : accessor
    }

    // MARK: - Building

    /// The nested type names and the member identifier for a key.
    private static func path(of key: String, style: AccessorOptions.Style) -> (types: [String], member: String) {
        let fallback = SwiftIdentifier.member(of: key) ?? "key"
        guard style == .structured else { return ([], fallback) }
        let segments = key.split { $0 == "." || $0 == "_" }
        guard segments.count > 1, let last = segments.last, let member = SwiftIdentifier.member(of: String(last)) else {
            return ([], fallback)
        }
        return (segments.dropLast().compactMap { SwiftIdentifier.type(of: String($0)) }, member)
    }

    private mutating func insert(_ member: Member, at path: ArraySlice<String>) {
        guard let first = path.first else {
            members.append(member)
            return
        }
        if let index = namespaces.firstIndex(where: { $0.typeName == first }) {
            namespaces[index].insert(member, at: path.dropFirst())
        } else {
            var namespace = AccessorNamespace(typeName: first)
            namespace.insert(member, at: path.dropFirst())
            namespaces.append(namespace)
        }
    }

    private mutating func resolveCollisions(accessorsOfNamespaces: Bool) {
        // What a member may not be called in this scope: a nested type's name, or with
        // instance members the property that reaches it.
        let taken = Set(namespaces.map(\.typeName) + (accessorsOfNamespaces ? namespaces.map { Self.accessor(of: $0.typeName) } : []))
        var byIdentifier: [String: [Int]] = [:]
        for index in members.indices { byIdentifier[members[index].identifier, default: []].append(index) }
        for (identifier, indices) in byIdentifier where indices.count > 1 || taken.contains(identifier) {
            for index in indices where members[index].resource.key != identifier || taken.contains(identifier) {
                members[index].identifier = identifier + "_" + Self.hash(of: members[index].resource.key)
            }
        }
        members.sort { $0.identifier < $1.identifier }
        for index in namespaces.indices { namespaces[index].resolveCollisions(accessorsOfNamespaces: accessorsOfNamespaces) }
        namespaces.sort { $0.typeName < $1.typeName }
    }

    private static func hash(of key: String) -> String {
        let hex = String(AndroidResourceName.fnv1a(key), radix: 16)
        return String(repeating: "0", count: 8 - hex.count) + hex
    }

    // MARK: - Reserved names

    private static func isUnusable(_ identifier: String) -> Bool {
        SwiftIdentifier.unusable.contains(identifier)
    }

    /// The members the generated code declares or reads: the localizer and where the enum keeps
    /// it, and the first name of the localizer expression, which a member would shadow.
    private static func reservedMembers(_ options: AccessorOptions) -> Set<String> {
        var names: Set<String> = [SwiftIdentifier.localizerMember, SwiftIdentifier.localizerSlotMember]
        if let localizer = options.localizer, let first = SwiftIdentifier.words(of: localizer).first { names.insert(String(first)) }
        return names
    }

    /// The types the generated code names, which a nested type of the same name would hide.
    private static func reservedTypes(_ options: AccessorOptions) -> Set<String> {
        var names: Set<String> = ["String", "Int", "Double", "Bool", "Character", "Array", "Swift", "Localization", "Localizer",
                                  "LocalizerSlot", "PluralCount", "FormatArgumentConvertible", "Sendable", options.typeName]
        if let localizer = options.localizer, let first = SwiftIdentifier.words(of: localizer).first { names.insert(String(first)) }
        return names
    }
}
