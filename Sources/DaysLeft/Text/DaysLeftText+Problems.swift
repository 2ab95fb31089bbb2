extension DaysLeftText {
    /// What the user is told about settings that cannot be counted.
    ///
    /// - Parameter problem: What is wrong.
    func message(_ problem: DaysLeftSettings.Problem) -> String {
        switch problem {
        case .startAfterEnd: self.errorStartAfterEnd
        }
    }
}
