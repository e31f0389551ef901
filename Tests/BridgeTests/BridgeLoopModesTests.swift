import BrailleCore
import Foundation
import Testing
@testable import BrailleBridge

/// The one loop in the modes besides a plain document: the demo, the terminal's own commands,
/// and the properties every mode shares (writes on change, pause while the display is gone).
@Suite struct BridgeLoopModesTests {
    final class Box { var items: [NavigatorEffect] = [] }

    static func demoLoop(columns: Int = 24) throws -> (BridgeLoop, RecordingDisplay, Box) {
        let demo = try DemoScreens()
        let display = RecordingDisplay()
        let effects = Box()
        let loop = BridgeLoop(display: display, navigator: Navigator(screen: demo.listScreen, columns: columns),
                              source: DemoSource(demo),
                              deliver: { effects.items.append($0) }, reportLatency: nil)
        return (loop, display, effects)
    }

    static func command(_ command: BrailleCommand) -> DisplayEvent {
        .command(command, received: ContinuousClock.now)
    }

    @Test func aDemoEntryOpensItsScreenOnTheDisplayWithoutReachingTheApp() throws {
        let (loop, display, effects) = try Self.demoLoop()
        loop.handle(.ready(columns: 24))
        let list = try #require(display.writes.last)
        loop.handle(Self.command(.nextElement))
        loop.handle(Self.command(.activate))
        #expect(loop.navigator.screen.title != "Demo")
        #expect(display.writes.last != list)
        #expect(display.writes.last == loop.navigator.window)
        #expect(effects.items.isEmpty)
    }

    @Test func theDisplaysRequestsWriteOnlyWhenTheCellsChange() throws {
        let (loop, display, _) = try Self.demoLoop()
        loop.handle(.ready(columns: 24))
        loop.handle(.request(.screenList))
        #expect(display.writes.count == 1)
        loop.handle(.request(.nextScreen))
        #expect(display.writes.count == 2)
        #expect(display.writes.last == loop.navigator.window)
    }

    @Test func continuousReadingInTheDemoPausesWhileTheDisplayIsGone() throws {
        let (loop, display, _) = try Self.demoLoop()
        loop.handle(.ready(columns: 24))
        loop.handle(Self.command(.toggleContinuousReading))
        #expect(loop.navigator.readingState == .reading)
        loop.handle(.unavailable(reason: "gone"))
        #expect(loop.navigator.readingState == .paused)
        let shown = display.writes.last
        loop.handle(.ready(columns: 24))
        #expect(loop.navigator.readingState == .reading)
        #expect(display.writes.last == shown)
    }

    @Test(arguments: [12, 40])
    func theDemoIsLaidOutAgainForANewWidth(columns: Int) throws {
        let (loop, display, _) = try Self.demoLoop()
        loop.handle(.ready(columns: 24))
        loop.handle(.ready(columns: columns))
        let written = try #require(display.writes.last)
        #expect(written.count == columns)
    }

    @Test func everyDisplayCommandIsMeasured() throws {
        let (loop, _, _) = try Self.demoLoop()
        loop.handle(.ready(columns: 24))
        loop.handle(Self.command(.nextElement))
        loop.handle(Self.command(.previousElement))
        loop.handle(.request(.nextScreen))
        #expect(loop.latency.samples.count == 2)
    }
}
