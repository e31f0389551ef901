import BrailleCore
import Testing

/// Issue 30: everyday German text that brl writes forward reads back as the same text, through
/// both German tables: times, dates, prices in €, percentages, units, quotation marks, file names.
/// de-g0 marks no capitals, so its text comes back in small letters.
@Suite struct GermanRoundTripTests {
    static let everyday = [
        "Um 12:30 Uhr", "12:30", "Der Zug fährt um 8:05 ab.", "Stand: 14:45:10",
        "am 25.12.2024", "Version 2.4.1", "Seite 3 von 12", "Tel. 030 123456",
        "3,50 €", "Preis: 9,99 €", "€ 20", "1.299,00 €", "ab 5 € im Monat",
        "50 %", "15 % Rabatt", "Akku: 80 %",
        "100 km/h", "20 °C", "bei 37 °C", "10 kg", "5 m²", "2,5 l",
        "„Bericht.pdf“", "Datei Bericht.pdf speichern", "Er sagte: „Ja.“", "„Hallo“, sagte sie.",
    ]

    /// What braille writes with the same cells comes back as the German marks: »…« (and "…")
    /// are written as „…“ are.
    static let writtenAlike = [("»Zitat«", "„Zitat“"), ("\"Zitat\"", "„Zitat“"), ("Er sagte: »Ja.«", "Er sagte: „Ja.“")]

    static func roundTrip(_ text: String, table name: String) throws -> String {
        let table = try TableCatalog.table(named: name)
        return table.backTranslate(table.translate(text).cells).text
    }

    @Test(arguments: everyday)
    func detailedBrailleReadsBackAsTheText(_ text: String) throws {
        #expect(try Self.roundTrip(text, table: "de-g0-detailed") == text)
    }

    @Test(arguments: everyday)
    func uncontractedBrailleReadsBackAsTheTextInSmallLetters(_ text: String) throws {
        #expect(try Self.roundTrip(text, table: "de-g0") == text.lowercased())
    }

    @Test(arguments: writtenAlike)
    func quotationMarksReadBackAsTheGermanOnes(_ text: String, _ expected: String) throws {
        #expect(try Self.roundTrip(text, table: "de-g0-detailed") == expected)
        #expect(try Self.roundTrip(text, table: "de-g0") == expected.lowercased())
    }
}
