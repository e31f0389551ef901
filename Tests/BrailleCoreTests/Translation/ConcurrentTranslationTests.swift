import Testing
import BrailleCore

/// One compiled table shared by many tasks gives every task the same result as a lone caller.
@Suite struct ConcurrentTranslationTests {
    @Test func tasksSharingATableAgreeWithSequentialTranslation() async throws {
        let table = try Braille.table()
        let texts = ["Hello World", "NASA 3GS 1,000.5", "“Quoted,” she said.", "café 😀", "DO NOT ENTER", "x² + y²", ""]
        let expected = texts.map { table.translate($0) }
        let results = await withTaskGroup(of: [Translation].self) { group in
            for _ in 0..<8 {
                group.addTask { (0..<200).flatMap { _ in texts.map { table.translate($0) } } }
            }
            var all: [[Translation]] = []
            for await r in group { all.append(r) }
            return all
        }
        #expect(results.count == 8)
        for r in results {
            #expect(r == Array((0..<200).flatMap { _ in expected }))
        }
    }

    @Test func tasksLoadingTheSameTableAgree() async throws {
        let names = await withTaskGroup(of: String.self) { group in
            for _ in 0..<8 {
                group.addTask { (try? TableCatalog.table(named: "en-us-comp8").translate("Ab1").cells.map(String.init).joined(separator: ",")) ?? "error" }
            }
            var all: [String] = []
            for await r in group { all.append(r) }
            return all
        }
        // A = dots 1 7, b = dots 1 2, 1 = dot 2.
        #expect(Set(names) == ["65,3,2"])
    }
}
