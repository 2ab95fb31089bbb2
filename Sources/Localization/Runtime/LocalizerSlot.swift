import LocalizedStrings
import SystemSupport

/// A localizer that can be replaced at any time, from any thread: where accessors that
/// `stringbridge generate swift` writes find the localizer the app sets once.
///
///     // The generated enum keeps one and forwards `L10n.localizer` to it; at launch:
///     L10n.localizer = try Localizer(resourcesAt: resourcesPath)
///     print(L10n.settingsTitle)
///
/// Until it is set, the slot holds a localizer without resources, whose lookups return their
/// keys (and report them to no handler).
public final class LocalizerSlot: Sendable {
    private let current: Locked<Localizer>

    /// Creates a slot.
    ///
    /// - Parameter localizer: The localizer to start with; `nil` for one without resources.
    public init(_ localizer: Localizer? = nil) {
        current = Locked(localizer ?? Self.withoutResources())
    }

    /// The localizer; setting it takes effect for every lookup that starts afterwards.
    public var localizer: Localizer {
        get { current.value }
        set { current.withLock { $0 = newValue } }
    }

    /// A localizer with no tables, which answers every lookup with its key.
    private static func withoutResources() -> Localizer {
        do {
            return try Localizer(resources: .tables([]), preferredLanguages: [])
        } catch {
            // Only missing folders or files throw; tables in memory are never missing.
            preconditionFailure("a localizer over tables in memory cannot fail: \(error)")
        }
    }
}
