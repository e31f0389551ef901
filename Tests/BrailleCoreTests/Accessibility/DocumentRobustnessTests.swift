import Foundation
import Testing
import BrailleCore

/// Broken input gives a `DocumentError`, never a crash: seeded random damage to every example.
@Suite struct DocumentRobustnessTests {
    static let damage: [UInt8] = Array(#"{}[],:"\0123456789.-eE truefalsnl"#.utf8) + [0xE4, 0xB8, 0x00, 0x0A]

    @Test(arguments: ExampleFiles.names)
    func damagedDocumentsAreRejectedWithAnErrorOrRead(name: String) throws {
        let original = Array(try Data(contentsOf: ExampleFiles.directory.appendingPathComponent(name)))
        var rng = SeededGenerator(seed: UInt64(name.utf8.reduce(0) { $0 &* 31 &+ Int($1) }.magnitude))
        var rejected = 0
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
                // What is read is a usable screen.
                _ = Focus(screen: screen).focused
            } catch {
                rejected += 1
                #expect(error.description.hasPrefix(name + ":"))
            }
        }
        #expect(rejected > 0)
    }

    @Test func damagedEventsAreRejectedWithAnErrorOrRead() {
        let events = [
            #"{"type": "valueChanged", "identifier": "duration", "value": "11 seconds"}"#,
            #"{"type": "layoutChanged", "focus": "a", "elements": [{"identifier": "a", "label": "A", "frame": {"x": 1, "y": 2, "width": 3, "height": 4}}]}"#,
            #"{"type": "screenChanged", "screen": {"elements": [{"label": "B", "traits": ["adjustable"], "adjustable": {"value": 1, "minimum": 0, "maximum": 2, "step": 1}}]}}"#,
        ]
        var rng = SeededGenerator(seed: 7)
        for event in events {
            for _ in 0..<200 {
                var bytes = Array(event.utf8)
                let at = Int.random(in: 0..<bytes.count, using: &rng)
                bytes[at] = Self.damage.randomElement(using: &rng)!
                do {
                    var focus = Focus(screen: Screen(elements: [Element(identifier: "duration", label: "Duration")]))
                    focus.apply(try EventDocument.event(utf8: bytes))
                } catch {
                    #expect(!error.description.isEmpty)
                }
            }
        }
    }
}
