import BrailleCore

@main
struct BrlTranslate {
    static func main() throws {
        let table = try TableCatalog.table(named: "en-ueb-g1")
        while let line = readLine() {
            print(BrailleEncoding.unicode.encode(table.translate(line).cells))
        }
    }
}
