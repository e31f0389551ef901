import Logging

extension Logger {
    /// The bridge's reports: BRLTTY's comings and goings, a feed that does not read, bad input,
    /// the desktop's warnings, `--latency`. Each is one line on standard error, `brl-bridge:
    /// message`, through the handler the program bootstrapped (`OneLineLogHandler`); a message is
    /// given as it is, and the handler makes it one printable line.
    public static var bridge: Logger { Logger(label: "brl-bridge") }
}
