import BrailleCore
@testable import DesktopAccessibility
import Foundation
import Testing

/// Issue 24: what a reader meets in real apps. A tabbed editor with a menu bar (the shape of
/// gedit, mousepad, Kate) and the widgets of gtk3-widget-factory, read as Orca reads them.
/// Part of the serialized ``DesktopAppTests`` (they share one session and one source).
extension DesktopAppTests {
    /// A notebook page holds the editor: it is on the screen after its tab list, read line by
    /// line; Enter starts a new line; the other tab is selected by activating it; the menu bar
    /// lists its six menus.
    @Test func aTabbedEditorIsReadAndEditedLineByLine() async throws {
        let fixture = try await DesktopFixture.shared()
        let log = fixture.log
        let app = try fixture.session.startApp("gtk3_editor.py", title: "Tabbed Editor")
        defer { app.stop() }
        try fixture.session.focusWindow("Tabbed Editor")
        try await log.wait("the editor of the first page", timeout: 20) { _, focus in
            focus.screen.title == "Tabbed Editor" && focus.focused?.element.value == "First line of notes.txt"
        }
        let focus = await log.focus
        let editor = try #require(focus.focused)
        #expect(editor.element.traits.contains(.textField))
        let labels = focus.screen.readingOrder.map(\.element)
        // The tabs, with their role; the menus of the menu bar, all six.
        let tabs = labels.filter { $0.role == .pageTab }
        #expect(tabs.map(\.label) == ["notes.txt", "list.txt"])
        let menus = focus.screen.readingOrder.filter { $0.element.role == .menu }
        #expect(menus.map(\.element.label) == ["File", "Edit", "View", "Search", "Tools", "Help"])
        #expect(menus.first?.position == PlacedElement.Position(index: 1, count: 6))

        // Down: the second line; Enter at its start inserts a line break, not "submit".
        let identifier = editor.element.identifier
        try fixture.session.press("Down")
        try await log.wait("the second line") { _, focus in focus.focused?.element.value?.hasPrefix("The second line") == true }
        var mark = app.outputMark
        fixture.source.perform(.keyInput(identifier: identifier, input: .submit))
        try app.waitForOutput(#"text 1: 'First line of notes.txt\n\nThe second line, which is long enough that a forty cell display shows it in two windows.\nThird'"#,
                              after: mark)
        #expect(await !log.events.contains { event in
            if case .report(.actionFailed) = event { return true } else { return false }
        })

        // F10: the menu bar's first menu, then its items; Escape: back in the editor.
        try fixture.session.press("F10")
        try await log.waitForFocus("the File menu") { $0.element.label == "File" && $0.element.role == .menu }
        #expect(await log.focus.focused?.position == PlacedElement.Position(index: 1, count: 6))
        #expect(await log.focus.focused?.element.traits.contains(.selected) == false)
        try fixture.session.press("Down")
        try await log.waitForFocus("its first item") { $0.element.label == "New" && $0.element.role == .menuItem }
        #expect(await log.focus.focused?.position == PlacedElement.Position(index: 1, count: 3))
        try fixture.session.press("Right")
        try await log.waitForFocus("the next menu's first item") { $0.element.label == "Cut" }
        try fixture.session.press("Escape", "Escape")
        try await log.waitForFocus("the editor again") { $0.element.identifier == identifier }

        // The second tab: activated (GTK 3 page tabs have no action: selected in their list).
        let second = try #require(tabs.last)
        mark = app.outputMark
        fixture.source.perform(.appAction(identifier: second.identifier, action: .activate))
        try app.waitForOutput("page 2", after: mark)
    }

    /// A failed action is told in the reader's words: the element's name, never a D-Bus path.
    @Test func aFailedActionNamesTheElementNotItsPath() async throws {
        let report = DesktopReport.actionFailed(identifier: ":1.6/org/a11y/atspi/accessible/74", element: "\"Volume\"",
                                                action: "do \"zoom\" on", reason: "it has no such action")
        #expect(report.description == "could not do \"zoom\" on \"Volume\": it has no such action")
        #expect(!DesktopReport.unknownElement(identifier: ":1.6/org/a11y/atspi/accessible/74").description.contains("/org/"))
    }
}
