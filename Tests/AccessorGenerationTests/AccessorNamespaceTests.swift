@testable import AccessorGeneration
import Testing

/// Member names never collide, and a key's name depends only on the key and on whether it
/// collides. The hashes are 32-bit FNV-1a of the keys' UTF-8 bytes, computed independently
/// (`python3 -c` with the FNV-1a offset basis 2166136261 and prime 16777619).
@Suite("AccessorNamespace")
struct AccessorNamespaceTests {
    static func names(_ keys: [String], _ options: AccessorOptions = AccessorOptions()) -> [String: String] {
        let resources = keys.map { StringResource(key: $0, kind: .string, text: []) }
        var names: [String: String] = [:]
        func collect(_ namespace: AccessorNamespace, prefix: String) {
            for member in namespace.members { names[member.resource.key] = prefix + member.identifier }
            for nested in namespace.namespaces { collect(nested, prefix: prefix + nested.typeName + ".") }
        }
        collect(AccessorNamespace(resources, options: options), prefix: "")
        return names
    }

    @Test("Keys that map to one name: the key spelt as the name keeps it, the others get their hash")
    func collisions() {
        #expect(Self.names(["a.b", "a_b", "aB"]) == ["aB": "aB", "a.b": "aB_108bf50c", "a_b": "aB_1ba46871"])
        #expect(Self.names(["a.b", "a_b"]) == ["a.b": "aB_108bf50c", "a_b": "aB_1ba46871"])
    }

    @Test("Adding a key renames only the keys it collides with")
    func stability() {
        let before = Self.names(["settings_title", "a.b", "a_b"])
        let after = Self.names(["settings_title", "a.b", "a_b", "aB", "about"])
        #expect(after["settings_title"] == before["settings_title"])
        #expect(after["a.b"] == before["a.b"] && after["a_b"] == before["a_b"])
    }

    @Test("Names Swift or the generated code reserve get a _")
    func reservedNames() {
        #expect(Self.names(["self", "init", "localizer", "localizerSlot", "Type"]) ==
                ["self": "self_", "init": "init_", "localizer": "localizer_", "localizerSlot": "localizerSlot_", "Type": "type"])
        // The first name of --localizer would be shadowed by a member of that name.
        #expect(Self.names(["app"], AccessorOptions(localizer: "app.localizer")) == ["app": "app_"])
    }

    @Test("Structured: a nested type per . or _ segment but the last")
    func structured() {
        let options = AccessorOptions(style: .structured)
        #expect(Self.names(["settings_title", "settings.about.title", "settings", "title"], options) ==
                ["settings_title": "Settings.title", "settings.about.title": "Settings.About.title", "settings": "settings", "title": "title"])
        // A type the generated code names is not hidden by a nested type of that name.
        #expect(Self.names(["string_count", "L10n_title"], options) == ["string_count": "String_.count", "L10n_title": "L10n_.title"])
        // A nested type and a member of one name: the member gets its hash.
        #expect(Self.names(["2fa", "2fa_title"], options) == ["2fa": "_2fa_666b8678", "2fa_title": "_2fa.title"])
    }

    @Test("Instance members: a member may not take the name of the property that reaches a nested type")
    func instanceAccessors() {
        let options = AccessorOptions(style: .structured, members: .instance)
        #expect(Self.names(["settings", "settings_title"], options) == ["settings": "settings_68067b08", "settings_title": "Settings.title"])
    }
}
