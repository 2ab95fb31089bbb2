// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "StringBridge",
    products: [
        .executable(name: "stringbridge", targets: ["stringbridge"]),
        .library(name: "LocalizedStrings", targets: ["LocalizedStrings"]),
        .library(name: "AndroidResources", targets: ["AndroidResources"]),
        .library(name: "AppleResources", targets: ["AppleResources"]),
        .library(name: "ResourceConversion", targets: ["ResourceConversion"]),
        .library(name: "Localization", targets: ["Localization"]),
        .library(name: "ResourceLint", targets: ["ResourceLint"]),
        .library(name: "AppSupport", targets: ["AppSupport"]),
        .library(name: "RentalROI", targets: ["RentalROI"]),
    ],
    targets: [
        // The system-library bridge to libxml2; no Swift code lives here.
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"])]
        ),
        // Streams XML through libxml2 SAX2 safely (no external entities, bounded expansion).
        .target(name: "StreamingXML", dependencies: ["CLibXML2"]),
        // The format-neutral model: tables, entries, values, diagnostics.
        .target(name: "LocalizedStrings"),
        // Android `res/values*/` trees: reader and writer with aapt2's semantics.
        .target(name: "AndroidResources", dependencies: ["LocalizedStrings", "StreamingXML"]),
        // Apple `.lproj` trees, `.strings`, `.stringsdict` and `.xcstrings`: readers and writers.
        .target(name: "AppleResources", dependencies: ["LocalizedStrings", "StreamingXML"]),
        // The Android ⇄ Apple mapping: specifiers, plurals, arrays, markup, keys, locales.
        .target(name: "ResourceConversion", dependencies: ["LocalizedStrings", "AndroidResources", "AppleResources", "Localization"]),
        // The runtime: language choice, CLDR plural rules, formatting, lookup with fallback.
        // It reads resources through the existing readers, never through writers or converters.
        .target(name: "Localization", dependencies: ["LocalizedStrings", "AppleResources", "AndroidResources"]),
        // `stringbridge lint`: rules, the linter, configuration, baseline, fixes and reporters.
        // It returns findings and report text; it never prints.
        .target(name: "ResourceLint", dependencies: ["LocalizedStrings", "AndroidResources", "AppleResources",
                                                    "ResourceConversion", "Localization"]),
        // What the ported apps share: a key-value store, and their strings in three forms.
        .target(name: "AppSupport", dependencies: ["Localization", "LocalizedStrings"]),
        // Ported app 1: the RentalROI model and its screens, every label rendered through Localization.
        // Its strings (res, and the apple and catalog forms convert made of them) ship as resources.
        .target(name: "RentalROI", dependencies: ["AppSupport", "Localization", "LocalizedStrings"],
                resources: [.copy("Resources")]),
        // The command-line tool.
        .executableTarget(name: "stringbridge", dependencies: ["LocalizedStrings", "AndroidResources", "AppleResources",
                                                             "ResourceConversion", "Localization", "ResourceLint", "AppSupport", "RentalROI"]),
        // `make bench`: timings beside a reference measured in the same run.
        .executableTarget(name: "stringbridge-bench", dependencies: ["LocalizedStrings", "AndroidResources", "AppleResources",
                                                                   "ResourceConversion", "Localization"],
                          path: "Sources/Benchmarks"),
        // Helpers shared by the test targets (fixture paths, aapt2-style rendering).
        .target(name: "TestSupport", dependencies: ["LocalizedStrings"], path: "Sources/TestSupport"),

        .testTarget(name: "LocalizedStringsTests", dependencies: ["LocalizedStrings", "TestSupport"]),
        .testTarget(name: "AndroidResourcesTests", dependencies: ["AndroidResources", "LocalizedStrings", "TestSupport"]),
        .testTarget(name: "AppleResourcesTests", dependencies: ["AppleResources", "LocalizedStrings", "TestSupport"]),
        .testTarget(name: "ResourceConversionTests",
                    dependencies: ["ResourceConversion", "AndroidResources", "AppleResources", "LocalizedStrings", "TestSupport"]),
        .testTarget(name: "LocalizationTests", dependencies: ["Localization", "LocalizedStrings", "AppleResources",
                                                              "AndroidResources", "TestSupport"]),
        .testTarget(name: "ResourceLintTests", dependencies: ["ResourceLint", "AndroidResources", "AppleResources",
                                                              "LocalizedStrings", "TestSupport"]),
        .testTarget(name: "AppSupportTests", dependencies: ["AppSupport", "TestSupport"]),
        .testTarget(name: "RentalROITests", dependencies: ["RentalROI", "AppSupport", "Localization", "LocalizedStrings", "TestSupport"]),
        .testTarget(name: "CLITests", dependencies: ["TestSupport", "stringbridge"]),
    ],
    swiftLanguageModes: [.v6]
)
