import BrailleCore
import Foundation

/// The bundled demo: a screen list first, then the screens made from the seed articles (the
/// counter, the task list, the slider, the photo grid) and the book.
///
/// Activating an entry of the list (Enter, or a routing key over it) opens that screen; the
/// button "All demo screens" at the end of every screen, the terminal's `s` key (script:
/// `screens`) come back to the list, and `n` (`next-screen`) goes to the next screen. The documents are the files of `Examples/`, bundled with the binary.
struct DemoScreens {
    /// The demo screens in list order: the list entry's identifier, its label and the screen.
    let entries: [(identifier: String, label: String, screen: Screen)]
    /// Which screen shows: `nil` for the list, else an index into ``entries``.
    private(set) var current: Int?

    /// The example documents the demo shows, with their list labels.
    static let documents: [(file: String, label: String)] = [
        ("counter.json", "Counter"),
        ("task-list.json", "Task list"),
        ("progress-slider.json", "Slider"),
        ("photo-grid.json", "Photo grid"),
        ("book.json", "Book"),
    ]

    /// Loads the bundled documents.
    /// - Throws: ``DemoError`` when the examples folder or a document is missing or invalid.
    init() throws(DemoError) {
        guard let directory = Self.examplesDirectory else {
            throw DemoError(message: "the bundled examples are missing (looked in \(Self.candidateDirectories.joined(separator: ", "))); set BRL_EXAMPLES to the Examples folder")
        }
        var entries: [(identifier: String, label: String, screen: Screen)] = []
        for document in Self.documents {
            let path = (directory as NSString).appendingPathComponent(document.file)
            guard let data = FileManager.default.contents(atPath: path) else {
                throw DemoError(message: "cannot read the demo document \(path)")
            }
            do {
                let screen = Self.withBackButton(try ScreenDocument.screen(utf8: data, source: path))
                entries.append(("demo." + document.file.replacingOccurrences(of: ".json", with: ""), document.label, screen))
            } catch {
                throw DemoError(message: String(describing: error))
            }
        }
        self.entries = entries
    }

    /// The screen list: a header and one button an entry.
    var listScreen: Screen {
        var elements = [Element(identifier: "demo.title", label: "brl demo", traits: .header,
                                frame: Frame(x: 0, y: 20, width: 320, height: 44))]
        for (i, entry) in entries.enumerated() {
            elements.append(Element(identifier: entry.identifier, label: entry.label, hint: "Opens the \(entry.label.lowercased()) screen; s comes back to this list.",
                                    traits: .button, frame: Frame(x: 10, y: 70 + Double(i) * 50, width: 300, height: 44)))
        }
        return Screen(title: "Demo", language: LanguageTag.fallback, elements: elements)
    }

    /// The screen showing now.
    var screen: Screen { current.map { entries[$0].screen } ?? listScreen }

    /// The identifier of the button at the end of every demo screen that leads back to the list.
    static let backIdentifier = "demo.list"

    /// `screen` with a last button, "All demo screens", below everything else: a braille
    /// display's keys can always come back to the list (the terminal also has `s`).
    static func withBackButton(_ screen: Screen) -> Screen {
        var screen = screen
        let bottom = screen.readingOrder.map(\.screenFrame.maxY).max() ?? 0
        screen.elements.append(Element(identifier: backIdentifier, label: "All demo screens",
                                       hint: "Goes back to the list of demo screens.", traits: .button,
                                       frame: Frame(x: 0, y: bottom + 10, width: 200, height: 44)))
        return screen
    }

    /// Opens the screen an activation asks for: an entry of the list, or the list itself from
    /// a screen's back button.
    /// - Returns: the new screen, or `nil` when the action is not the demo's.
    mutating func open(for effect: NavigatorEffect) -> Screen? {
        guard case .appAction(let identifier?, .activate) = effect else { return nil }
        if current != nil, identifier == Self.backIdentifier { return showList() }
        guard current == nil, let index = entries.firstIndex(where: { $0.identifier == identifier }) else { return nil }
        current = index
        return entries[index].screen
    }

    /// Back to the list.
    mutating func showList() -> Screen {
        current = nil
        return listScreen
    }

    /// The next screen (after the last one, the list).
    mutating func next() -> Screen {
        switch current {
        case nil: current = 0
        case let index? where index + 1 < entries.count: current = index + 1
        default: current = nil
        }
        return screen
    }

    /// Where the bundled examples are: `BRL_EXAMPLES`, the `brl_BrailleBridge.resources` bundle
    /// beside the executable, `../share/brl/Examples` beside it (an installation), or the source
    /// checkout (``BundledData``).
    static var examplesDirectory: String? {
        candidateDirectories.first { dir in
            FileManager.default.fileExists(atPath: (dir as NSString).appendingPathComponent(documents[0].file))
        }
    }

    static var candidateDirectories: [String] {
        BundledData.candidates("Examples", bundle: "brl_BrailleBridge.resources", variable: "BRL_EXAMPLES")
    }
}

/// The demo cannot start.
struct DemoError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
