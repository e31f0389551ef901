import BrailleCore
import CBrlAPI

@main
struct BrlBridge {
    static func main() {
        print("brl-bridge: not built yet")
    }
}
