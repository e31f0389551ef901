import Foundation
import Testing
@testable import BrailleCore

/// Broken input gives a `DocumentError`, never a crash: seeded random damage to every example.
@Suite struct DocumentRobustnessTests {
    static let damage: [UInt8] = Array(#"{}[],:"\0123456789.-eE truefalsnl"#.utf8) + [0xE4, 0xB8, 0x00, 0x0A]

    @Test(arguments: ExampleFiles.names)
    func damagedDocumentsAreRejectedWithAnErrorOrRead(name: String) throws {
        let original = Array(try Data(contentsOf: ExampleFiles.directory.appendingPathComponent(name)))
        var rng = SeededGenerator(seed: UInt64(name.utf8.reduce(0) { $0 &* 31 &+ Int($1) }.magnitude))
        var rejected = 0, read = 0
        for _ in 0..<150 {
            var bytes = original
            for _ in 0..<Int.random(in: 1...4, using: &rng) {
                let at = Int.random(in: 0..<bytes.count, using: &rng)
                switch Int.random(in: 0..<3, using: &rng) {
                case 0: bytes.remove(at: at)
                case 1: bytes.insert(Self.damage.randomElement(using: &rng)!, at: at)
                default: bytes[at] = Self.damage.randomElement(using: &rng)!
                }
            }
            do {
                let screen = try ScreenDocument.screen(utf8: bytes, source: name)
                // What is read is a usable screen, and it is written back as the same screen.
                _ = Focus(screen: screen).focused
                let again = try ScreenDocument.screen(fromJSON: ScreenDocument.json(for: screen))
                #expect(again == screen, "a damaged \(name) read as a screen that does not survive writing it back")
                read += 1
            } catch {
                rejected += 1
                #expect(error.description.hasPrefix(name + ":"))
                Self.expectPlaceWithin(error, text: bytes)
                // The same bytes give the same error.
                #expect(throws: error) { try ScreenDocument.screen(utf8: bytes, source: name) }
            }
        }
        // Both outcomes are exercised: most damage breaks the document, some leaves it readable.
        #expect(rejected > 0)
        #expect(rejected + read == 150)
    }

    @Test func damagedEventsAreRejectedWithAnErrorOrRead() {
        let events = [
            #"{"type": "valueChanged", "identifier": "duration", "value": "11 seconds"}"#,
            #"{"type": "layoutChanged", "focus": "a", "elements": [{"identifier": "a", "label": "A", "frame": {"x": 1, "y": 2, "width": 3, "height": 4}}]}"#,
            #"{"type": "screenChanged", "screen": {"elements": [{"label": "B", "traits": ["adjustable"], "adjustable": {"value": 1, "minimum": 0, "maximum": 2, "step": 1}}]}}"#,
        ]
        var rng = SeededGenerator(seed: 7)
        var rejected = 0, read = 0
        for event in events {
            for _ in 0..<200 {
                var bytes = Array(event.utf8)
                let at = Int.random(in: 0..<bytes.count, using: &rng)
                bytes[at] = Self.damage.randomElement(using: &rng)!
                do {
                    let event = try EventDocument.event(utf8: bytes)
                    var focus = Focus(screen: Screen(elements: [Element(identifier: "duration", label: "Duration")]))
                    focus.apply(event)
                    // What is read is written back as the same event.
                    #expect(try EventDocument.event(fromJSON: EventDocument.json(for: event)) == event)
                    read += 1
                } catch {
                    rejected += 1
                    Self.expectPlaceWithin(error, text: bytes)
                }
            }
        }
        #expect(rejected > 0 && read > 0, "\(rejected) rejected, \(read) read")
    }

    /// A syntax error's line and column lie inside the damaged text (or just past its end); any
    /// other error names a JSON path from the document's root.
    static func expectPlaceWithin(_ error: DocumentError, text: [UInt8]) {
        switch error.cause {
        case .syntax(let line, let column, _):
            let lines = text.split(separator: 0x0A, omittingEmptySubsequences: false)
            #expect((1...lines.count).contains(line), "\(error)")
            #expect(column >= 1 && column <= lines[min(max(line, 1), lines.count) - 1].count + 1, "\(error)")
        case .missingField:
            // The object that lacks the field is there.
            #expect(resolves(JSONPath(error.path.components.dropLast()), in: text) || resolves(error.path, in: text), "\(error)")
        default:
            #expect(resolves(error.path, in: text), "\(error)")
        }
    }

    /// Whether `path` leads to a value of the JSON `text`.
    static func resolves(_ path: JSONPath, in text: [UInt8]) -> Bool {
        guard var value = try? JSONValue.parse(utf8: text) else { return false }
        for component in path.components {
            switch (component, value) {
            case (.key(let key), .object(let members)):
                guard let member = members.last(where: { $0.key == key }) else { return false }
                value = member.value
            case (.index(let index), .array(let items)):
                guard items.indices.contains(index) else { return false }
                value = items[index]
            default:
                return false
            }
        }
        return true
    }
}
