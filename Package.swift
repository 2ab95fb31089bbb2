// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "StringBridge",
    products: [
        .executable(name: "stringbridge", targets: ["stringbridge"]),
        .library(name: "OrderedJSON", targets: ["OrderedJSON"]),
        .library(name: "LocalizedStrings", targets: ["LocalizedStrings"]),
        .library(name: "AndroidResources", targets: ["AndroidResources"]),
        .library(name: "AppleResources", targets: ["AppleResources"]),
        .library(name: "CLDR", targets: ["CLDR"]),
        .library(name: "ConversionMetadata", targets: ["ConversionMetadata"]),
        .library(name: "ResourceConversion", targets: ["ResourceConversion"]),
        .library(name: "Localization", targets: ["Localization"]),
        .library(name: "OutputFiles", targets: ["OutputFiles"]),
        .library(name: "StringBridgeKit", targets: ["StringBridgeKit"]),
        .library(name: "ResourceLint", targets: ["ResourceLint"]),
        .library(name: "AccessorGeneration", targets: ["AccessorGeneration"]),
        .library(name: "AppSupport", targets: ["AppSupport"]),
        .library(name: "RentalROI", targets: ["RentalROI"]),
        .library(name: "Vote", targets: ["Vote"]),
        .library(name: "Todo", targets: ["Todo"]),
        .library(name: "DaysLeft", targets: ["DaysLeft"]),
        .plugin(name: "StringBridgeAccessors", targets: ["StringBridgeAccessors"]),
        .plugin(name: "StringBridgeLint", targets: ["StringBridgeLint"]),
        .plugin(name: "StringBridgeGenerateCommand", targets: ["StringBridgeGenerateCommand"]),
        .plugin(name: "StringBridgeLintCommand", targets: ["StringBridgeLintCommand"]),
    ],
    targets: [
        // The system-library bridge to libxml2; no Swift code lives here.
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"])]
        ),
        // Streams XML through libxml2 SAX2 safely (no external entities, bounded expansion).
        .target(name: "StreamingXML", dependencies: ["CLibXML2", "LocalizedStrings", "SystemSupport"]),
        // JSON that keeps member order and numbers as written: value, parser, writer.
        .target(name: "OrderedJSON"),
        // What the package needs from the system beside the model: threads and the one lock type,
        // byte searches with memchr, files read safely, folder identities and symbolic-link policy,
        // path arithmetic. Its API is `package`: no client of the libraries sees it.
        .target(name: "SystemSupport"),
        // The format-neutral model: tables, entries, values, diagnostics.
        .target(name: "LocalizedStrings", dependencies: ["SystemSupport"]),
        // Android `res/values*/` trees: reader and writer with aapt2's semantics, and the folders
        // that serve each locale (Android's resource resolution, with CLDR data).
        .target(name: "AndroidResources", dependencies: ["LocalizedStrings", "SystemSupport", "StreamingXML", "CLDR"]),
        // Apple `.lproj` trees, `.strings`, `.stringsdict` and `.xcstrings`: readers and writers.
        // XLIFF 1.2 as Xcode exchanges it (Localization Catalogs) is one of them, and so is what Xcode
        // compiles a String Catalog into and migrates `.lproj` files to.
        .target(name: "AppleResources", dependencies: ["LocalizedStrings", "SystemSupport", "OrderedJSON", "StreamingXML", "CLDR"]),
        // Writing files all or nothing: temporaries, atomic renames, restore on failure.
        .target(name: "OutputFiles", dependencies: ["LocalizedStrings", "SystemSupport"]),
        // CLDR data and its algorithms, generated from Debian's unicode-cldr-core: plural rules,
        // likely subtags and parent locales, number symbols.
        .target(name: "CLDR", dependencies: ["LocalizedStrings"]),
        // What a conversion keeps inside the other platform's files (StringBridge: comment lines,
        // sb: attributes), and styled text as HTML: written by the converter, read by it and the runtime.
        .target(name: "ConversionMetadata", dependencies: ["LocalizedStrings", "SystemSupport", "OrderedJSON", "StreamingXML", "AndroidResources",
                                                          "AppleResources"]),
        // The Android ⇄ Apple mapping: specifiers, plurals, arrays, markup, keys, locales.
        .target(name: "ResourceConversion", dependencies: ["LocalizedStrings", "SystemSupport", "OrderedJSON", "StreamingXML", "AndroidResources",
                                                          "AppleResources", "ConversionMetadata", "CLDR"]),
        // The runtime: language choice, CLDR plural rules, formatting, lookup with fallback.
        // It reads resources through the existing readers, never through writers or converters.
        .target(name: "Localization", dependencies: ["LocalizedStrings", "SystemSupport", "CLDR", "AppleResources", "AndroidResources",
                                                    "ConversionMetadata"]),
        // `stringbridge lint`: rules, the linter, configuration, baseline, fixes and reporters.
        // It returns findings and report text; it never prints.
        .target(name: "ResourceLint", dependencies: ["LocalizedStrings", "SystemSupport", "OrderedJSON", "OutputFiles", "StreamingXML", "CLDR", "AndroidResources",
                                                    "AppleResources", "ConversionMetadata", "ResourceConversion"]),
        // `stringbridge generate swift`: typed Swift accessors for a table's strings, plurals and
        // arrays, made from the development language's entries; it returns the file's text.
        .target(name: "AccessorGeneration", dependencies: ["LocalizedStrings", "AppleResources", "ConversionMetadata",
                                                          "ResourceConversion"]),
        // What the ported apps share: a key-value store, and their strings in three forms.
        .target(name: "AppSupport", dependencies: ["Localization", "LocalizedStrings"]),
        // Ported app 1: the RentalROI model and its screens, every label rendered through Localization.
        // Its strings (res, and the apple and catalog forms convert made of them) ship as resources.
        .target(name: "RentalROI", dependencies: ["AppSupport", "CLDR", "Localization", "LocalizedStrings"],
                resources: [.copy("Resources")]),
        // Ported app 2: VotePro's model and its screens, every label rendered through Localization.
        // Its strings (a String Catalog, and the res and apple forms convert made of it) ship as resources.
        .target(name: "Vote", dependencies: ["AppSupport", "Localization", "LocalizedStrings"],
                resources: [.copy("Resources")]),
        // Ported app 3: a todo list in the style of TodoMVC, every label rendered through Localization.
        // Its strings (apple, the source, and the res and catalog forms convert made of them) ship as resources.
        .target(name: "Todo", dependencies: ["AppSupport", "Localization", "LocalizedStrings"],
                resources: [.copy("Resources")]),
        // Ported app 4: DaysLeft, a countdown to a date, every label rendered through Localization.
        // Its strings (apple, the source, and the res and catalog forms convert made of them) ship as resources.
        .target(name: "DaysLeft", dependencies: ["AppSupport", "Localization", "LocalizedStrings"],
                resources: [.copy("Resources")]),
        // What the commands do, as a library: resource discovery, the conversion pipeline,
        // multi-file atomic output, reports.
        .target(name: "StringBridgeKit", dependencies: ["LocalizedStrings", "SystemSupport", "OrderedJSON", "AndroidResources", "AppleResources",
                                                       "ConversionMetadata", "ResourceConversion", "ResourceLint", "Localization",
                                                       "OutputFiles", "AccessorGeneration", "CLDR"]),
        // The command-line tool: argument parsing and terminal output over StringBridgeKit.
        .executableTarget(name: "stringbridge", dependencies: ["LocalizedStrings", "SystemSupport", "AndroidResources", "AppleResources",
                                                             "ResourceConversion", "CLDR", "Localization", "StringBridgeKit", "ResourceLint", "OutputFiles", "AppSupport",
                                                             "AccessorGeneration",
                                                             "RentalROI", "Vote", "Todo", "DaysLeft"]),
        // Build-tool plugins: a target's typed string accessors generated at build time, and its
        // strings linted (an error fails the build). Build commands, which can run a tool built
        // from source; Plugins/Shared holds what they share (symbolic links in each folder).
        .plugin(name: "StringBridgeAccessors", capability: .buildTool(), dependencies: ["stringbridge"]),
        .plugin(name: "StringBridgeLint", capability: .buildTool(), dependencies: ["stringbridge"]),
        // Command plugins: `swift package stringbridge-generate` writes the accessors into the
        // package, `swift package stringbridge-lint [--fix]` lints.
        .plugin(name: "StringBridgeGenerateCommand",
                capability: .command(intent: .custom(verb: "stringbridge-generate",
                                                     description: "Write each target's typed string accessors into the target."),
                                     permissions: [.writeToPackageDirectory(reason: "It writes <enum-name>.swift into each target with strings.")]),
                dependencies: ["stringbridge"]),
        .plugin(name: "StringBridgeLintCommand",
                capability: .command(intent: .custom(verb: "stringbridge-lint",
                                                     description: "Lint each target's strings; --fix rewrites what is mechanical."),
                                     permissions: [.writeToPackageDirectory(reason: "With --fix it rewrites string files.")]),
                dependencies: ["stringbridge"]),
        // `make bench`: timings beside a reference measured in the same run.
        .executableTarget(name: "stringbridge-bench", dependencies: ["LocalizedStrings", "CLDR", "StringBridgeKit", "AndroidResources", "AppleResources",
                                                                   "ResourceConversion", "Localization"],
                          path: "Sources/Benchmarks"),
        // Helpers shared by the test targets (fixture paths, temporary folders, aapt2-style rendering, translation coverage,
        // golden transcripts, seeded random numbers, time limits).
        .target(name: "TestSupport", dependencies: ["LocalizedStrings", "SystemSupport", "AndroidResources", "AppleResources", "CLDR", "Localization"],
                path: "Sources/TestSupport"),

        .testTarget(name: "OutputFilesTests", dependencies: ["OutputFiles", "LocalizedStrings", "TestSupport"]),
        .testTarget(name: "SystemSupportTests", dependencies: ["SystemSupport", "TestSupport"]),
        .testTarget(name: "LocalizedStringsTests", dependencies: ["LocalizedStrings", "TestSupport"]),
        .testTarget(name: "StreamingXMLTests", dependencies: ["StreamingXML", "LocalizedStrings"]),
        .testTarget(name: "CLDRTests", dependencies: ["CLDR", "LocalizedStrings", "TestSupport"]),
        .testTarget(name: "AndroidResourcesTests", dependencies: ["AndroidResources", "LocalizedStrings", "SystemSupport", "StreamingXML", "TestSupport"]),
        .testTarget(name: "AppleResourcesTests", dependencies: ["AppleResources", "LocalizedStrings", "TestSupport"]),
        .testTarget(name: "ResourceConversionTests",
                    dependencies: ["ResourceConversion", "ConversionMetadata", "StringBridgeKit", "OutputFiles", "AndroidResources", "AppleResources",
                                 "LocalizedStrings", "TestSupport"]),
        .testTarget(name: "LocalizationTests", dependencies: ["Localization", "CLDR", "LocalizedStrings", "SystemSupport", "AppleResources",
                                                              "AndroidResources", "TestSupport"]),
        .testTarget(name: "ResourceLintTests", dependencies: ["ResourceLint", "AndroidResources", "AppleResources",
                                                              "LocalizedStrings", "TestSupport"]),
        .testTarget(name: "AppSupportTests", dependencies: ["AppSupport", "TestSupport"]),
        .testTarget(name: "RentalROITests", dependencies: ["RentalROI", "AppSupport", "CLDR", "Localization", "LocalizedStrings", "TestSupport"]),
        .testTarget(name: "VoteTests", dependencies: ["Vote", "AppSupport", "CLDR", "Localization", "LocalizedStrings", "TestSupport"]),
        .testTarget(name: "StringBridgeKitTests", dependencies: ["StringBridgeKit", "ResourceConversion", "LocalizedStrings", "SystemSupport",
                                                              "AndroidResources", "AppleResources", "ConversionMetadata", "Localization",
                                                              "OrderedJSON", "TestSupport"]),
        .testTarget(name: "TodoTests", dependencies: ["Todo", "AppSupport", "Localization", "LocalizedStrings", "TestSupport"]),
        .testTarget(name: "DaysLeftTests", dependencies: ["DaysLeft", "AppSupport", "Localization", "LocalizedStrings", "TestSupport"]),
        .testTarget(name: "AccessorGenerationTests", dependencies: ["AccessorGeneration", "AppleResources", "LocalizedStrings", "TestSupport"]),
        .testTarget(name: "CLITests", dependencies: ["TestSupport", "stringbridge", "StringBridgeKit", "LocalizedStrings"]),
    ],
    swiftLanguageModes: [.v6]
)
