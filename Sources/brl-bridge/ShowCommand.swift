import ArgumentParser
import BrailleBridge
import CommandLineErrors

/// `brl-bridge [show] [DOCUMENT]`: a screen document, the bundled demo or an app's live feed on
/// BRLTTY's display or the terminal.
struct ShowCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show a screen document, the bundled demo or an app's feed (the default; its options: 'brl-bridge help show').")

    @Argument(help: "The screen document to show (JSON, e.g. Examples/counter.json); none: the demo.")
    var document: String?

    @OptionGroup var displayOptions: DisplayOptions

    @OptionGroup var feedOptions: FeedOptions

    @OptionGroup var session: SessionOptions

    func run() async throws {
        let settings = try session.brlttySettings()
        let feed = feedOptions.plannedFeed
        // Script commands: `--script`, or stdin when it is a pipe or a regular file and not the feed.
        var script = displayOptions.givenScript
        if script == nil, feed != .standardInput, displayOptions.display != .brltty {
            script = .standardInputIfPiped
        }
        let source: SessionPlan.Source? = feed.map { .feed($0) } ?? (document == nil ? .demo : nil)
        let plan = session.plan(displayOptions.plannedDisplay(brltty: settings, script: script), document: document,
                                source: source, columns: displayOptions.cells, rows: displayOptions.rows)
        _ = try await Session.runCommand(plan)
    }
}
