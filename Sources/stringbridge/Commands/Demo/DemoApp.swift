import AppSupport
import Localization

/// A ported app that `stringbridge demo` walks through: each app adds one value in a file of
/// its own (`DemoApp+<App>.swift`) and lists it in ``all``.
struct DemoApp: Sendable {
    /// The name users type (`rental`).
    var name: String
    /// The app and what its walk shows, for `--help`: one or two sentences.
    var summary: String
    /// The strings the app ships with the tool, or `nil` when its resource bundle is missing.
    var bundledResources: @Sendable () -> AppResources?
    /// How the app configures its localizer (its formatting convention).
    var configuration: Localizer.Configuration
    /// The walk through the app's screens, as text.
    var transcript: @Sendable (Localizer) -> String

    /// Every app, in the order help lists them.
    static let all: [DemoApp] = [.rental, .vote, .todo, .daysLeft]
}

extension DemoApp: ExpressibleByArgument {
    /// The app users name, for `demo <app>`.
    init?(argument: String) {
        guard let app = Self.all.first(where: { $0.name == argument }) else { return nil }
        self = app
    }

    var argumentText: String { name }
    static var allValueStrings: [String] { all.map(\.name) }
}
