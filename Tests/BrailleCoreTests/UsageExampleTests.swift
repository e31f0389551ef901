import Testing
import BrailleCore   // not @testable: only what another program can use

/// The minimal use of BrailleCore by another screen reader, compiled and run so that it cannot
/// rot: translate a string, present an element, navigate. README's "Using BrailleCore" shows the
/// same code.
@Suite struct UsageExampleTests {
    @Test func translateAString() throws {
        let table = try TableCatalog.table(named: "en-ueb-g1")
        let translation = table.translate("Hello, world")
        #expect(BrailleEncoding.unicode.encode(translation.cells) == "⠠⠓⠑⠇⠇⠕⠂⠀⠺⠕⠗⠇⠙")
    }

    @Test func presentAnElement() throws {
        let save = Element(identifier: "save", label: "Save", traits: [.button])
        let screen = Screen(elements: [save])
        let placed = try #require(screen.placed("save"))
        let line = try Presenter().present(placed)
        #expect(BrailleEncoding.unicode.encode(line.cells) == "⠠⠎⠁⠧⠑⠀⠃⠞⠝")   // "Save btn"
    }

    @Test func navigate() {
        let screen = Screen(elements: [
            Element(identifier: "title", label: "Settings", traits: [.header], frame: Frame(x: 0, y: 0, width: 320, height: 44)),
            Element(identifier: "wifi", label: "Wi-Fi", value: "On", traits: [.button], frame: Frame(x: 0, y: 60, width: 320, height: 44)),
        ])
        var navigator = Navigator(screen: screen, columns: 20)
        #expect(navigator.focused?.element.identifier == "title")
        let effects = navigator.handle(.nextElement, now: .now)
        #expect(effects.isEmpty)
        #expect(navigator.focused?.element.identifier == "wifi")
        #expect(BrailleEncoding.unicode.encode(navigator.window) == "⠠⠺⠊⠤⠠⠋⠊⠀⠠⠕⠝⠀⠃⠞⠝⠀⠀⠀⠀⠀")   // "Wi-Fi On btn", 20 cells
        // Activating the button tells the app.
        #expect(navigator.handle(.activate, now: .now) == [.appAction(identifier: "wifi", action: .activate)])
    }
}
