import Foundation
import Testing

/// The input method on the terminal display, scripted: Zhuyin braille typed into a Traditional
/// Chinese search field shows as typed, then its candidates (their print below); the space bar
/// and a routing key commit characters, which go to the app; no space unless typed.
@Suite struct TerminalComposingTests {
    static let document = """
        { "version": 1, "title": "搜尋", "language": "zh-TW", "elements": [
          { "identifier": "query", "label": "關鍵字", "traits": ["searchField"] } ] }
        """

    static func run(_ script: String) throws -> TerminalHarness.Run {
        let directory = try TerminalHarness.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("search.json")
        try Self.document.write(to: path, atomically: true, encoding: .utf8)
        return try TerminalHarness.run([path.path, "--cells", "30", "--status-cells", "off"], stdin: script)
    }

    @Test func typingNiHaoShowsTheCandidatesAndTheSpaceBarSendsTheCharacters() throws {
        // ⡝⠡⠈ ⠗⠩⠈: 你好 as zh-tw writes it (你 with its dot 7); Backspace takes the tone back.
        // Then ⠊⠱⠐ ㄕˋ: its candidates pan, and a routing key on 士林 commits 士; the space bar
        // with nothing composing types a space.
        let run = try Self.run("dots 13457\ndots 16\ndots 4\ndots 1235\ndots 146\ndots 4\nbackspace\ndots 4\nspace\n"
                               + "dots 24\ndots 156\ndots 5\npan-right\nroute 9\nspace\n")
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.stderr == "")
        #expect(run.stdout == """
            > start
            ⠅⠻⠄⠅⠞⠐⠓⠱⠐⣀⠑⠷⠄⠑⠲⠂⠉⠧⠂⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀
             關 鍵 字  搜 尋 欄
            搜尋 · element 1 of 1

            > dots 13457
            ⡝⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀
            ⡝
            搜尋 · element 1 of 1

            > dots 16
            ⡝⠡⠀⡝⠡⠈⠙⠮⠁⠀⠝⠡⠈⠙⠽⠐⠀⠝⠡⠐⠃⠵⠄⠀⠝⠡⠂⠉⠯⠂
            ㄋ  你 的  擬 定  暱 稱  尼 龍
            搜尋 · element 1 of 1

            > dots 4
            ⡝⠡⠈⠀⡝⠡⠈⠙⠮⠁⠀⠝⠡⠈⠙⠽⠐⠀⢝⠡⠈⠙⠮⠁⠀⠡⠐⠀⠀⠀
             ㄋ  你 的  擬 定  妳 的 㘈
            搜尋 · element 1 of 1

            > dots 1235
            ⡝⠡⠈⠗⠀⡝⠡⠈⠙⠮⠁⠀⠝⠡⠈⠙⠽⠐⠀⢝⠡⠈⠙⠮⠁⠀⠡⠐⠀⠀
             ㄋ⠗  你 的  擬 定  妳 的 㘈
            搜尋 · element 1 of 1

            > dots 146
            ⡝⠡⠈⠗⠩⠀⡝⠡⠈⠗⠩⠈⠀⢝⠡⠈⠗⠩⠈⠀⡝⠡⠈⠙⠮⠁⠀⠀⠀⠀
             ㄋㄏ  你 好  妳 好  你 的
            搜尋 · element 1 of 1

            > dots 4
            ⡝⠡⠈⠗⠩⠈⠀⡝⠡⠈⠗⠩⠈⠀⢝⠡⠈⠗⠩⠈⠀⡝⠡⠈⠙⠮⠁⠀⠀⠀
             ㄋ ㄏ  你 好  妳 好  你 的
            搜尋 · element 1 of 1

            > backspace
            ⡝⠡⠈⠗⠩⠀⡝⠡⠈⠗⠩⠈⠀⢝⠡⠈⠗⠩⠈⠀⡝⠡⠈⠙⠮⠁⠀⠀⠀⠀
             ㄋㄏ  你 好  妳 好  你 的
            搜尋 · element 1 of 1

            > dots 4
            ⡝⠡⠈⠗⠩⠈⠀⡝⠡⠈⠗⠩⠈⠀⢝⠡⠈⠗⠩⠈⠀⡝⠡⠈⠙⠮⠁⠀⠀⠀
             ㄋ ㄏ  你 好  妳 好  你 的
            搜尋 · element 1 of 1

            > space
            {"action":"insertText","identifier":"query","text":"你好"}
            ⠅⠻⠄⠅⠞⠐⠓⠱⠐⣀⠑⠷⠄⠑⠲⠂⠉⠧⠂⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀
             關 鍵 字  搜 尋 欄
            搜尋 · element 1 of 1

            > dots 24
            ⠊⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀
            ⠊
            搜尋 · element 1 of 1

            > dots 156
            ⠊⠱⠀⠊⠱⠐⠟⠷⠈⠀⠊⠱⠐⠃⠭⠈⠀⠊⠱⠂⠚⠡⠄⠀⠊⠱⠂⠕⠩⠐
            ㄕ  是 否  市 場  十 七  時 報
            搜尋 · element 1 of 1

            > dots 5
            ⠊⠱⠐⠀⠊⠱⠐⠟⠷⠈⠀⠊⠱⠐⠃⠭⠈⠀⠊⠱⠐⠬⠐⠀⠊⠱⠐⠃⠸⠄
             ㄕ  是 否  市 場  事業  視 窗
            搜尋 · element 1 of 1

            > pan-right
            ⠊⠱⠐⠫⠂⠀⠊⠱⠐⠉⠹⠂⠀⠊⠱⠐⠅⠬⠐⠀⠊⠱⠐⠟⠧⠐⠀⠀⠀⠀
             式微  士 林  世 界  示 範
            搜尋 · element 1 of 1

            > route 9
            {"action":"insertText","identifier":"query","text":"士"}
            ⠅⠻⠄⠅⠞⠐⠓⠱⠐⣀⠑⠷⠄⠑⠲⠂⠉⠧⠂⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀
             關 鍵 字  搜 尋 欄
            搜尋 · element 1 of 1

            > space
            {"action":"insertText","identifier":"query","text":" "}
            ⠅⠻⠄⠅⠞⠐⠓⠱⠐⣀⠑⠷⠄⠑⠲⠂⠉⠧⠂⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀
             關 鍵 字  搜 尋 欄
            搜尋 · element 1 of 1


            """)
    }
}
