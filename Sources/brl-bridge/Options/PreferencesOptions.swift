import BrailleBridge
import ArgumentParser

/// `--preferences FILE`: the preferences file the bridge reads its settings from (and the
/// preferences screen saves to). Its settings apply before the options are parsed
/// (``PreferenceArguments``); this option only declares it for `--help` and the parser.
struct PreferencesOptions: ParsableArguments {
    @Option(help: ArgumentHelp("""
        The preferences file (`name value` lines with these options' names, e.g. `table de-g0`; \
        docs/preferences.md); default: BRL_PREFERENCES, else $XDG_CONFIG_HOME/brl/brl.conf, else \
        ~/.config/brl/brl.conf. Options given here win over it.
        """, valueName: "file"))
    var preferences: String?
}
