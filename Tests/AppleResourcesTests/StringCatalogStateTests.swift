import AppleResources
import LocalizedStrings
import Testing

/// String Catalog states are read as ``TranslationState`` on strings, plural forms and device
/// variants, and written back as Xcode spelled them, the ones Xcode does not write included.
@Suite("String Catalog states")
struct StringCatalogStateTests {
    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "files" : {
              "localizations" : {
                "fr" : {
                  "variations" : {
                    "plural" : {
                      "one" : {
                        "stringUnit" : {
                          "state" : "stale",
                          "value" : "%lld fichier"
                        }
                      },
                      "other" : {
                        "stringUnit" : {
                          "state" : "signed-off",
                          "value" : "%lld fichiers"
                        }
                      }
                    }
                  }
                }
              }
            },
            "greeting" : {
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "new",
                    "value" : "Hallo"
                  }
                },
                "fr" : {
                  "stringUnit" : {
                    "state" : "reviewed",
                    "value" : "Bonjour"
                  }
                }
              }
            },
            "tap" : {
              "localizations" : {
                "fr" : {
                  "variations" : {
                    "device" : {
                      "mac" : {
                        "stringUnit" : {
                          "state" : "needs_review",
                          "value" : "Cliquez"
                        }
                      },
                      "other" : {
                        "stringUnit" : {
                          "value" : "Touchez"
                        }
                      }
                    }
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }

        """

    @Test("States read as their cases, unknown ones as they are written")
    func read() throws {
        let tables = StringCatalogReader().read(bytes: Array(Self.catalog.utf8), path: "Localizable.xcstrings").tables
        let french = try #require(tables.first { $0.locale?.identifier == "fr" })
        let german = try #require(tables.first { $0.locale?.identifier == "de" })
        #expect(german.entries.first { $0.key == "greeting" }?.state == .new)
        #expect(french.entries.first { $0.key == "greeting" }?.state == .other("reviewed"))
        guard case .plural(let forms)? = french.entries.first(where: { $0.key == "files" })?.value else {
            Issue.record("files is not a plural")
            return
        }
        #expect(forms.forms.map(\.state) == [.stale, .other("signed-off")])
        guard case .device(let variations)? = french.entries.first(where: { $0.key == "tap" })?.value else {
            Issue.record("tap has no device variants")
            return
        }
        #expect(variations.forms.map(\.state) == [.needsReview, nil])
    }

    @Test("The catalog is written back byte for byte, every state as it was spelled")
    func writtenBack() {
        let tables = StringCatalogReader().read(bytes: Array(Self.catalog.utf8), path: "Localizable.xcstrings").tables
        let written = StringCatalogWriter().document(for: tables)
        #expect(written.diagnostics.isEmpty)
        #expect(written.text == Self.catalog)
    }
}
