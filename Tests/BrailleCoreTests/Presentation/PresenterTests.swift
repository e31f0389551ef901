import Testing
@testable import BrailleCore

@Suite struct PresenterTests {
    let presenter = Presenter()

    func line(_ file: String, _ identifier: String, hint: Bool = false) throws -> BrailleLine {
        let screen = try ExampleFiles.screen(file)
        let placed = try #require(screen.placed(identifier))
        return try presenter.present(placed, showingHint: hint)
    }

    @Test(arguments: [
        ("counter.json", "start", false, "Start btn 1/3"),
        ("counter.json", "start", true, "Start btn 1/3 hint: Starts the timer."),
        ("counter.json", "duration", false, "Duration 10 seconds 2/3"),
        ("counter.json", "stop", false, "Stop btn unav 3/3"),
        ("counter.json", "title", false, "Write report hdg"),
        ("counter.json", "name", false, "Task name Write report edt"),
        ("task-list.json", "task-report", false, "Write report, completed in 1 hour 20 minutes actions 1/4"),
        ("task-list.json", "task-slides", false, "Prepare slides running for 12 minutes sel actions 3/4"),
        ("progress-slider.json", "progress", false, "Playing progress 50 percent adj"),
        ("progress-slider.json", "speed", false, "Speed normal adj"),
        ("photo-grid.json", "Photo 2", false, "Photo btn gra sel 3/12"),
        ("photo-grid.json", "Photo 4", false, "Photo btn gra 5/12"),
        ("book.json", "page", false, "A Short History of Touch Reading book page 1 of 6"),
        ("german.json", "stopp", false, "Stopp schlf nv 3/3"),
        ("german.json", "ueberschrift", false, "Aufgaben üs"),
        ("german.json", "wiedergabe", false, "Wiedergabe 50 Prozent einst"),
        ("chinese.json", "照片 2", false, "照片 按鈕 圖 3/4"),
        ("chinese.json", "播放進度", false, "播放進度 百分之50 可調"),
    ])
    func theFocusedElementBecomesOneLine(file: String, identifier: String, hint: Bool, text: String) throws {
        #expect(try line(file, identifier, hint: hint).text == text)
    }

    /// Golden braille from the real en-ueb-g1 engine, checked against liblouis's en-ueb-g1.ctb.
    @Test(arguments: [
        ("counter.json", "start", "⠠⠎⠞⠁⠗⠞⠀⠃⠞⠝⠀⠼⠁⠸⠌⠼⠉"),
        ("counter.json", "stop", "⠠⠎⠞⠕⠏⠀⠃⠞⠝⠀⠥⠝⠁⠧⠀⠼⠉⠸⠌⠼⠉"),
        ("photo-grid.json", "Photo 2", "⠠⠏⠓⠕⠞⠕⠀⠃⠞⠝⠀⠛⠗⠁⠀⠎⠑⠇⠀⠼⠉⠸⠌⠼⠁⠃"),
    ])
    func englishLinesInBraille(file: String, identifier: String, braille: String) throws {
        #expect(try line(file, identifier).unicodeBraille == braille)
    }

    /// Golden braille in the element's own language, checked against liblouis's de-g0-detailed.utb
    /// and zh-tw.ctb.
    @Test(arguments: [
        ("german.json", "stopp", "⠨⠎⠞⠕⠏⠏⠀⠎⠉⠓⠇⠋⠀⠝⠧⠀⠼⠉⠐⠂⠼⠉"),
        ("german.json", "ueberschrift", "⠨⠁⠥⠋⠛⠁⠃⠑⠝⠀⠳⠎"),
        ("german.json", "wiedergabe", "⠨⠺⠊⠑⠙⠑⠗⠛⠁⠃⠑⠀⠼⠑⠚⠀⠨⠏⠗⠕⠵⠑⠝⠞⠀⠑⠊⠝⠎⠞"),
        ("chinese.json", "照片 2", "⠁⠩⠐⠏⠞⠐⠀⠧⠐⠝⠎⠈⠀⠋⠌⠂⠀⠒⠌⠲"),
    ])
    func germanAndChineseLinesInBraille(file: String, identifier: String, braille: String) throws {
        #expect(try line(file, identifier).unicodeBraille == braille)
    }

