import Localization
import LocalizedStrings
@testable import RentalROI
import TestSupport

/// The app's resources in this repository: `Fixtures/RentalROI` (res, apple, catalog).
let rentalResources = RentalROIResources(folder: Fixtures.url("RentalROI").path)

/// The sample property of the demo: 250,000, a 200,000 loan at 5 % over 30 years, 300 escrow,
/// 100 extra, 150 expenses, 2,000 rent.
let sampleProperty = RentalROIDemo.sampleProperty

/// A localizer for the app in one language, from one form of its resources.
func rentalLocalizer(_ language: String, from source: RentalROIResources.Source = .android) throws -> Localizer {
    try rentalResources.localizer(from: source, languages: [LanguageTag(language)!])
}

/// The app started on an in-memory store that holds a property.
func rentalApp(_ property: RentalProperty = sampleProperty, language: String = "en",
               store: InMemoryKeyValueStore = InMemoryKeyValueStore()) throws -> RentalROIApp {
    try RentalPropertyStorage(store: store).save(property)
    return RentalROIApp(localizer: try rentalLocalizer(language), store: store)
}
