@testable import Todo
import Testing

/// "N items left" in the plural form each language's CLDR rules choose. The expected texts are
/// written from the rules (CLDR 41 `plurals.xml`), not from the app's output:
/// - en, de: `one` is 1; everything else `other`.
/// - fr, pt: `one` is 0 and 1 (`i = 0,1`); `many` is an exact million; else `other`.
/// - es: `one` is 1; `many` is an exact million; else `other`.
/// - ru: `one` ends in 1 but not 11; `few` ends in 2–4 but not 12–14; `many` the other integers.
/// - pl: `one` is 1 only; `few` as in Russian; `many` the other integers (21 too).
/// - ar: `zero` 0, `one` 1, `two` 2, `few` when the last two digits are 3–10, `many` 11–99,
///   `other` the rest (100, 101, 102); the digits are Arabic-Indic, as CLDR 41 writes `ar`.
/// - ja, zh: `other` only.
/// Large numbers are grouped as Foundation groups them (the app's Apple conventions): a narrow
/// no-break space in French, a period in Spanish and Portuguese.
@Suite("Items left")
struct ItemsLeftTests {
    static let cases: [(language: String, count: Int, expected: String)] = [
        ("en", 0, "0 items left"), ("en", 1, "1 item left"), ("en", 2, "2 items left"),
        ("de", 1, "1 Aufgabe offen"), ("de", 11, "11 Aufgaben offen"),
        ("fr", 0, "0 tâche restante"), ("fr", 1, "1 tâche restante"), ("fr", 2, "2 tâches restantes"),
        ("fr", 1_000_000, "1\u{202F}000\u{202F}000 de tâches restantes"), ("fr", 1_000_001, "1\u{202F}000\u{202F}001 tâches restantes"),
        ("es", 0, "0 tareas pendientes"), ("es", 1, "1 tarea pendiente"),
        ("es", 1_000_000, "1.000.000 de tareas pendientes"),
        ("pt-BR", 0, "0 tarefa pendente"), ("pt-BR", 1, "1 tarefa pendente"), ("pt-BR", 2, "2 tarefas pendentes"),
        ("pt-BR", 2_000_000, "2.000.000 de tarefas pendentes"),
        ("ru", 1, "Осталась 1 задача"), ("ru", 2, "Осталось 2 задачи"), ("ru", 5, "Осталось 5 задач"),
        ("ru", 11, "Осталось 11 задач"), ("ru", 21, "Осталась 21 задача"), ("ru", 22, "Осталось 22 задачи"),
        ("ru", 112, "Осталось 112 задач"), ("ru", 0, "Осталось 0 задач"),
        ("pl", 1, "Zostało 1 zadanie"), ("pl", 2, "Zostały 2 zadania"), ("pl", 5, "Zostało 5 zadań"),
        ("pl", 21, "Zostało 21 zadań"), ("pl", 24, "Zostały 24 zadania"), ("pl", 0, "Zostało 0 zadań"),
        ("ar", 0, "لا مهام متبقية"), ("ar", 1, "مهمة واحدة متبقية"), ("ar", 2, "مهمتان متبقيتان"),
        ("ar", 3, "٣ مهام متبقية"), ("ar", 10, "١٠ مهام متبقية"), ("ar", 11, "١١ مهمة متبقية"),
        ("ar", 99, "٩٩ مهمة متبقية"), ("ar", 100, "١٠٠ مهمة متبقية"), ("ar", 103, "١٠٣ مهام متبقية"),
        ("ja", 1, "残り 1 件"), ("ja", 7, "残り 7 件"),
        ("zh-Hans", 1, "还剩 1 项"), ("zh-Hans", 7, "还剩 7 项"),
    ]

    @Test("The count chooses the language's plural form", arguments: 0..<cases.count)
    func pluralForm(_ index: Int) throws {
        let (language, count, expected) = Self.cases[index]
        #expect(TodoText(localizer: try todoLocalizer(language)).itemsLeft(items: count) == expected, "\(language) \(count)")
    }

    @Test("The three resource forms choose the same forms", arguments: ["android", "xcstrings"])
    func formsAgree(_ form: String) throws {
        for (language, count, expected) in Self.cases {
            let text = TodoText(localizer: try todoLocalizer(language, from: .init(rawValue: form)!))
            #expect(text.itemsLeft(items: count) == expected, "\(language) \(count) from \(form)")
        }
    }
}
