import AppSupport

extension VoteApp {
    /// The settings screen.
    public func settingsScreen() -> SettingsScreen {
        SettingsScreen(settings: settings, text: text)
    }

    /// Turns the results-as-percent switch on or off, and saves it.
    ///
    /// - Parameter isOn: The switch's new state.
    public func setResultsAsPercent(_ isOn: Bool) {
        changeSettings { $0.resultsAsPercent = isOn }
    }

    /// The stepper's plus: one more option allowed, up to 5; saved.
    public func increaseMaximumOptions() {
        changeSettings { $0.maximumOptions += 1 }
    }

    /// The stepper's minus: one option fewer allowed, down to 2; saved.
    public func decreaseMaximumOptions() {
        changeSettings { $0.maximumOptions -= 1 }
    }

    private func changeSettings(_ change: (inout VoteSettings) -> Void) {
        var changed = settings
        change(&changed)
        guard changed != settings else { return }
        settings = changed
        record { () throws(KeyValueStoreError) in try settingsStorage.save(changed) }
    }
}
