import AppSupport
import Localization

/// The app's texts in the user's language, every one through ``Localizer``.
///
/// The localizer should use ``configuration``, so that the count in "N items left" looks the
/// same from every form of the resources.
public struct TodoText: Sendable {
    /// How the app's localizer is configured: English is the development language, and numbers
    /// follow Foundation's conventions whichever form of the resources is read, since the app's
    /// source strings are Apple's (see ``Localizer/Configuration/portedApp(numberConventions:)``).
    public static let configuration = Localizer.Configuration.portedApp(numberConventions: .apple)

    /// The localizer the labels come from.
    public let localizer: Localizer

    /// Creates the texts for a localizer.
    ///
    /// - Parameter localizer: The localizer, best created with ``configuration``.
    public init(localizer: Localizer) {
        self.localizer = localizer
    }

    /// A label, as the resource holds it.
    func callAsFunction(_ key: StringKey) -> String {
        localizer.string(key.rawValue)
    }

    /// "N items left", in the plural form the language uses for the count.
    ///
    /// - Parameter count: How many todos are not completed.
    func itemsLeft(_ count: Int) -> String {
        localizer.plural(StringKey.itemsLeft.rawValue, count: count)
    }

    /// The original's sample todos in the user's language.
    var sampleTodos: [String] {
        StringKey.sampleTodos.map { self($0) }
    }
}
