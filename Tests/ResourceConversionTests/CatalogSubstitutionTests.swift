import AndroidResources
import AppleResources
import Foundation
import LocalizedStrings
import ResourceConversion
import Testing

/// String Catalog plurals written the ways Xcode writes them reach Android and `.lproj` files
/// with their meaning.
@Suite("String Catalog plurals through Android")
struct CatalogSubstitutionTests {
    /// A catalog as Xcode 15+ writes one: `%arg` in a substitution's forms stands for the
    /// substitution's own argument, formatted with its `formatSpecifier`.
    static let catalog = #"""
        {
          "sourceLanguage" : "en",
          "strings" : {
            "received" : {
              "extractionState" : "manual",
              "localizations" : {
                "en" : {
                  "stringUnit" : { "state" : "translated", "value" : "%#@votes@" },
                  "substitutions" : {
                    "votes" : {
                      "argNum" : 1,
                      "formatSpecifier" : "lld",
                      "variations" : {
                        "plural" : {
                          "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg vote" } },
                          "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg votes" } }
                        }
                      }
                    }
                  }
                }
              }
            },
            "votes" : {
              "extractionState" : "manual",
              "localizations" : {
                "en" : {
                  "variations" : {
                    "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld vote" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld votes" } }
                    }
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """#

    static func catalogTables() -> [StringTable] {
        StringCatalogReader().read(bytes: Array(catalog.utf8), path: "Localizable.xcstrings").tables
    }

    @Test("%arg in a substitution becomes the substitution's specifier on Android, never literal text")
    func argumentPlaceholderIsResolved() throws {
        let step = try ConversionHarness.convert(Self.catalogTables(), to: nil)
        #expect(step.errors.isEmpty, "\(step.errors)")
        let english = try #require(ConversionHarness.readAndroid([step.folder]).tables.first { $0.locale == nil })
        guard case .plural(let forms)? = english["received"]?.value else {
            Issue.record("received is not a plural")
            return
        }
        #expect(forms[.one]?.displayText == "%d vote")
        #expect(forms[.other]?.displayText == "%d votes")
    }

    @Test("A catalog plural with details kept for the way back converts from Android to .lproj files")
    func keptCatalogDetailsDoNotBlockLproj() throws {
        let android = try ConversionHarness.convert(Self.catalogTables(), to: nil)
        let androidRead = ConversionHarness.readAndroid([android.folder])
        // The catalog's extractionState is kept in sb:apple, so the entry is restorable…
        #expect(androidRead.tables.flatMap(\.entries).contains { $0.androidDetails[attribute: "sb:apple"] != nil })
        // …but .lproj files cannot hold a catalog plural: the Android plural is converted.
        let lproj = try ConversionHarness.convert(androidRead.tables, to: .lproj)
        #expect(lproj.errors.isEmpty, "\(lproj.errors)")
        let dictionary = try #require(ConversionHarness.readApple([lproj.folder]).tables.first { $0.format == .stringsdict })
        guard case .variableFormat(let format)? = dictionary["votes"]?.value else {
            Issue.record("votes is not in the .stringsdict")
            return
        }
        #expect(format.variables.first?.forms[.other]?.displayText == "%lld votes")
        // And back to a catalog, the kept entries restore it exactly.
        let catalog = try ConversionHarness.convert(androidRead.tables, to: .stringCatalog)
        let back = ConversionHarness.readApple([catalog.folder]).tables.first { $0.locale?.identifier == "en" }
        #expect(back?["votes"]?.details[StringCatalogEntryDetails.self]?.extractionState == "manual")
    }
}
