@testable import BrailleCore
import Foundation
import Testing
@testable import BrailleBridge

/// The loop between a display and the navigator, with a recording display (no daemon).
@Suite struct BridgeLoopTests {
    static func counterScreen() throws -> Screen {
        let path = BridgeProcess.packageRoot.appendingPathComponent("Examples/counter.json").path
        return try ScreenDocument.screen(fromJSON: String(contentsOfFile: path, encoding: .utf8), source: path)
    }

    static func makeLoop(columns: Int = 40) throws -> (BridgeLoop, RecordingDisplay, Box) {
        let display = RecordingDisplay()
        let effects = Box()
        let loop = BridgeLoop(display: display, navigator: Navigator(screen: try counterScreen(), columns: columns),
                              deliver: { effects.items.append($0) })
        return (loop, display, effects)
    }

    final class Box { var items: [NavigatorEffect] = [] }

    static func command(_ command: BrailleCommand) -> DisplayEvent {
        .command(command, received: ContinuousClock.now)
    }

    @Test func writesNothingUntilTheDisplayIsReady() throws {
        let (loop, display, _) = try Self.makeLoop()
        loop.handle(Self.command(.nextElement))
        #expect(display.writes.isEmpty)
        loop.handle(.ready(columns: 40))
        #expect(display.writes == [loop.navigator.window])
    }

    @Test func writesOnlyWhenTheCellsChange() throws {
        let (loop, display, _) = try Self.makeLoop()
        loop.handle(.ready(columns: 40))
        loop.handle(Self.command(.escape))     // no mode to leave: the cells stay
        loop.handle(Self.command(.magicTap))   // for the app only
        #expect(display.writes.count == 1)
        loop.handle(Self.command(.nextElement))
        #expect(display.writes.count == 2)
        #expect(display.writes.last == loop.navigator.window)
        #expect(display.writes[0] != display.writes[1])
    }

    @Test func nothingIsWrittenWhileTheDisplayIsGoneAndTheCurrentWindowWhenItIsBack() throws {
        let (loop, display, _) = try Self.makeLoop(columns: 12)
        loop.handle(.ready(columns: 12))
        loop.handle(.unavailable(reason: "brlapi__readKeyWithTimeout: Unexpected end of file"))
        loop.handle(Self.command(.nextWindow))
        #expect(display.writes.count == 1)
        loop.handle(.ready(columns: 12))
        #expect(display.writes.count == 2)
        #expect(display.writes.last == loop.navigator.window)
    }

    @Test func aRedrawAfterReconnectionRepeatsTheSameCells() throws {
        let (loop, display, _) = try Self.makeLoop(columns: 12)
        loop.handle(.ready(columns: 12))
        loop.handle(Self.command(.nextWindow))
        let shown = try #require(display.writes.last)
        loop.handle(.unavailable(reason: "gone"))
        loop.handle(.ready(columns: 12))
        #expect(display.writes.last == shown)
        #expect(display.writes.count == 3)
    }

    @Test func continuousReadingPausesWhileTheDisplayIsGoneAndGoesOnWhenItIsBack() throws {
        let (loop, display, _) = try Self.makeLoop()
        loop.handle(.ready(columns: 40))
        loop.handle(Self.command(.toggleContinuousReading))
        #expect(loop.navigator.readingState == .reading)
        loop.handle(.unavailable(reason: "gone"))
        #expect(loop.navigator.readingState == .paused)
        #expect(loop.navigator.nextDeadline == nil)
        let shown = display.writes.last
        loop.handle(.ready(columns: 40))
        #expect(loop.navigator.readingState == .reading)
        #expect(loop.navigator.nextDeadline != nil)
        #expect(display.writes.last == shown)
    }

    @Test(arguments: [20, 32, 80])
    func aNewWidthIsLaidOutAgainKeepingTheReadersPlace(columns: Int) throws {
        let (loop, display, _) = try Self.makeLoop(columns: 12)
        loop.handle(.ready(columns: 12))
        loop.handle(Self.command(.nextWindow))
        let firstCellShown = loop.navigator.viewport.window.range.lowerBound
        loop.handle(.ready(columns: columns))
        let written = try #require(display.writes.last)
        #expect(written.count == columns)
        #expect(loop.navigator.viewport.window.range.contains(firstCellShown))
    }

    @Test func routingAButtonPerformsItsActivation() throws {
        let (loop, _, effects) = try Self.makeLoop()
        let screen = try Self.counterScreen()
        let button = try #require(screen.readingOrder.firstIndex { $0.element.traits.contains(.button) && !$0.element.traits.contains(.notEnabled) })
        loop.handle(.ready(columns: 40))
        for _ in 0..<button { loop.handle(Self.command(.nextElement)) }
        loop.handle(Self.command(.route(cell: 0)))
        let identifier = screen.readingOrder[button].element.identifier
        #expect(effects.items == [.appAction(identifier: identifier, action: .activate)])
        #expect(loop.latency.samples.count == button + 1)
    }
}

@Suite struct NavigatorEffectJSONTests {
    @Test(arguments: [
        (NavigatorEffect.appAction(identifier: "start", action: .activate), #"{"action":"activate","identifier":"start"}"#),
        (.appAction(identifier: nil, action: .magicTap), #"{"action":"magicTap"}"#),
        (.appAction(identifier: "slider", action: .increment(value: "55 %")), #"{"action":"increment","identifier":"slider","value":"55 %"}"#),
        (.appAction(identifier: "row \"3\"", action: .customAction(name: "Delete")), #"{"action":"customAction","identifier":"row \"3\"","name":"Delete"}"#),
        (.appAction(identifier: "page", action: .scrollForward(page: 1)), #"{"action":"scrollForward","identifier":"page","page":1}"#),
        (.appAction(identifier: "name", action: .setCaret(part: .value, offset: 3)), #"{"action":"setCaret","identifier":"name","part":"value","offset":3}"#),
        (.endOfBook(identifier: "page"), #"{"event":"endOfBook","identifier":"page"}"#),
    ])
    func effectsAreOneJSONLine(effect: NavigatorEffect, expected: String) throws {
        let line = try #require(effect.jsonLine)
        #expect(line == expected)
        let parsed = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
        #expect(parsed != nil)
    }

    @Test func theBellIsNotForTheApp() {
        #expect(NavigatorEffect.bell.jsonLine == nil)
    }
}

/// Issue 10: an element the navigator cannot present (no table serves its language) shows
/// "no braille table" on the display, and the bridge says why, once.
@Suite struct PresentationErrorReportTests {
    @Test func theCauseIsReportedOnceWhenTheElementGetsTheFocus() throws {
        let broken = Presenter(tableForLanguage: { tag in
            throw TableError(file: tag, line: 0, column: 0, message: "no table for this test")
        })
        let screen = try BridgeLoopTests.counterScreen()
        let loop = BridgeLoop(display: RecordingDisplay(), navigator: Navigator(screen: screen, columns: 40, presenter: broken),
                              deliver: { _ in })
        loop.show()
        let note = try #require(loop.note)
        #expect(note.contains("in braille: en: no table for this test"), "\(note)")
        loop.note = nil
        loop.show()
        #expect(loop.note == nil, "reported once per focus")
    }
}
