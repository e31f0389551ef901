import BrailleCore
import Foundation
@testable import DesktopAccessibility
import Testing

/// The table of docs/desktop.md: what AT-SPI says about an object, and the element a braille
/// reader gets.
@Suite struct ElementMappingTests {
    private func facts(_ role: DesktopRole, name: String = "", states: DesktopStates = [.sensitive, .enabled],
                       configure: (inout AccessibleFacts) -> Void = { _ in }) -> AccessibleFacts {
        var facts = AccessibleFacts(identifier: ":1.2/org/a11y/atspi/accessible/7", role: role)
        facts.name = name
        facts.states = states
        configure(&facts)
        return facts
    }

    @Test func aHeadingCarriesItsLevel() {
        let heading = ElementMapping.element(facts(.heading, name: "Settings") { $0.headingLevel = 2 })
        #expect(heading.traits.contains(.header))
        #expect(heading.headingLevel == 2)
        let label = ElementMapping.element(facts(.label, name: "Settings") { $0.headingLevel = 2 })
        #expect(label.headingLevel == nil)
    }

    @Test func aButtonIsItsNameAndTheButtonTrait() {
        let element = ElementMapping.element(facts(.pushButton, name: "Start") { $0.description = "Starts the timer" })
        #expect(element.identifier == ":1.2/org/a11y/atspi/accessible/7")
        #expect(element.label == "Start")
        #expect(element.value == nil)
        #expect(element.hint == "Starts the timer")
        #expect(element.traits == [.button])
    }

    @Test func anEmptyNameIsTakenFromTheLabelledByTarget() {
        let element = ElementMapping.element(facts(.entry) { $0.labelledBy = "Name"; $0.text = "Hello" })
        #expect(element.label == "Name")
        #expect(element.value == "Hello")
        #expect(element.traits == [.textField])
    }

    @Test func aPasswordNeverShowsItsCharacters() {
        let element = ElementMapping.element(facts(.passwordText, name: "Password") { $0.text = "secret" })
        #expect(element.value == "******")
        #expect(!(element.value ?? "").contains("secret"))
        #expect(element.traits == [.textField])
    }

    @Test(arguments: [
        (DesktopStates([.sensitive, .checked]), "checked", Traits([.button])),
        (DesktopStates([.sensitive]), "not checked", Traits([.button])),
        (DesktopStates([.sensitive, .indeterminate]), "partly checked", Traits([.button])),
        (DesktopStates([.checked]), "checked", Traits([.button, .notEnabled])),
    ])
    func aCheckBoxSaysItsStateInItsValueOnly(states: DesktopStates, value: String, traits: Traits) {
        let element = ElementMapping.element(facts(.checkBox, name: "Bold", states: states))
        #expect(element.value == value)
        #expect(element.traits == traits)
        #expect(element.role == .checkBox)
    }

    @Test(arguments: [
        (DesktopRole.radioButton, ElementRole.radioButton), (.comboBox, .comboBox), (.toggleButton, .toggleButton),
        (.menuItem, .menuItem), (.checkMenuItem, .checkMenuItem), (.pageTab, .pageTab), (.treeItem, .treeItem),
    ])
    func controlsThatAreAllButtonsSayWhichControlTheyAre(role: DesktopRole, expected: ElementRole) {
        #expect(ElementMapping.element(facts(role, name: "x")).role == expected)
        #expect(ElementMapping.element(facts(.pushButton, name: "x")).role == nil)
    }

    @Test func aRadioButtonSaysWhetherItIsChecked() {
        let on = ElementMapping.element(facts(.radioButton, name: "Steak", states: [.sensitive, .checked]))
        let off = ElementMapping.element(facts(.radioButton, name: "Pizza", states: [.sensitive]))
        #expect(on.value == "checked")
        #expect(off.value == "not checked")
        #expect(on.role == .radioButton)
    }

    @Test func aPushButtonThatIsAHyperlinkIsALink() {
        let element = ElementMapping.element(facts(.pushButton, name: "link button") { $0.isHyperlink = true })
        #expect(element.traits == [.link])
    }

    @Test(arguments: [
        ("GtkButton", ""), ("GtkComboBoxText", ""), ("QLineEdit", ""), ("7 7", "7"), ("Open file Open file", "Open file"),
        ("Left Right", "Left Right"), ("Gtk", "Gtk"), ("Quit", "Quit"), ("QR", "QR"), ("  Save ", "Save"),
    ])
    func toolkitNamesAreRepaired(name: String, repaired: String) {
        #expect(ToolkitName.repaired(name) == repaired)
    }

