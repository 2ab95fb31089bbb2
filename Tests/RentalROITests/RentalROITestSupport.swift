import AppSupport
import Foundation
import Localization
import LocalizedStrings
@testable import RentalROI
import TestSupport

/// The app's resources in this repository: `Sources/RentalROI/Resources` (res, apple, catalog).
let rentalResources = AppResources(folder: Fixtures.appResources("RentalROI").path)

/// The sample property of the demo: 250,000, a 200,000 loan at 5 % over 30 years, 300 escrow,
/// 100 extra, 150 expenses, 2,000 rent.
let sampleProperty = RentalROIDemo.sampleProperty

/// A localizer for the app in one language, from one form of its resources.
func rentalLocalizer(_ language: String, from form: AppResources.Form = .android) throws -> Localizer {
    try rentalResources.rentalROILocalizer(from: form, languages: [LanguageTag(language)!])
}

/// The app started on an in-memory store that holds a property.
func rentalApp(_ property: RentalProperty = sampleProperty, language: String = "en",
               store: InMemoryKeyValueStore = InMemoryKeyValueStore()) throws -> RentalROIApp {
    try RentalPropertyStorage(store: store).save(property)
    return RentalROIApp(localizer: try rentalLocalizer(language), store: store)
}

/// A path in a new temporary folder; remove the folder with ``removeTemporaryFolder(of:)``.
func temporaryPath(_ name: String = "MyPrefs.json") -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rentalroi-tests-\(UUID().uuidString.prefix(8))")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder.appendingPathComponent(name).path
}

/// Removes the temporary folder of a path made by ``temporaryPath(_:)``.
func removeTemporaryFolder(of path: String) {
    try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent)
}
