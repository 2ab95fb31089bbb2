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

    // Every string of `Localizable.strings` and `Localizable.stringsdict` is a member of the
    // extension in TodoText+Strings.swift, which `stringbridge generate swift` writes.

    /// The original's sample todos (`TodoModel.sample()`) in the user's language, in order.
    var sampleTodos: [String] {
        [samplePayBills, sampleFixBike, sampleScheduleMedic, sampleDogFood, sampleCallJenny, sampleInviteBob, sampleGoldenState]
    }
}
