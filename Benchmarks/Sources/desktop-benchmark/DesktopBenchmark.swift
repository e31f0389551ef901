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
        let arrivals = Mutex<[ContinuousClock.Instant]>([])
        let sourceLatencies = Mutex<[Duration]>([])
        let source = DesktopSource(observeLatency: { duration in
            let now = ContinuousClock.now
            sourceLatencies.withLock { $0.append(duration) }
            arrivals.withLock { $0.append(now - duration) }
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
        arrivals.withLock { $0.removeAll() }
        sourceLatencies.withLock { $0.removeAll() }

        let xdotool = Process()
        xdotool.executableURL = URL(fileURLWithPath: "/usr/bin/xdotool")
        xdotool.arguments = ["-"]
        let pipe = Pipe()
        xdotool.standardInput = pipe
        try xdotool.run()
        let keys = pipe.fileHandleForWriting

        var cellLatencies: [Duration] = []
        var keyLatencies: [Duration] = []
        var rssSamples: [(Int, Int)] = [(0, rss())]
        var missed = 0
        var cells: [UInt8] = []
        for press in 1...count {
            let pressed = ContinuousClock.now
            keys.write(Data("key Tab\n".utf8))
            var moved = false
            let deadline = pressed + .seconds(3)
            while !moved, ContinuousClock.now < deadline, let event = await events.next() {
                guard case .screen(let change) = event else { continue }
                navigator.apply(change, now: .now)
                switch change {
                case .focus, .layoutChanged(_, .some):
                    moved = true
                default:
                    break
                }
                if moved {
                    cells = navigator.displayCells
                    let done = ContinuousClock.now
                    // The arrival of this key's focus event: the latest one after the key.
                    let arrival = arrivals.withLock { list -> ContinuousClock.Instant? in
                        defer { list.removeAll() }
                        return list.last { $0 >= pressed }
                    }
                    if let arrival {
                        cellLatencies.append(done - arrival)
                    }
                    keyLatencies.append(done - pressed)
                }
            }
            if !moved { missed += 1 }
            if [100, 1_000, 2_000, 5_000, count].contains(press) { rssSamples.append((press, rss())) }
        }
        keys.closeFile()
        xdotool.terminate()
        source.close()
        _ = cells
        let inSource = sourceLatencies.withLock { $0 }
        print("focus changes: \(count), missed: \(missed)")
        print("source (callback → snapshot): \(summary(inSource))")
        print("cells (callback → cells computed): \(summary(cellLatencies))")
        print("key → cells (xdotool, X, GTK, D-Bus included): \(summary(keyLatencies))")
        print("RSS (kB) after N focus changes: " + rssSamples.map { "\($0.0): \($0.1)" }.joined(separator: ", "))
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
