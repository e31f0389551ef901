import BrailleCore
import DesktopAccessibility
import Foundation
import Synchronization

/// Focus event → snapshot → cells, and memory, over many real focus changes.
///
/// Run inside a headless session with the GTK 3 test app focused: `bash desktop-benchmark.sh`
/// (it starts Xvfb, the buses and the app). Presses Tab COUNT times through one long-running
/// `xdotool -`, waiting for each focus move, and reports:
/// - source: the libatspi callback's arrival → the snapshot handed to the stream (inside the source);
/// - cells: the same arrival → the navigator applied the event and computed the display's cells
///   (what the bridge does before writing);
/// - key → cells: the key written to xdotool → cells (X server, app, D-Bus included);
/// - the process's RSS at points along the way.
@main
struct DesktopBenchmark {
    static func main() async throws {
        let count = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 10_000
        let arrivals = Arrivals()
        let sourceLatencies = Mutex<[Duration]>([])
        sourceLatencies.withLock { $0.reserveCapacity(count + 1_000) }
        let source = DesktopSource(observeLatency: { duration in
            let now = ContinuousClock.now
            sourceLatencies.withLock { $0.append(duration) }
            arrivals.list.withLock { $0.append(now - duration) }
        })
        var events = source.events.makeAsyncIterator()
        var navigator = Navigator(screen: Screen(title: "", elements: []), columns: 40)
        // The first screen, read at start.
        while let event = await events.next() {
            if case .screen(let change) = event {
                navigator.apply(change, now: .now)
                if case .focus = change { break }
            } else if case .report(let report) = event {
                print("report: \(report)")
            }
        }
        print("start: \(navigator.screen.title), focused \(navigator.focused?.element.label ?? "-"); RSS \(rss()) kB")
        arrivals.list.withLock { $0.removeAll(keepingCapacity: true) }
        sourceLatencies.withLock { $0.removeAll(keepingCapacity: true) }

        let xdotool = Process()
        xdotool.executableURL = URL(fileURLWithPath: "/usr/bin/xdotool")
        xdotool.arguments = ["-"]
        let pipe = Pipe()
        xdotool.standardInput = pipe
        try xdotool.run()
        let keys = pipe.fileHandleForWriting

        var run = Run(count: count)
        run.rss.append((0, rss()))
        for press in 1...count {
            await run.press("key Tab", keys: keys, events: &events, navigator: &navigator, arrivals: arrivals)
            if [100, 1_000, 2_000, 5_000, 7_500, count].contains(press) { run.rss.append((press, rss())) }
        }
        let inSource = sourceLatencies.withLock { list -> [Duration] in
            defer { list.removeAll() }
            return list
        }
        print("focus changes (Tab in the GTK 3 window): \(count), missed: \(run.missed)")
        print("source (callback → snapshot): \(summary(inSource))")
        print("cells (callback → cells computed): \(summary(run.cells))")
        print("key → cells (xdotool, X, GTK, D-Bus included): \(summary(run.keys))")
        print("RSS (kB) after N focus changes: " + run.rss.map { "\($0.0): \($0.1)" }.joined(separator: ", "))

        // The 10,000-row list: the window switch (its first 100 rows read), then rows beyond them.
        var big = Run(count: 1 + 500)
        await big.press("search --sync --name ^BigList$ windowfocus --sync", keys: keys, events: &events,
                        navigator: &navigator, arrivals: arrivals)
        print("big list: window switch, focused \(navigator.focused?.element.label ?? "-"): key → cells \(summary(big.keys)), callback → cells \(summary(big.cells))")
        big = Run(count: 500)
        for _ in 1...500 {
            await big.press("key Down", keys: keys, events: &events, navigator: &navigator, arrivals: arrivals)
        }
        print("big list: 500 rows down from row 9,000, now \(navigator.focused?.element.label ?? "-"), missed \(big.missed): "
              + "callback → cells \(summary(big.cells)); key → cells \(summary(big.keys)); RSS \(rss()) kB")
        keys.closeFile()
        xdotool.terminate()
        source.close()
    }

    /// When the source's focus events arrived (its callback's start), noted by the source's thread.
    final class Arrivals: Sendable {
        let list = Mutex<[ContinuousClock.Instant]>([])
    }

    /// Key presses and the latencies of the focus moves they cause.
    struct Run {
        var cells: [Duration] = []
        var keys: [Duration] = []
        var rss: [(Int, Int)] = []
        var missed = 0

        init(count: Int) {
            cells.reserveCapacity(count)
            keys.reserveCapacity(count)
            rss.reserveCapacity(8)
        }

        /// Sends one xdotool command and waits (3 s at most) for the focus to move.
        mutating func press(_ command: String, keys handle: FileHandle, events: inout AsyncStream<DesktopEvent>.Iterator,
                            navigator: inout Navigator, arrivals: Arrivals) async {
            let pressed = ContinuousClock.now
            handle.write(Data((command + "\n").utf8))
            let deadline = pressed + .seconds(3)
            while ContinuousClock.now < deadline, let event = await events.next() {
                guard case .screen(let change) = event else { continue }
                navigator.apply(change, now: .now)
                switch change {
                case .focus, .layoutChanged(_, .some): break
                default: continue
                }
                _ = navigator.window
                let done = ContinuousClock.now
                keys.append(done - pressed)
                // The source notes the arrival just after handing the event over: wait for it.
                var arrival: ContinuousClock.Instant?
                for _ in 0..<200 {
                    arrival = arrivals.list.withLock { list -> ContinuousClock.Instant? in
                        guard let found = list.last(where: { $0 >= pressed }) else { return nil }
                        list.removeAll(keepingCapacity: true)
                        return found
                    }
                    if arrival != nil { break }
                    try? await Task.sleep(for: .microseconds(50))
                }
                if let arrival { cells.append(done - arrival) }
                return
            }
            missed += 1
        }
    }

    static func summary(_ durations: [Duration]) -> String {
        guard !durations.isEmpty else { return "no samples" }
        let ms = durations.map { Double($0.components.seconds) * 1000 + Double($0.components.attoseconds) / 1e15 }.sorted()
        func at(_ q: Double) -> String { String(format: "%.3f", ms[Swift.min(ms.count - 1, Int(Double(ms.count) * q))]) }
        return "n=\(ms.count) median \(at(0.5)) ms, p99 \(at(0.99)) ms, max \(String(format: "%.3f", ms.last!)) ms"
    }

    /// The resident set size from /proc/self/status, in kB.
    static func rss() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }) else { return -1 }
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? -1
    }
}
