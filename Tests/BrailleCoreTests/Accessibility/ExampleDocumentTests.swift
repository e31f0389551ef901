import Foundation
import Testing
import BrailleCore

@Suite struct ExampleDocumentTests {
    @Test func theExamplesAreAllThere() {
        #expect(Set(ExampleFiles.names).isSuperset(of: [
            "book.json", "chinese.json", "counter.json", "german.json", "photo-grid.json", "progress-slider.json", "task-list.json",
        ]))
    }

    @Test(arguments: ExampleFiles.names)
    func everyExampleLoadsAndCanBeWalked(name: String) throws {
        let screen = try ExampleFiles.screen(name)
        #expect(!screen.readingOrder.isEmpty)
        var focus = Focus(screen: screen)
        var seen = [try #require(focus.focusedIdentifier)]
        focus.moveToEnd(.backward)
        seen = [try #require(focus.focusedIdentifier)]
        while focus.move(.forward) == .moved { seen.append(focus.focusedIdentifier!) }
        #expect(seen == screen.readingOrder.map(\.element.identifier))
        #expect(Set(seen).count == seen.count, "identifiers are unique")
        for placed in screen.readingOrder {
            #expect(!placed.element.label.isEmpty)
        }
    }

    @Test func theCounterViewSaysTenSecondsNotZeroColonTen() throws {
        let screen = try ExampleFiles.screen("counter.json")
        let counter = try #require(screen.elements.first { $0.identifier == "counter" })
        #expect(counter.isContainer)
        #expect(screen.readingOrder.filter { $0.containerIdentifier == "counter" }.map(\.element.label) == ["Start", "Duration", "Stop"])
        let duration = try #require(screen.placed("duration"))
        #expect(duration.element.value == "10 seconds")
        #expect(duration.element.traits.contains(.updatesFrequently))
        #expect(screen.placed("start")?.element.traits == .button)
        #expect(screen.placed("stop")?.element.traits == [.button, .notEnabled])
        // The container's frame moves its children (convertRect:toView:nil).
        #expect(screen.placed("stop")?.screenFrame == Frame(x: 250, y: 150, width: 60, height: 60))
    }

    @Test func taskRowsSayWhenTheyWereCompleted() throws {
        let screen = try ExampleFiles.screen("task-list.json")
        let rows = screen.readingOrder.filter { $0.containerIdentifier == "table" }
        #expect(rows.first?.element.label == "Write report, completed in 1 hour 20 minutes")
        #expect(rows.allSatisfy { $0.element.customActions.contains(CustomAction(name: "Delete")) })
        // The heading sits left of the add button on the same row, so it is read first.
        #expect(screen.readingOrder.prefix(2).map(\.element.identifier) == ["heading", "add"])
    }

    @Test func thePlayingProgressMovesByFive() throws {
        let screen = try ExampleFiles.screen("progress-slider.json")
        let progress = try #require(screen.placed("progress")?.element)
        #expect(progress.traits == [.adjustable, .updatesFrequently])
        #expect(progress.adjustable?.step == 5)
        #expect(progress.adjustable?.minimum == 0)
        #expect(progress.adjustable?.maximum == 100)
        // The summary element is focused first.
        #expect(Focus(screen: screen).focusedIdentifier == "now-playing")
    }

    @Test func twelvePhotosAreReadRowByRowWithScreenFrames() throws {
        let screen = try ExampleFiles.screen("photo-grid.json")
        let photos = screen.readingOrder.filter { $0.containerIdentifier == "grid" }
        #expect(photos.map(\.element.identifier) == (0..<12).map { "Photo \($0)" })
        #expect(photos.map(\.position) == (1...12).map { PlacedElement.Position(index: $0, count: 12) })
        // Layer frames are relative to the grid view at y 64.
        #expect(photos[5].screenFrame == Frame(x: 83, y: 64 + 83, width: 75, height: 75))
        #expect(photos.allSatisfy { $0.element.traits.contains(.button) && $0.element.label == "Photo" })
    }

    @Test func theBookHasAtLeastFivePages() throws {
        let screen = try ExampleFiles.screen("book.json")
        let page = try #require(screen.readingOrder.first { $0.element.traits.contains(.causesPageTurn) })
        let book = try #require(page.element.book)
        #expect(book.pages.count >= 5)
        #expect(book.pages.allSatisfy { !$0.lines.isEmpty })
    }

    @Test(arguments: [("german.json", "de"), ("chinese.json", "zh-TW")])
    func theForeignScreensAreInTheirLanguage(name: String, language: String) throws {
        let screen = try ExampleFiles.screen(name)
        #expect(screen.language == language)
        #expect(screen.readingOrder.allSatisfy { $0.language == language })
    }

    @Test func aBrokenExampleNamesItsFile() throws {
        let text = try String(contentsOf: ExampleFiles.directory.appendingPathComponent("counter.json"), encoding: .utf8)
            .replacingOccurrences(of: "\"updatesFrequently\"", with: "\"updatesFrequentIy\"")
        do {
            _ = try ScreenDocument.screen(fromJSON: text, source: "Examples/counter.json")
            Issue.record("accepted a misspelt trait")
        } catch {
            #expect(error.description == #"Examples/counter.json: elements[2].children[1].traits[0]: unknown trait "updatesFrequentIy""#)
        }
    }
}
