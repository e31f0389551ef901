/// A script's transcript: each line's header (`> next`), the frames, actions and bells, as text.
struct Transcript {
    /// Where the text goes (stdout, or stderr when the feed has stdin).
    var fd: Int32

    func write(_ text: String) { RawMode.writeAll(fd, text) }

    /// `> header`: the script line (or `start`) whose frame follows.
    func record(header: String) { write("> \(header)\n") }
}