    struct NoTable: Error, Equatable {
        let tag: String
    }

    @Test(arguments: [("german.json", "start", "de"), ("chinese.json", "照片 0", "zh-TW"), ("counter.json", "stop", "en")])
    func theLineIsTranslatedInTheElementsLanguage(file: String, identifier: String, language: String) throws {
        let placed = try #require(try ExampleFiles.screen(file).placed(identifier))
        let asking = Presenter(tableForLanguage: { tag in throw NoTable(tag: tag) })
        #expect(throws: NoTable(tag: language)) { try asking.present(placed) }
    }

    @Test func everyCellNamesItsElementPartAndCharacter() throws {
        // One table for the whole line here; a text field's value in computer braille is below.
        var presenter = Presenter()
        presenter.computerBrailleForText = false
        for name in ExampleFiles.names {
            let screen = try ExampleFiles.screen(name)
            for placed in screen.readingOrder {
                let line = try presenter.present(placed, showingHint: true)
                let translation = try presenter.tableForLanguage(placed.language).translate(line.text)
                #expect(line.cells == translation.cells)
                #expect(line.targets.count == line.cells.count)
                let textScalars = Array(line.text.unicodeScalars)
                for (cell, target) in line.targets.enumerated() {
                    #expect(target.elementIdentifier == placed.element.identifier)
                    let source = textScalars[translation.inputOffsetForCell[cell]]
                    if target.part == .separator {
                        #expect(source == " ")
                    } else {
                        let segment = try #require(line.parts.first { $0.part == target.part })
                        let partScalars = Array(segment.text.unicodeScalars)
                        #expect(partScalars[target.offset] == source, "\(name) \(placed.element.identifier) cell \(cell)")
                    }
                }
            }
        }
    }

    @Test func partsCoverTheirTextInTheLine() throws {
        let line = try line("counter.json", "stop", hint: true)
        #expect(line.parts.map(\.part) == [.label, .traits, .position, .mode, .hint])
        let scalars = Array(line.text.unicodeScalars)
        for part in line.parts {
            #expect(String(String.UnicodeScalarView(scalars[part.scalarRange])) == part.text)
        }
    }

