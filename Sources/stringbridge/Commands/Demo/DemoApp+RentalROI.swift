import AppSupport
import RentalROI

extension DemoApp {
    /// RentalROI, ported app 1.
    static let rental = DemoApp(
        name: "rental",
        summary: """
        RentalROI, the Android rental-property calculator: for a sample property, the property screen, \
        the interest rate's edit screen before and after an invalid text is saved, the first rows and the \
        last row of the amortization schedule, and one month's details.
        """,
        bundledResources: { AppResources.rentalROI },
        configuration: RentalROIText.configuration,
        transcript: RentalROIDemo.transcript(localizer:))
}
