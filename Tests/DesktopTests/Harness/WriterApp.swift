import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// LibreOffice Writer showing a generated document in the headless session: the gtk3 plugin
/// (`SAL_USE_VCLPLUGIN=gtk3`; the `gen` plugin exports no accessibility), a fresh profile of its
/// own with no tip of the day and no first-start wizard; stopped by the pids of the processes
/// that name its profile (`soffice` starts `oosplash`, which starts `soffice.bin`).
final class WriterApp: Sendable {
    static let executable = "/usr/bin/soffice"
    static let gtk3Plugin = "/usr/lib/libreoffice/program/libvclplug_gtk3lo.so"

    /// Why Writer cannot run here, or `nil`.
    static var missing: String? {
        guard FileManager.default.isExecutableFile(atPath: executable) else {
            return "LibreOffice Writer is not installed (Debian: apt-get install libreoffice-writer libreoffice-gtk3)"
        }
        guard FileManager.default.fileExists(atPath: gtk3Plugin) else {
            return "LibreOffice's GTK 3 plugin is not installed (Debian: apt-get install libreoffice-gtk3)"
        }
        return nil
    }

    let process: Spawned
    let profile: String
    let document: String

    /// Starts Writer on the flat ODF text `content` (``WriterApp/document(pages:)``), written
    /// into the session's directory.
    init(session: HeadlessSession, content: String) throws {
        let base = "\(session.runDirectory)/writer-\(UInt32.random(in: 0...99999))"
        profile = base + "-profile"
        document = base + ".fodt"
        try FileManager.default.createDirectory(atPath: profile + "/user", withIntermediateDirectories: true)
        let settings = """
        <?xml version="1.0" encoding="UTF-8"?>
        <oor:items xmlns:oor="http://openoffice.org/2001/registry" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
        <item oor:path="/org.openoffice.Office.Common/Misc"><prop oor:name="ShowTipOfTheDay" oor:op="fuse"><value>false</value></prop></item>
        <item oor:path="/org.openoffice.Office.Common/Misc"><prop oor:name="FirstRun" oor:op="fuse"><value>false</value></prop></item>
        <item oor:path="/org.openoffice.Setup/Office"><prop oor:name="ooSetupInstCompleted" oor:op="fuse"><value>true</value></prop></item>
        </oor:items>
        """
        try settings.write(toFile: profile + "/user/registrymodifications.xcu", atomically: true, encoding: .utf8)
        try content.write(toFile: document, atomically: true, encoding: .utf8)
        var environment = session.environment
        environment["SAL_USE_VCLPLUGIN"] = "gtk3"
        process = try Spawned(Self.executable, ["-env:UserInstallation=file://\(profile)", "--writer", "--norestore", "--nologo",
                                                document], output: base + ".log", environment: environment)
    }

    /// Gives Writer's window the X input focus as soon as it shows.
    func focusWindow(session: HeadlessSession) throws {
        try session.focusWindow(named: "LibreOffice Writer$", onlyVisible: true, what: "Writer's window", timeout: 40)
    }

    /// What Writer's `document text` exposes now, asked through pyatspi (the reference client):
    /// the texts of its children (the paragraphs on screen) and its `page-number` attribute.
    func exposed(session: HeadlessSession) throws -> (texts: [String], page: String) {
        let lines = try askDocument(session: session, """
            print('page ' + dict(a.split(':', 1) for a in doc.getAttributes()).get('page-number', ''))
            for c in doc:
                try: print('text ' + c.queryText().getText(0, -1)[:60].replace('\\n', ' '))
                except Exception: print('text ')
        """)
        let page = lines.first { $0.hasPrefix("page ") }.map { String($0.dropFirst(5)) } ?? ""
        return (lines.filter { $0.hasPrefix("text ") }.map { String($0.dropFirst(5)) }, page)
    }

    /// Where Writer's caret is, asked through pyatspi: the text of the paragraph that holds it
    /// (on screen, a table cell's too) and its offset there; `nil` when no paragraph says it has
    /// the caret.
    func caret(session: HeadlessSession) throws -> (text: String, offset: Int)? {
        let lines = try askDocument(session: session, """
            def carets(o, depth=0):
                if depth > 6: return
                for c in o:
                    if c is None: continue
                    try:
                        t = c.queryText()
                        if c.getRoleName() in ('paragraph', 'heading') and t.caretOffset >= 0:
                            print('caret %d %s' % (t.caretOffset, t.getText(0, -1).replace('\\n', ' ')))
                    except NotImplementedError: pass
                    carets(c, depth + 1)
            carets(doc)
        """)
        guard let line = lines.first(where: { $0.hasPrefix("caret ") }) else { return nil }
        let parts = line.dropFirst(6).split(separator: " ", maxSplits: 1, omittingEmptySubsequences: false)
        guard let offset = parts.first.flatMap({ Int($0) }) else { return nil }
        return (parts.count > 1 ? String(parts[1]) : "", offset)
    }