    @Test func aBookShowsTheCurrentPage() throws {
        var focus = Focus(screen: try ExampleFiles.screen("book.json"))
        focus.focus("page")
        focus.turnPage(.forward)
        let line = try presenter.present(try #require(focus.focused))
        #expect(line.text.hasSuffix("book page 2 of 6"))
        #expect(line.parts.last?.part == .position)
    }

    @Test func aMessageLineTargetsNoElement() throws {
        let line = try presenter.presentMessage("Timer started", language: "en")
        #expect(line.targets.allSatisfy { $0.elementIdentifier == nil && $0.part == .message })
        #expect(line.targets.first?.offset == 0)
    }

    @Test func aBookLineTargetsTheContentOfTheElement() throws {
        let screen = try ExampleFiles.screen("book.json")
        let page = try #require(screen.placed("page"))
        let text = try #require(page.element.book?.page.lines.first)
        let line = try presenter.presentContentLine(text, of: page)
        #expect(line.text == text)
        #expect(line.targets.allSatisfy { $0.elementIdentifier == "page" && $0.part == .content })
    }

    /// Like VoiceOver's "actions available": an element with custom actions says so on its line.
    @Test(arguments: [("en", "Mail actions"), ("de", "Mail Aktionen"), ("zh-TW", "Mail 有動作")])
    func anElementWithCustomActionsSaysSo(language: String, text: String) throws {
        let mail = Element(identifier: "mail", label: "Mail", customActions: [CustomAction(name: "Delete")])
        let screen = Screen(language: language, elements: [mail])
        let placed = try #require(screen.placed("mail"))
        #expect(try presenter.present(placed).text == text)
    }

    /// Trait words follow the reader's language, not each element's (issue 12): a German word in
    /// an English app keeps "btn"; words a line's table cannot write fall back to its language.
    @Test func theWordsFollowTheReadersLanguage() throws {
        var english = Presenter()
        english.interfaceLanguage = "en"
        let stopp = try #require(try ExampleFiles.screen("german.json").placed("stopp"))
        #expect(try english.present(stopp).text == "Stopp btn unav 3/3")
        #expect(try presenter.present(stopp).text == "Stopp schlf nv 3/3")
        var chinese = Presenter()
        chinese.interfaceLanguage = "zh-TW"
        let save = try #require(try ExampleFiles.screen("counter.json").placed("start"))
        // 按鈕 through en-ueb-g1 would be escapes: the English table keeps its own words.
        #expect(try chinese.present(save).text == "Start btn 1/3")
        var german = Presenter()
        german.interfaceLanguage = "de"
        #expect(try german.present(save).text == "Start schlf 1/3")
    }

    /// Issue 26, item 4: a value of megabytes is shown to its first 20,000 characters, marked,
    /// so the line costs memory and time in proportion to what a reader can read.
    @Test func aHugeValueIsCutAtTheLimit() throws {
        let huge = String(repeating: "abc ", count: 500_000)
        let element = Element(identifier: "log", label: "Log", value: huge, traits: .staticText)
        let line = try Presenter().present(PlacedElement(element: element, screenFrame: .zero, language: "en"))
        #expect(line.text.hasSuffix("…"))
        #expect(line.text.unicodeScalars.count < Presenter.valueLimit + 20)
        let short = Element(identifier: "s", label: "Name", value: "abc", traits: .staticText)
        #expect(try Presenter().present(PlacedElement(element: short, screenFrame: .zero, language: "en")).text == "Name abc")
    }

    /// Issue 24: a check box, a radio button and a combo box all have the button trait; the
    /// role's word takes the button's place, in the reader's language, and other traits stay.
    @Test func aRoleWordTakesTheButtonsPlace() throws {
        func line(_ role: ElementRole?, traits: Traits = .button, value: String? = nil, language: String = "en") throws -> String {
            var words = Presenter()
            words.interfaceLanguage = language
            let element = Element(identifier: "e", label: "Left", value: value, traits: traits, role: role)
            return try words.present(PlacedElement(element: element, screenFrame: .zero, language: "en")).text
        }
        #expect(try line(nil) == "Left btn")
        #expect(try line(.comboBox) == "Left cbo")
        #expect(try line(.checkBox, value: "checked") == "Left checked chk")
        #expect(try line(.radioButton, traits: [.button, .notEnabled], value: "not checked") == "Left not checked rbtn unav")
        #expect(try line(.pageTab, traits: .tabBar) == "Left tab")
        #expect(try line(.checkBox, language: "de") == "Left kk")
    }

    /// Issue 12 (text fields): a text field's value is in 8-dot computer braille, one cell per
    /// character, between the label and traits in the element's own code.
    @Test func aTextFieldsValueIsInComputerBrailleOneCellPerCharacter() throws {
        let placed = try #require(try ExampleFiles.screen("counter.json").placed("name"))
        let line = try presenter.present(placed)
        #expect(line.text == "Task name Write report edt")
        let value = line.targets.indices.filter { line.targets[$0].part == .value }
        #expect(value.count == "Write report".unicodeScalars.count)
        #expect(value.map { line.targets[$0].offset } == Array(0..<value.count))
        let computer = try TableCatalog.table(named: "en-us-comp8").translate("Write report").cells
        #expect(value.map { line.cells[$0] } == computer)
        var uncontracted = Presenter()
        uncontracted.computerBrailleForText = false
        #expect(try uncontracted.present(placed).cells != line.cells)
    }
}

