/// The screen that edits one field of the property (`EditTextViewFragment`): titled with the
/// row's label, its text field starting with the row's detail.
public struct EditTextScreen: Hashable, Sendable {
    /// The field being edited.
    public var field: PropertyField
    /// The title: the row's label.
    public var title: String
    /// The text in the field: the row's detail at first, then what the user typed.
    public var text: String
    /// The action that saves, "Save".
    public var saveAction: String
    /// The action that goes back without saving, "Cancel".
    public var cancelAction: String
    /// Why the text was not saved, when it was rejected.
    public var error: String?

    /// Creates an edit screen for a row of the property screen.
    init(field: PropertyField, row: ScreenRow, text: RentalROIText) {
        self.field = field
        title = row.label
        self.text = row.detail
        saveAction = text.save
        cancelAction = text.cancel
        error = nil
    }
}