    @Test func aClassNameGivesWayToContentsThenTheTooltipWithoutItsShortcut() {
        let content = ElementMapping.element(facts(.pushButton, name: "GtkButton") { $0.contentName = "Sans Regular 12" })
        #expect(content.label == "Sans Regular 12")
        let tooltip = ElementMapping.element(facts(.pushButton, name: "GtkButton") { $0.description = "Clear Display [Escape]" })
        #expect(tooltip.label == "Clear Display")
        #expect(tooltip.hint == "Clear Display [Escape]")
    }

    @Test func anEmptyUnnamedEntryShowsItsPlaceholder() {
        let empty = ElementMapping.element(facts(.entry, name: "GtkEntry") { $0.text = ""; $0.placeholder = "Search…" })
        #expect(empty.label == "Search…")
        let named = ElementMapping.element(facts(.entry, name: "Find") { $0.text = ""; $0.placeholder = "Search…" })
        #expect(named.label == "Find")
    }

    @Test func aTableCellStandsForItsRow() {
        let cell = ElementMapping.element(facts(.tableCell, states: [.sensitive, .selected, .checked]) {
            $0.row = AccessibleFacts.TableRow(cells: ["Cool checked", "Andrea", "Cimi"], index: 1, count: 4)
        })
        #expect(cell.label == "Cool checked \u{2502} Andrea \u{2502} Cimi")
        #expect(cell.role == .tableRow)
        #expect(cell.positionInContainer == PlacedElement.Position(index: 1, count: 4))
        #expect(!cell.traits.contains(.selected))
    }

    /// A routing key's character in a row's line names its cell and the character in it; the
    /// separator's blanks and bar belong to the cell before it, an empty cell has its place.
    @Test func aCharacterOfARowsLineNamesItsCell() {
        let label = ["Apple", "", "Red"].joined(separator: ElementMapping.cellSeparator)
        #expect(ElementMapping.cell(at: 0, inRow: label) == (0, 0))
        #expect(ElementMapping.cell(at: 4, inRow: label) == (0, 4))
        #expect(ElementMapping.cell(at: 6, inRow: label) == (0, 5))
        #expect(ElementMapping.cell(at: 8, inRow: label) == (1, 0))
        #expect(ElementMapping.cell(at: 11, inRow: label) == (2, 0))
        #expect(ElementMapping.cell(at: 13, inRow: label) == (2, 2))
        #expect(ElementMapping.cell(at: 40, inRow: label) == (2, 3))
    }

    /// A Writer row's paragraphs start where the row's line has them: a caret Writer reports in
    /// a cell's paragraph is shifted to that cell's character on the line, which is the place a
    /// routing key there sends back.
    @Test func aWriterRowsParagraphsStartWhereTheRowsLineHasThem() {
        var line = WriterDocument.RowLine(first: "Apple")
        let red = line.add("Red", newCell: true)
        let ripe = line.add("ripe", newCell: false)
        let empty = line.add("", newCell: true)
        let last = line.add("3", newCell: true)
        let label = line.cells.joined(separator: ElementMapping.cellSeparator)
        #expect(label == "Apple \u{2502} Red ripe \u{2502}  \u{2502} 3")
        #expect(line.length == label.unicodeScalars.count)
        let scalars = Array(label.unicodeScalars)
        func text(_ start: Int, _ count: Int) -> String { String(String.UnicodeScalarView(scalars[start..<start + count])) }
        #expect(text(red, 3) == "Red")
        #expect(text(ripe, 4) == "ripe")
        #expect(ElementMapping.cell(at: red, inRow: label) == (1, 0))
        #expect(ElementMapping.cell(at: ripe, inRow: label) == (1, 4))
        #expect(ElementMapping.cell(at: empty, inRow: label) == (2, 0))
        #expect(ElementMapping.cell(at: last, inRow: label) == (3, 0))
    }

    /// A routing key on a Writer row's line goes to the paragraph that holds its character, in
    /// a cell of several paragraphs too: "ripe", the second paragraph of the cell "Red ripe", is
    /// a paragraph of its own, not four characters on from "Red" (which has three).
    @Test func aRoutingKeyOnAWriterRowFindsTheParagraphOfItsCharacter() {
        var line = WriterDocument.RowLine(first: "Apple")
        var spans = [(start: 0, length: 5)]
        for (text, newCell) in [("Red", true), ("ripe", false), ("", true), ("3", true)] {
            spans.append((line.add(text, newCell: newCell), text.unicodeScalars.count))
        }
        let label = line.cells.joined(separator: ElementMapping.cellSeparator)
        func place(of text: String, plus extra: Int = 0) -> (index: Int, offset: Int)? {
            let start = label.unicodeScalars.distance(from: label.unicodeScalars.startIndex,
                                                       to: label.range(of: text)!.lowerBound.samePosition(in: label.unicodeScalars)!)
            return WriterDocument.paragraph(at: start + extra, in: spans)
        }
        #expect(place(of: "Apple", plus: 2)! == (0, 2))
        #expect(place(of: "Red")! == (1, 0))
        #expect(place(of: "ripe", plus: 1)! == (2, 1))
        // The blank and the separator after a paragraph are its end.
        #expect(WriterDocument.paragraph(at: 6, in: spans)! == (0, 5))
        #expect(place(of: "3")! == (4, 0))
        #expect(WriterDocument.paragraph(at: 99, in: spans)! == (4, 1))
        #expect(WriterDocument.paragraph(at: 0, in: []) == nil)
    }

