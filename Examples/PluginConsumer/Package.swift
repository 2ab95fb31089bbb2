// swift-tools-version:6.1
import PackageDescription

// A package that uses StringBridge as a user's package does: the Localization library at run
// time, and both build-tool plugins on its targets' strings, an Android res folder (Cart) and a
// String Catalog (Consumer). `swift build --disable-automatic-resolution` builds it offline.
let package = Package(
    name: "PluginConsumer",
    dependencies: [
        .package(name: "StringBridge", path: "../.."),
    ],
    targets: [
        // The strings of a shopping cart, in Android's res folder (English and French).
        .target(name: "Cart", dependencies: [.product(name: "Localization", package: "StringBridge"),
                                            .product(name: "LocalizedStrings", package: "StringBridge")],
                resources: [.copy("Resources/res")],
                plugins: [.plugin(name: "StringBridgeAccessors", package: "StringBridge"),
                          .plugin(name: "StringBridgeLint", package: "StringBridge")]),
        // Prints a plural of each target's strings in two languages.
        .executableTarget(name: "Consumer", dependencies: ["Cart", .product(name: "Localization", package: "StringBridge"),
                                                            .product(name: "LocalizedStrings", package: "StringBridge")],
                          resources: [.copy("Resources/Localizable.xcstrings")],
                          plugins: [.plugin(name: "StringBridgeAccessors", package: "StringBridge"),
                                    .plugin(name: "StringBridgeLint", package: "StringBridge")]),
    ],
    swiftLanguageModes: [.v6]
)
