import Foundation
import Localization
import LocalizedStrings
import Testing
import TestSupport

/// The runtime reads a Compose Multiplatform `composeResources` folder and a `moko-resources`
/// folder as their toolchains read them.
@Suite("Localizer on Kotlin Multiplatform resources")
struct KotlinMultiplatformLoadingTests {
    static let compose = Fixtures.url("KMP/composeApp/src/commonMain/composeResources").path
    static let moko = Fixtures.url("KMP/shared/src/commonMain/moko-resources").path

    @Test("A composeResources folder: Compose's folder names, its texts, its placeholders")
    func composeResources() throws {
        let localizer = try Localizer(resourcesAt: Self.compose, preferredLanguages: [LanguageTag("fr")!])
        #expect(localizer.localizations.map(\.name) == ["values", "values-fr", "values-pl", "values-pt-rBR", "values-ru"])
        // Apostrophes and quotes as written, \n a line break, a % as it is.
        #expect(localizer.string("greeting", "Ana") == "Bonjour, Ana ! C'est un plaisir de vous revoir.")
        #expect(localizer.string("empty_state") == "Vous n'avez pas encore de « sentiers ».\nTouchez + pour en ajouter un.")
        #expect(localizer.string("battery", 80) == "Batterie à 80 % — l'enregistrement continue")
        #expect(localizer.array("difficulties") == ["Facile", "Modéré", "Difficile — prenez de l'eau"])
        let russian = try Localizer(resourcesAt: Self.compose, preferredLanguages: [LanguageTag("ru")!])
        #expect(russian.plural("trail_count", count: 3, 3) == "3 маршрута")
        #expect(russian.plural("trail_count", count: 5, 5) == "5 маршрутов")
        // Per key to the default folder, as Compose falls back.
        #expect(russian.string("path_hint") == "Export to C:\\Trails or ~/Trails")
    }

    @Test("A moko-resources folder: base/ is the development language, texts as iOS shows them")
    func mokoResources() throws {
        let localizer = try Localizer(resourcesAt: Self.moko, preferredLanguages: [LanguageTag("ru")!])
        #expect(localizer.localizations.map(\.name) == ["base", "fr", "pl", "ru"])
        #expect(localizer.string("escaped") == "Это \"экранировано\" как в Android")
        #expect(localizer.string("wrapped") == "Длинное предложение, которое редактор перенёс на две строки.\nВторая строка.")
        #expect(localizer.plural("trail_count", count: 22, 22) == "22 маршрута")
        #expect(localizer.string("entities") == "Rock & roll <3")
    }
}