    /// The lines `body` prints, a Python script run with `doc` bound to Writer's `document text`
    /// (its lines indented by four spaces: the body of a loop).
    private func askDocument(session: HeadlessSession, _ body: String) throws -> [String] {
        let script = """
        import pyatspi
        def find(o, depth=0):
            if depth > 12: return None
            try:
                if o.getRoleName() == 'document text': return o
            except Exception: return None
            for c in o:
                if c is None: continue
                r = find(c, depth + 1)
                if r: return r
        for app in pyatspi.Registry.getDesktop(0):
            try:
                if app.name != 'soffice': continue
            except Exception: continue
            doc = find(app)
            if doc is None: continue
        \(body)
        """
        let output = "\(session.runDirectory)/writer-asked-\(UInt32.random(in: 0...99999)).txt"
        defer { try? FileManager.default.removeItem(atPath: output) }
        try Spawned.run("/usr/bin/python3", ["-c", script], environment: session.environment, output: output)
        return ((try? String(contentsOfFile: output, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    /// Stops Writer and the processes it started, each by its pid (found by the profile their
    /// command line names, with their children); removes the profile, the document and its lock.
    func stop() {
        process.stop()
        ProfileProcesses.stop(naming: profile)
        try? FileManager.default.removeItem(atPath: profile)
        try? FileManager.default.removeItem(atPath: document)
        let folder = (document as NSString).deletingLastPathComponent
        try? FileManager.default.removeItem(atPath: folder + "/.~lock." + (document as NSString).lastPathComponent + "#")
    }


    /// A flat ODF text document of `pages` pages, each started by a page break ("Page N
    /// begins.") and a heading "Page N", then 6 paragraphs of about 230 characters ("Paragraph N.M. …"),
    /// few enough that a page holds them in any installed font (12 ran over into another page in
    /// DejaVu Serif, the only serif font of a machine without fonts-liberation); page 1 also
    /// holds a list (Apples, Plums) and a table (Fruit/Colour, Apple/Red). Page 3's last
    /// paragraph says "Kiwis grow on page three."
    static func document(pages: Int) -> String {
        let sentence = "This sentence fills the page so that the document runs over several pages. "
        var body = ["<text:h text:outline-level=\"1\">Writer test document</text:h>",
                    "<text:p>The first paragraph opens the document.</text:p>",
                    "<text:h text:outline-level=\"2\">A list</text:h>",
                    "<text:list><text:list-item><text:p>Apples</text:p></text:list-item>"
                        + "<text:list-item><text:p>Plums</text:p></text:list-item></text:list>",
                    "<text:h text:outline-level=\"2\">A table</text:h>",
                    "<table:table table:name=\"Fruit\"><table:table-column table:number-columns-repeated=\"2\"/>"
                        + "<table:table-row><table:table-cell><text:p>Fruit</text:p></table:table-cell>"
                        + "<table:table-cell><text:p>Colour</text:p></table:table-cell></table:table-row>"
                        + "<table:table-row><table:table-cell><text:p>Apple</text:p></table:table-cell>"
                        + "<table:table-cell><text:p>Red</text:p></table:table-cell></table:table-row></table:table>"]
        for page in 1...pages {
            let heading = "Page \(page)"
            if page > 1 { body.append("<text:p text:style-name=\"PageBreak\">Page \(page) begins.</text:p>") }
            body.append("<text:h text:outline-level=\"2\">\(heading)</text:h>")
            for paragraph in 1...6 {
                body.append("<text:p>Paragraph \(page).\(paragraph). " + String(repeating: sentence, count: 3) + "</text:p>")
            }
            if page == 3 { body.append("<text:p>Kiwis grow on page three.</text:p>") }
        }
        body.append("<text:p>The last paragraph ends the document.</text:p>")
        return flatODF(body)
    }

    /// A short document whose table has a cell of two paragraphs: a heading "Table test", then
    /// the rows "Fruit | Colour | Taste" and "Apple | Red, then Green leaves (two paragraphs) |
    /// Sweet", then a paragraph "After the table."
    static func tableDocument() -> String {
        func cell(_ paragraphs: String...) -> String {
            "<table:table-cell>" + paragraphs.map { "<text:p>\($0)</text:p>" }.joined() + "</table:table-cell>"
        }
        return flatODF([
            "<text:h text:outline-level=\"1\">Table test</text:h>",
            "<table:table table:name=\"Fruit\"><table:table-column table:number-columns-repeated=\"3\"/>"
                + "<table:table-row>" + cell("Fruit") + cell("Colour") + cell("Taste") + "</table:table-row>"
                + "<table:table-row>" + cell("Apple") + cell("Red", "Green leaves") + cell("Sweet") + "</table:table-row>"
                + "</table:table>",
            "<text:p>After the table.</text:p>",
        ])
    }

    /// A flat ODF text document of the blocks `body` (a paragraph style "PageBreak" starts a page).
    static func flatODF(_ body: [String]) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" \
        xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" \
        xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" \
        xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" office:version="1.2" \
        office:mimetype="application/vnd.oasis.opendocument.text">
        <office:automatic-styles><style:style style:name="PageBreak" style:family="paragraph">\
        <style:paragraph-properties fo:break-before="page"/></style:style></office:automatic-styles>
        <office:body><office:text>
        \(body.joined(separator: "\n"))
        </office:text></office:body></office:document>
        """
    }
}