    @Test func aDateEditIsReadByItsTextAndAPercentSpinButtonStaysAdjustable() {
        let date = ElementMapping.element(facts(.spinButton, name: "Simple Input Widgets") { $0.text = "27 Nov 2026 08:09:40"
            $0.value = .init(current: 0, minimum: 0, maximum: 59, increment: 1) })
        #expect(date.value == "27 Nov 2026 08:09:40")
        #expect(date.adjustable == nil)
        #expect(!date.traits.contains(.adjustable))
        let percent = ElementMapping.element(facts(.spinButton, name: "Zoom") { $0.text = "50 %"
            $0.value = .init(current: 50, minimum: 0, maximum: 100, increment: 5) })
        #expect(percent.adjustable?.value == 50)
    }

    @Test func aClassNameInTheDescriptionIsNeitherNameNorHint() {
        let editor = ElementMapping.element(facts(.text, states: [.sensitive, .editable, .multiLine]) {
            $0.description = "QTextEdit"; $0.text = "Twinkle" })
        #expect(editor.label == "")
        #expect(editor.hint == nil)
    }

    @Test func anObjectNamedOnlyByItsClassSaysItsClassInWords() {
        #expect(ToolkitName.classWords("GtkTreeView") == "tree view")
        #expect(ElementMapping.element(facts(.other, name: "GtkTreeView")).label == "tree view")
        // A button has its role word: its class is not repeated.
        #expect(ElementMapping.element(facts(.pushButton, name: "GtkButton")).label == "")
    }

    @Test func aSlidersValueTextInItsDescriptionIsNoName() {
        let slider = ElementMapping.element(facts(.slider) { $0.description = "50.0"
            $0.value = .init(current: 50, minimum: 0, maximum: 100, increment: 1) })
        #expect(slider.label == "")
    }

    @Test func aSliderIsAdjustableByItsMinimumIncrement() {
        let element = ElementMapping.element(facts(.slider) {
            $0.labelledBy = "Volume"
            $0.description = "40"  // GTK 3 puts the value text in the description
            $0.value = .init(current: 40, minimum: 0, maximum: 100, increment: 5, text: nil)
        })
        #expect(element.label == "Volume")
        #expect(element.value == "40")
        #expect(element.hint == nil)
        #expect(element.traits == [.adjustable])
        #expect(element.adjustable == Adjustable(value: 40, minimum: 0, maximum: 100, step: 5))
    }

    @Test func aSlidersNewValueMovesItsRangeAndIsAcceptedByTheModel() {
        let before = ElementMapping.element(facts(.slider, name: "Volume") {
            $0.value = .init(current: 40, minimum: 0, maximum: 100, increment: 5, text: nil)
        })
        let change = ElementMapping.change(facts(.slider, name: "Volume") {
            $0.value = .init(current: 45, minimum: 0, maximum: 100, increment: 5, text: nil)
        })
        #expect(change.adjustableValue == 45)
        #expect(change.value == nil && !change.clearsValue, "the value text comes from the range")
        #expect(change.problem(for: before) == nil)
    }

    @Test func aSliderWithoutAnIncrementStepsByAHundredthOfItsRange() {
        let element = ElementMapping.element(facts(.slider, name: "Zoom") {
            $0.value = .init(current: 500, minimum: 0, maximum: 1000, increment: 0, text: nil)
        })
        #expect(element.adjustable?.step == 10)
    }

    @Test(arguments: [
        (DesktopRole.link, Traits.link), (.heading, .header), (.image, .image), (.pageTab, .tabBar),
        (.label, .staticText), (.menuItem, .button), (.toggleButton, .button),
    ])
    func rolesBecomeTraits(role: DesktopRole, trait: Traits) {
        #expect(ElementMapping.traits(facts(role, name: "x")).isSuperset(of: trait))
    }

