import Foundation
import LocalizedStrings
@testable import StringBridgeKit
import Testing
import TestSupport

@Suite("ConversionManifest")
struct ConversionManifestTests {
    static func identities(_ texts: [String], format: ResourceFormat) -> [ResourceIdentity] {
        texts.compactMap { ResourceIdentity(text: $0, format: format) }
    }

    /// The manifest read back from its bytes.
    static func roundTrip(_ manifest: ConversionManifest) throws -> (manifest: ConversionManifest, diagnostics: [Diagnostic]) {
        let folder = try TemporaryFolder()
        try Data(manifest.bytes).write(to: URL(fileURLWithPath: folder.path(ConversionManifest.fileName)))
        return ConversionManifest.read(in: folder.path(""))
    }

    /// Records compared as sets of entries (a record lists each entry once, in no set order).
    static func same(_ left: ConversionManifest, _ right: ConversionManifest) -> Bool {
        Set(left.files.keys) == Set(right.files.keys) && left.files.allSatisfy { path, record in
            guard let other = right.files[path] else { return false }
            return Set(record.entries) == Set(other.entries) && record.sources == other.sources && record.languages == other.languages
        }
    }

    @Test("What is written is read back, also awkward names, catalogs' languages and files of one table in many languages")
    func roundTrip() throws {
        var manifest = ConversionManifest()
        // (Keys are Swift strings: canonically equivalent ones, "é" and "e\u{301}", are one key.)
        let keys = ["a\"b", "back\\slash", "ctl\u{1}\u{8}\u{C}\u{1F}\t\n\r", "é", "😀", "Z", "sort[0]"]
        for language in ["en", "fr", "de", "pt-BR"] {
            let own = language == "fr" ? keys.dropLast() + ["only-fr"] : keys[...]
            manifest.files["\(language).lproj/Localizable.strings"] = .init(entries: Self.identities(Array(own), format: .strings),
                                                                            sources: ["../res/values-\(language)/strings.xml"])
        }
        manifest.files["values-fr/strings.xml"] = .init(entries: Self.identities(["string/a", "plurals/b#tablet", "array/c"], format: .android),
                                                        sources: ["../ios/fr.lproj/Localizable.strings"])
        manifest.files["Localizable.xcstrings"] = .init(entries: Self.identities(["é", "Z"], format: .xcstrings), sources: [],
                                                        languages: ["pt-BR": ["../a"], "de": [], "é": ["z"]])
        let (read, diagnostics) = try Self.roundTrip(manifest)
        #expect(diagnostics.isEmpty)
        #expect(Self.same(read, manifest))
        // The same manifest gives the same bytes, whatever the order of its records' entries.
        var shuffled = manifest
        for path in shuffled.files.keys { shuffled.files[path]?.entries.reverse() }
        #expect(shuffled.bytes == manifest.bytes)
    }

    @Test("One line per key set and per file; the keys most files of a table hold are written once")
    func keySets() throws {
        var manifest = ConversionManifest()
        let keys = (0..<50).map { "key_\($0)" }
        for language in ["en", "fr", "de", "ja", "ko"] {
            manifest.files["\(language).lproj/Localizable.strings"] = .init(entries: Self.identities(keys, format: .strings),
                                                                            sources: ["../res/values-\(language)/strings.xml"])
        }
        let text = String(decoding: manifest.bytes, as: UTF8.self)
        let lines = text.split(separator: "\n")
        #expect(lines.count == 4 + 1 + 1 + 5 + 2)
        #expect(text.components(separatedBy: "\"key_7\"").count == 2, "each key once: \(text)")
        #expect(text.contains(#""*.lproj/Localizable.strings" : ["key_0","key_1","key_10","#))

        // One key more in one language changes that language's line only.
        var changed = manifest
        changed.files["ja.lproj/Localizable.strings"]?.entries.append(ResourceIdentity(appleKey: "ja_only"))
        let changedLines = String(decoding: changed.bytes, as: UTF8.self).split(separator: "\n")
        #expect(changedLines.count == lines.count)
        let differing = zip(lines, changedLines).filter { $0 != $1 }
        #expect(differing.count == 1)
        #expect(differing.first?.1.contains(#""with":["ja_only"]"#) == true)
        #expect(Self.same(try Self.roundTrip(changed).manifest, changed))
    }

