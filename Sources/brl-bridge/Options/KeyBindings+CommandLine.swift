import BrailleBridge
import CommandLineErrors
import Foundation

extension KeyBindings {
    /// The bindings of `--keys FILE` over the defaults, or the defaults without a file.
    ///
    /// - Throws: `CommandFailure` (bad input, exit 2) naming the file, line and column, or why
    ///   the file cannot be read.
    static func commandLine(file: String?) throws(CommandFailure) -> KeyBindings {
        guard let file else { return .default }
        do {
            return try KeyBindings(contentsOf: URL(fileURLWithPath: file))
        } catch let error as KeyBindingError {
            throw CommandFailure(.badInput, error.description)
        } catch {
            throw CommandFailure(.badInput, "cannot read key-binding file \(error)")
        }
    }
}