    @Test func anInsensitiveObjectIsNotEnabled() {
        #expect(ElementMapping.traits(facts(.pushButton, name: "Stop", states: [])) == [.button, .notEnabled])
        // GTK 4.8 sets sensitive but no enabled state.
        #expect(ElementMapping.traits(facts(.pushButton, name: "Stop", states: [.sensitive])) == [.button])
    }

    @Test func selectedAndPressedBecomeSelected() {
        #expect(ElementMapping.traits(facts(.pageTab, name: "General", states: [.sensitive, .selected])) == [.tabBar, .selected])
        #expect(ElementMapping.element(facts(.toggleButton, name: "Mute", states: [.sensitive, .pressed])).value == "on")
    }

    @Test func otherNamedActionsAreCustomActions() {
        let element = ElementMapping.element(facts(.slider, name: "Volume") {
            $0.actions = ["SetFocus", "Increase", "Decrease", "Reset", "reset"]
            $0.value = .init(current: 1, minimum: 0, maximum: 2, increment: 1, text: nil)
        })
        #expect(element.customActions == [CustomAction(name: "Reset")])
    }

    @Test func activationIsChosenByNameNeverByIndex() {
        #expect(ActionChoice.index(in: ["SetFocus", "Press"], preferring: ActionChoice.activateNames) == 1)
        #expect(ActionChoice.index(in: ["click"], preferring: ActionChoice.activateNames) == 0)
        #expect(ActionChoice.index(in: ["SetFocus", "ShowMenu"], preferring: ActionChoice.activateNames) == nil)
        #expect(ActionChoice.index(in: ["SetFocus", "Decrease", "Increase"], preferring: ActionChoice.increaseNames) == 2)
    }

    @Test func aDescriptionRepeatingTheNameIsNoHint() {
        #expect(ElementMapping.element(facts(.pushButton, name: "OK") { $0.description = "OK" }).hint == nil)
    }

    @Test func framesAreRelativeToTheContainer() {
        let element = ElementMapping.element(facts(.listItem, name: "Item 3") {
            $0.extents = Frame(x: 110, y: 250, width: 200, height: 20)
        }, origin: Frame(x: 100, y: 200, width: 220, height: 300))
        #expect(element.frame == Frame(x: 10, y: 50, width: 200, height: 20))
    }

    @Test func aChangeCarriesEveryPropertySoTheElementIsPresentedAgain() {
        let change = ElementMapping.change(facts(.pushButton, name: "Stop"))
        var element = Element(identifier: "x", label: "Start", value: "old", hint: "Starts", traits: [.button, .notEnabled])
        change.apply(to: &element)
        #expect(element.label == "Stop")
        #expect(element.value == nil)
        #expect(element.hint == "")
        #expect(element.traits == [.button])
    }

    @Test func aMissingBusNamesTheVariable() {
        let report = BusProbe.check(environment: [:])
        #expect(report == .busUnavailable(missingVariable: "DBUS_SESSION_BUS_ADDRESS",
                                          detail: "start the bridge inside the desktop session, or run it with dbus-run-session"))
        #expect(report?.description.hasPrefix("no AT-SPI bus: DBUS_SESSION_BUS_ADDRESS is not set") == true)
    }

    @Test func withoutTheVariableTheUserBusSocketIsTheSessionBus() throws {
        // A unit started at login may lack DBUS_SESSION_BUS_ADDRESS; systemd's user session has
        // its bus at $XDG_RUNTIME_DIR/bus.
        let runtime = FileManager.default.temporaryDirectory.appendingPathComponent("brl-runtime-\(getpid())").path
        try FileManager.default.createDirectory(atPath: runtime, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: runtime) }
        #expect(BusProbe.sessionBusAddress(environment: ["XDG_RUNTIME_DIR": runtime]) == nil)
        let socketPath = runtime + "/bus"
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            socketPath.utf8CString.withUnsafeBytes { raw.copyMemory(from: $0) }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        try #require(bound == 0)
        #expect(BusProbe.sessionBusAddress(environment: ["XDG_RUNTIME_DIR": runtime]) == "unix:path=\(socketPath)")
        #expect(BusProbe.sessionBusAddress(environment: ["XDG_RUNTIME_DIR": runtime, "DBUS_SESSION_BUS_ADDRESS": "unix:path=/x"])
                == "unix:path=/x")
    }

    @Test func aBusThatDoesNotAnswerIsReportedWithItsAddress() {
        let report = BusProbe.check(environment: ["DBUS_SESSION_BUS_ADDRESS": "unix:path=/nonexistent/brl-bus"],
                                    timeoutMilliseconds: 200)
        guard case .busUnavailable(nil, let detail)? = report else {
            Issue.record("expected an unavailable bus, got \(String(describing: report))")
            return
        }
        #expect(detail.contains("unix:path=/nonexistent/brl-bus"))
    }
}
