/// The string resources the app shows, by their names in `res/values/strings.xml`.
///
/// The resource names are the original app's (`label_Amortization`, `Principal`, …); keys for
/// the texts the original hard-coded were added beside them. The original's `app_name`,
/// `button_next`, `editTextSize` (a dimension, untranslatable), `no` (replaced by
/// `payment_number`, which holds the number) and `totalPayment` (the original shows the total
/// beside the payment number, with no label of its own) are not used by the screens.
enum StringKey: String, CaseIterable, Sendable {
    // Screen titles and actions
    case scheduleAction = "label_schedule"
    case propertyTitle = "label_property"
    case amortizationTitle = "label_Amortization"
    case monthlyDetailsTitle = "label_monthlydetails"
    case save
    case cancel

    // The property screen
    case mortgage
    case operations
    case purchasePrice
    case downPayment
    case loanAmount
    case interestRate
    case mortgageTerm
    case escrowAmount
    case extraPayment
    case expenses
    case rent

    // The amortization screen
    case scheduleRowTitle = "schedule_row_title"
    case scheduleRowDetail = "schedule_row_detail"
    case paymentCount = "payment_count"
    case monthsEarly = "months_early"

    // The monthly details screen
    case mortgagePayment = "MortgagePayment"
    case paymentNumber = "payment_number"
    case principal = "Principal"
    case interest
    case escrow
    case additionalPayment = "addlPayment"
    case mortgageBalance
    case investment
    case equity
    case cashInvested = "cashInvest"
    case returnOnInvestment = "roi"
    case returnOnInvestmentValue = "roi_value"
    case amountInDollars = "amount_dollars"

    // Edit errors
    case notANumber = "error_not_a_number"
    case notWholeYears = "error_not_whole_years"
    case negative = "error_negative"
    case termOutOfRange = "error_term_range"
}
