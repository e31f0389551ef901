import Foundation
import Testing
@testable import BrailleBridge

/// `brl-bridge` with no document: the bundled demo, a screen list first.
@Suite struct DemoTests {
    @Test func theDemoOpensOnItsScreenListAnEntryOpensItsScreenAndItsLastButtonComesBack() throws {
        let run = try TerminalHarness.run(["--cells", "24"], stdin: "next\nactivate\nscreens\nbottom\nroute 1\nbottom\nactivate\n")
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.stdout == """
            > start
            ⠃⠗⠇⠀⠙⠑⠍⠕⠀⠓⠙⠛⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀
            brl demo hdg
            Demo · element 1 of 6

            > next
            ⠠⠉⠕⠥⠝⠞⠑⠗⠀⠃⠞⠝⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀
             Counter btn
            Demo · element 2 of 6

            > activate
            ⠠⠺⠗⠊⠞⠑⠀⠗⠑⠏⠕⠗⠞⠀⠓⠙⠛⠀⠀⠀⠀⠀⠀⠀
             Write report hdg
            Task · element 1 of 6

            > screens
            ⠃⠗⠇⠀⠙⠑⠍⠕⠀⠓⠙⠛⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀
            brl demo hdg
            Demo · element 1 of 6

            > bottom
            ⠠⠃⠕⠕⠅⠀⠃⠞⠝⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀
             Book btn
            Demo · element 6 of 6

            > route 1
            ⠠⠇⠊⠃⠗⠁⠗⠽⠀⠓⠙⠛⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀
             Library hdg
            Reader · element 1 of 5

            > bottom
            ⠠⠁⠇⠇⠀⠙⠑⠍⠕⠀⠎⠉⠗⠑⠑⠝⠎⠀⠃⠞⠝⠀⠀⠀
             All demo screens btn
            Reader · element 5 of 5

            > activate
            ⠃⠗⠇⠀⠙⠑⠍⠕⠀⠓⠙⠛⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀
            brl demo hdg
            Demo · element 1 of 6


            """)
    }

    @Test func nextScreenGoesThroughEveryDemoScreenAndBackToTheList() throws {
        let run = try TerminalHarness.run([], stdin: String(repeating: "next-screen\n", count: 6))
        let statuses = TerminalHarness.frames(run.stdout).map { $0.split(separator: "\n").last.map(String.init) ?? "" }
        #expect(statuses.map { $0.split(separator: "·")[0].trimmingCharacters(in: .whitespaces) }
                == ["Demo", "Task", "Tasks", "Player", "Photos", "Reader", "Demo"])
    }

    @Test func theBundledDemoIsFoundFromAnyFolder() throws {
        let elsewhere = try TerminalHarness.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: elsewhere) }
        let run = try TerminalHarness.run(["--cells", "12"], stdin: "quit\n", directory: elsewhere)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("Demo · element 1 of 6"))
        // A broken BRL_EXAMPLES is skipped for the bundled copy.
        let fallback = try TerminalHarness.run(["--cells", "12"], stdin: "quit\n", directory: elsewhere,
                                               environment: ["BRL_EXAMPLES": elsewhere.path])
        #expect(fallback.stdout.contains("Demo · element 1 of 6"))
    }

    @Test func theDemoListsTheSeedScreensAndTheBook() throws {
        let demo = try DemoScreens()
        #expect(demo.entries.map(\.label) == ["Counter", "Task list", "Slider", "Photo grid", "Book"])
        #expect(demo.listScreen.readingOrder.map(\.element.label) == ["brl demo", "Counter", "Task list", "Slider", "Photo grid", "Book"])
    }
}