    @Test("Input files of many modules are written once per table, as templates of the language folder")
    func sourceSets() throws {
        let modules = (0..<20).map { "../module\($0)/src/main/res" }
        let languages = ["de", "fr", "ja", "ko", "pt-rBR"]
        func sources(_ language: String) -> [String] {
            // Japanese lacks module 3 and has a folder of another name in module 4.
            modules.enumerated().compactMap { index, module in
                if language == "ja", index == 3 { return nil }
                if language == "ja", index == 4 { return "\(module)/values-b+ja/strings.xml" }
                return "\(module)/values-\(language)/strings.xml"
            }.sorted()
        }
        var manifest = ConversionManifest()
        for language in languages {
            manifest.files["\(language).lproj/Localizable.strings"] = .init(entries: [ResourceIdentity(appleKey: "k")], sources: sources(language))
            manifest.files["\(language).lproj/Localizable.stringsdict"] = .init(entries: [ResourceIdentity(appleKey: "p")], sources: sources(language))
        }
        manifest.files["Localizable.xcstrings"] = .init(entries: [ResourceIdentity(appleKey: "k")], sources: languages.flatMap(sources).sorted(),
                                                        languages: Dictionary(uniqueKeysWithValues: languages.map { ($0, sources($0)) }))
        let text = String(decoding: manifest.bytes, as: UTF8.self)
        // One set for the .lproj files' .strings, .stringsdict and the catalog's languages (the
        // same paths); module 4 beyond it only where Japanese differs: its own folder, and the
        // template it lacks, in its .strings, .stringsdict and catalog language.
        #expect(text.components(separatedBy: "module4/").count - 1 == 1 + 3 * 2, "\(text)")
        #expect(text.components(separatedBy: "module5/").count - 1 == 1)
        #expect(text.contains(#""sourceSets" : {"#))
        #expect(text.contains(#""*.lproj/Localizable.strings" : ["../module0/src/main/res/values*/strings.xml","#))
        #expect(text.contains(#""ja.lproj/Localizable.stringsdict" : {"keySet":"*.lproj/Localizable.stringsdict","sourceFolder":"values-ja","sourceSet":"*.lproj/Localizable.strings","sourcesWith":["../module4/src/main/res/values-b+ja/strings.xml"],"sourcesWithout":["../module3/src/main/res/values*/strings.xml","../module4/src/main/res/values*/strings.xml"]}"#))
        #expect(text.contains(#""Localizable.xcstrings" : {"entries":["k"],"languages":{"de":{"sourceFolder":"values-de","sourceSet":"*.lproj/Localizable.strings"},"#))
        #expect(!text.contains(#""sources":"#), "no file lists its sources, the catalog's are its languages'")
        let (read, diagnostics) = try Self.roundTrip(manifest)
        #expect(diagnostics.isEmpty)
        #expect(Self.same(read, manifest))
    }

    @Test("A source set's folder that is a path is not expanded")
    func sourceFolderThatIsAPath() throws {
        let folder = try TemporaryFolder()
        let text = """
            {
              "version" : 2,
              "keySets" : {},
              "sourceSets" : {
                "*.lproj/Localizable.strings" : ["../a/values*/strings.xml","../b/values*/strings.xml"]
              },
              "files" : {
                "fr.lproj/Localizable.strings" : {"entries":["k"],"sourceFolder":"../../etc","sourceSet":"*.lproj/Localizable.strings"},
                "de.lproj/Localizable.strings" : {"entries":["k"],"sourceFolder":"values-de","sourceSet":"*.lproj/Localizable.strings"}
              }
            }

            """
        try text.write(toFile: folder.path(ConversionManifest.fileName), atomically: true, encoding: .utf8)
        let (manifest, _) = ConversionManifest.read(in: folder.path(""))
        #expect(manifest.files["fr.lproj/Localizable.strings"]?.sources == [])
        #expect(manifest.files["de.lproj/Localizable.strings"]?.sources == ["../a/values-de/strings.xml", "../b/values-de/strings.xml"])
    }

    @Test("A version 1 manifest (every entry listed, as JSONEncoder wrote it) is read")
    func version1() throws {
        let folder = try TemporaryFolder()
        let v1 = """
            {
              "files" : {
                "Localizable.xcstrings" : {
                  "entries" : [
                    "greeting"
                  ],
                  "languages" : {
                    "fr" : [
                      "../res/values-fr/strings.xml"
                    ]
                  },
                  "sources" : [
                    "../res/values-fr/strings.xml"
                  ]
                },
                "values-fr/strings.xml" : {
                  "entries" : [
                    "plurals/notes_count",
                    "string/greeting#tablet"
                  ],
                  "sources" : [
                    "../ios/fr.lproj/Localizable.strings"
                  ]
                }
              },
              "version" : 1
            }

            """
        try v1.write(toFile: folder.path(ConversionManifest.fileName), atomically: true, encoding: .utf8)
        let (manifest, diagnostics) = ConversionManifest.read(in: folder.path(""))
        #expect(diagnostics.isEmpty)
        #expect(Set(manifest.files["values-fr/strings.xml"]?.entries ?? [])
                    == [ResourceIdentity(.plurals, name: "notes_count"), ResourceIdentity(.string, name: "greeting", product: "tablet")])
        #expect(manifest.files["Localizable.xcstrings"]?.languages == ["fr": ["../res/values-fr/strings.xml"]])
        #expect(manifest.files["Localizable.xcstrings"]?.entries == [ResourceIdentity(appleKey: "greeting")])
    }

    @Test("A manifest convert did not write is ignored with a warning at its first line",
          arguments: ["not json", #"{"files":[],"version":2}"#, #"{"files":{},"version":3}"#, #"{"files":{}}"#, "\u{FEFF}{"])
    func notAManifest(_ text: String) throws {
        let folder = try TemporaryFolder()
        try text.write(toFile: folder.path(ConversionManifest.fileName), atomically: true, encoding: .utf8)
        let (manifest, diagnostics) = ConversionManifest.read(in: folder.path(""))
        #expect(manifest.files.isEmpty)
        #expect(diagnostics.map(\.severity) == [.warning])
        #expect(diagnostics.first?.location?.line == 1)
    }

    @Test("Identities are written and read as text: Apple keys as they are, Android resources as type/name#product")
    func identityText() {
        let identities = [ResourceIdentity(.string, name: "a"), ResourceIdentity(.plurals, name: "b", product: "tablet"),
                          ResourceIdentity(.array, name: "c"), ResourceIdentity(.other(element: "color"), name: "d")]
        #expect(identities.map(\.text) == ["string/a", "plurals/b#tablet", "array/c", "other:color/d"])
        #expect(identities.map { ResourceIdentity(text: $0.text, format: .android) } == identities)
        #expect(ResourceIdentity(text: "a/b#c", format: .strings) == ResourceIdentity(appleKey: "a/b#c"))
        #expect(ResourceIdentity(text: "nonsense", format: .android) == nil)
        #expect(ResourceIdentity(.string, name: "x", product: "") == ResourceIdentity(.string, name: "x"))
    }
}
