import BrailleCore
import DesktopAccessibility
import Foundation
import Synchronization

/// A long web page in Firefox, read (issue 25): `document:load-complete` → the page's window
/// read and handed on, and a line move (LNDN) through the whole page on a 40-cell display.
///
/// Run by `bash web-benchmark.sh` (it starts the headless session, writes the page of
/// PARAGRAPHS paragraphs titled "Long Page" and starts Firefox ESR on it after this program).
/// Arguments: the number of paragraphs the page has; how many loads to wait for (the script
/// reloads the page with F5 between them).
@main
struct WebBenchmark {
    static func main() async throws {
        let arguments = CommandLine.arguments.dropFirst().compactMap(Int.init)
        let paragraphs = arguments.first ?? 200
        let loadsWanted = arguments.dropFirst().first ?? 1
        let loads = Mutex<[(Duration, Int)]>([])
        let source = DesktopSource(observeDocumentLoad: { took, elements in
            loads.withLock { $0.append((took, elements)) }
        })
        var navigator = Navigator(screen: Screen(title: "", elements: []), columns: 40)
        var pageLoads: [Duration] = []
        var wholeLoads: [Duration] = []
        let deadline = ContinuousClock.now + .seconds(120)
        let seen = Mutex<[String]>([])
        Task {
            try await Task.sleep(for: .seconds(90))
            print("web-benchmark: the page of \(paragraphs) paragraphs was not read \(loadsWanted) times within 90 s; screens seen: \(seen.withLock { $0 })")
            exit(1)
        }
        var events = source.events.makeAsyncIterator()
        while pageLoads.count < loadsWanted, ContinuousClock.now < deadline, let event = await events.next() {
            guard case .screen(let change) = event else { continue }
            navigator.apply(change, now: .now)
            guard case .screenChanged(let screen) = change else { continue }
            seen.withLock { $0.append("\(screen.title)") }
            guard screen.title == "Long Page" else { continue }
            let handed = ContinuousClock.now
            var read = screen.readingOrder.filter { $0.element.label.hasPrefix("Paragraph ") }.count
            seen.withLock { $0.append("\(screen.title): \(read) paragraphs") }
            // A page shown without its text yet (Firefox made its objects again right after its
            // start): shown when its paragraphs come (a layoutChanged), within 15 s.
            let late = ContinuousClock.now + .seconds(15)
            while read == 0, ContinuousClock.now < late, let next = await events.next() {
                guard case .screen(let change) = next else { continue }
                navigator.apply(change, now: .now)
                read = navigator.screen.readingOrder.filter { $0.element.label.hasPrefix("Paragraph ") }.count
            }
            let shown = ContinuousClock.now
            // The load-complete that read this screen is the last one observed.
            // Read whole or not, a load is counted (a page cut by the reading's time shows fewer).
            // The hook is called just after the screen is handed on: wait for it.
            guard read > 0 else { continue }
            var observed: (Duration, Int)?
            for _ in 0..<100 {
                observed = loads.withLock { $0.count > pageLoads.count ? $0.last : nil }
                if observed != nil { break }
                try await Task.sleep(for: .milliseconds(10))
            }
            guard let last = observed else { continue }
            // The load-complete, on the clock Orca's log uses (CLOCK_MONOTONIC), for the script
            // that times Orca on the same load.
            let loadComplete = monotonicSeconds() - seconds(ContinuousClock.now - handed) - seconds(last.0)
            pageLoads.append(last.0 + (shown - handed))
            // The rest of the page, when the page came in parts (layoutChanged).
            var whole = read
            let rest = ContinuousClock.now + .seconds(15)
            while whole < paragraphs, ContinuousClock.now < rest, let next = await events.next() {
                guard case .screen(let change) = next else { continue }
                navigator.apply(change, now: .now)
                if case .screenChanged = change { break }
                whole = navigator.screen.readingOrder.filter { $0.element.label.hasPrefix("Paragraph ") }.count
            }
            let wholeTook = last.0 + (ContinuousClock.now - handed)
            wholeLoads.append(wholeTook)
            print("load \(pageLoads.count): load-complete → page shown: \(ms(last.0 + (shown - handed))) ms (\(last.1) elements, \(read) paragraphs); "
                  + "whole page read: \(ms(wholeTook)) ms (\(whole) paragraphs)")
            print(String(format: "load-complete at %.6f (CLOCK_MONOTONIC)", loadComplete))
            FileHandle.standardError.write("loaded \(pageLoads.count)\n".data(using: .utf8)!)
        }
        guard !pageLoads.isEmpty else {
            print("web-benchmark: the page of \(paragraphs) paragraphs was not read within 120 s")
            source.close()
            exit(1)
        }
        // Line by line through the whole page, from its top.
        let screen = navigator.screen
        let characters = screen.readingOrder.reduce(0) { $0 + $1.element.label.unicodeScalars.count }
        var moves: [Duration] = []
        navigator.handle(.firstElement, now: .now)
        for _ in 0..<100_000 {
            let start = ContinuousClock.now
            let effects = navigator.handle(.nextElement, now: .now)
            _ = navigator.window
            moves.append(ContinuousClock.now - start)
            if effects.contains(.bell) { break }
        }
        moves.sort()
        let sorted = pageLoads.sorted()
        print("page: \(screen.readingOrder.count) elements, \(characters) characters")
        let wholeSorted = wholeLoads.sorted()
        print("load-complete → page shown (n = \(sorted.count)): median \(ms(sorted[sorted.count / 2])) ms, min \(ms(sorted.first!)) ms, max \(ms(sorted.last!)) ms")
        print("load-complete → whole page read (n = \(wholeSorted.count)): median \(ms(wholeSorted[wholeSorted.count / 2])) ms, min \(ms(wholeSorted.first!)) ms, max \(ms(wholeSorted.last!)) ms")
        print("line move (LNDN, 40 cells, n = \(moves.count)): median \(ms(moves[moves.count / 2])) ms, p99 \(ms(moves[moves.count * 99 / 100])) ms, max \(ms(moves.last!)) ms")
        source.close()
    }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    /// Now on CLOCK_MONOTONIC, in seconds (Python's `time.monotonic()`).
    static func monotonicSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }

    static func ms(_ duration: Duration) -> String {
        String(format: "%.3f", Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15)
    }
}
