import ArgumentParser
import BrailleBridge

/// The app's live feed: on stdin or a socket.
struct FeedOptions: ParsableArguments {
    @Flag(help: "Read the app's JSON events from stdin, one a line (docs/feed.md); actions go to stdout.")
    var feed = false

    @Option(help: ArgumentHelp("""
        Create a Unix socket (mode 0600) at PATH, wait for the app to connect, read its JSON \
        events and write the actions back on it.
        """, valueName: "path"))
    var feedSocket: String?

    func validate() throws {
        if feed && feedSocket != nil {
            throw ValidationError("give either --feed (stdin) or --feed-socket PATH, not both.")
        }
    }

    var plannedFeed: SessionPlan.Feed? {
        if let feedSocket { return .socket(feedSocket) }
        return feed ? .standardInput : nil
    }
}
