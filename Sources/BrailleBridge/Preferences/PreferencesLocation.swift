import Foundation

/// Where the preferences file is: `--preferences FILE`, else the `BRL_PREFERENCES` variable,
/// else `$XDG_CONFIG_HOME/brl/brl.conf`, else `~/.config/brl/brl.conf` (the XDG base directory
/// rule: an unset, empty or relative `XDG_CONFIG_HOME` is ignored).
public enum PreferencesLocation {
    /// The variable that names the file when `--preferences` does not.
    public static let variable = "BRL_PREFERENCES"
    /// The option that names the file.
    public static let option = "--preferences"

    /// The file's path for a command line (`--preferences FILE` or `--preferences=FILE` before a
    /// `--`) and an environment; `nil` when nothing says where (no `HOME` either).
    public static func path(arguments: [String] = Array(CommandLine.arguments.dropFirst()),
                     environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        var index = arguments.startIndex
        while index < arguments.endIndex, arguments[index] != "--" {
            let argument = arguments[index]
            if argument == option, index + 1 < arguments.endIndex { return arguments[index + 1] }
            if argument.hasPrefix(option + "=") { return String(argument.dropFirst(option.count + 1)) }
            index += 1
        }
        if let path = environment[variable], !path.isEmpty { return path }
        if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") {
            return config + "/brl/brl.conf"
        }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return home + "/.config/brl/brl.conf"
    }
}
