import Cart
import Foundation
import Localization
import LocalizedStrings

// Each target's accessors were generated at build time by the StringBridgeAccessors plugin:
// CartStrings from Cart's res folder, L10n from this target's String Catalog.
guard let catalog = Bundle.module.url(forResource: "Localizable", withExtension: "xcstrings") else {
    fatalError("the catalog is not in the bundle")
}
for (cartLanguage, language) in [("en", "en"), ("fr", "de")] {
    CartStrings.localizer = try Cart.localizer(in: cartLanguage)
    L10n.localizer = try Localizer(resourcesAt: catalog.path, preferredLanguages: [LanguageTag(language)!])
    print("\(cartLanguage): \(CartStrings.cartTitle): \(CartStrings.itemsInCart(count: 3))")
    print("\(language): \(L10n.greeting("Ann")) \(L10n.ordersCount(count: 1))")
}
