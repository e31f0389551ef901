/// The built-in ``Abbreviations`` for English, German and Chinese (Traditional).
///
/// This file is data: one table per language, nothing else decides what a trait is called.
/// Roles first, then states, as NVDA shows them; the choices are explained in
/// `docs/document-format.md` ("Presentation").
public enum AbbreviationCatalog {
    /// Roles first, then states; the traits that show nothing come last.
    public static let traitOrder: [AccessibilityTrait] = [
        .button, .link, .header, .searchField, .textField, .image, .keyboardKey, .adjustable, .tabBar,
        .causesPageTurn, .allowsDirectInteraction,
        .selected, .notEnabled,
        .playsSound, .staticText, .summaryElement, .updatesFrequently, .startsMediaSession,
    ]

    public static let english = Abbreviations(
        language: "en",
        traits: [
            .button: "btn", .link: "lnk", .header: "hdg", .searchField: "srch edt", .textField: "edt", .image: "gra",
            .keyboardKey: "key", .adjustable: "adj", .tabBar: "tabs", .causesPageTurn: "book",
            .allowsDirectInteraction: "direct", .selected: "sel", .notEnabled: "unav",
            .playsSound: "", .staticText: "", .summaryElement: "", .updatesFrequently: "",
            .startsMediaSession: "",
        ],
        roles: [
            .checkBox: "chk", .radioButton: "rbtn", .comboBox: "cbo", .toggleButton: "tgbtn", .switch: "swtch",
            .menu: "mnu", .menuBar: "mnubar", .menuItem: "mnuitem", .checkMenuItem: "chk mnuitem",
            .radioMenuItem: "rbtn mnuitem", .pageTab: "tab", .treeItem: "tvitm", .tableRow: "row", .listItem: "lstitm",
        ],
        positionFormat: "{index}/{count}",
        pageFormat: "page {page} of {count}",
        endOfContent: "end",
        modes: .english
    )

    public static let german = Abbreviations(
        language: "de",
        traits: [
            .button: "schlf", .link: "lnk", .header: "üs", .searchField: "such eb", .textField: "eb", .image: "gra",
            .keyboardKey: "tast", .adjustable: "einst", .tabBar: "reg", .causesPageTurn: "buch",
            .allowsDirectInteraction: "direkt", .selected: "ausgew", .notEnabled: "nv",
            .playsSound: "", .staticText: "", .summaryElement: "", .updatesFrequently: "",
            .startsMediaSession: "",
        ],
        roles: [
            .checkBox: "kk", .radioButton: "ofeld", .comboBox: "kombf", .toggleButton: "umschlf", .switch: "schalt",
            .menu: "mnü", .menuBar: "mnüleiste", .menuItem: "mnüpkt", .checkMenuItem: "kk mnüpkt",
            .radioMenuItem: "ofeld mnüpkt", .pageTab: "reg", .treeItem: "baumelem", .tableRow: "zeile", .listItem: "lstelem",
        ],
        positionFormat: "{index}/{count}",
        pageFormat: "Seite {page} von {count}",
        endOfContent: "Ende",
        modes: Abbreviations.ModeMarkers(adjusting: "ändern:", action: "Aktion {index}/{count}:", hint: "Hinweis:",
                                         message: "Meldung:", history: "Verlauf {index}/{count}:"),
        actionsAvailable: "Aktionen",
        moreMessagesFormat: "{count} weitere Meldungen"
    )

    public static let chinese = Abbreviations(
        language: "zh",
        traits: [
            .button: "按鈕", .link: "連結", .header: "標題", .searchField: "搜尋欄", .textField: "編輯區", .image: "圖",
            .keyboardKey: "鍵", .adjustable: "可調", .tabBar: "標籤列", .causesPageTurn: "書",
            .allowsDirectInteraction: "直接", .selected: "已選", .notEnabled: "停用",
            .playsSound: "", .staticText: "", .summaryElement: "", .updatesFrequently: "",
            .startsMediaSession: "",
        ],
        roles: [
            .checkBox: "核取方塊", .radioButton: "選項按鈕", .comboBox: "下拉式方塊", .toggleButton: "切換按鈕", .switch: "開關",
            .menu: "功能表", .menuBar: "功能表列", .menuItem: "功能表項目", .checkMenuItem: "核取功能表項目",
            .radioMenuItem: "選項功能表項目", .pageTab: "索引標籤", .treeItem: "樹狀項目", .tableRow: "列", .listItem: "清單項目",
        ],
        positionFormat: "{index}/{count}",
        pageFormat: "第{page}頁，共{count}頁",
        endOfContent: "完",
        modes: Abbreviations.ModeMarkers(adjusting: "調整：", action: "動作 {index}/{count}：", hint: "提示：",
                                         message: "訊息：", history: "記錄 {index}/{count}："),
        actionsAvailable: "有動作",
        moreMessagesFormat: "另有{count}則訊息"
    )

    /// All built-in tables.
    public static let all: [Abbreviations] = [english, german, chinese]

    /// The table for a BCP 47 tag by its primary language subtag (`de-AT` → German, `zh-TW` →
    /// Chinese); English for any other language.
    public static func abbreviations(forLanguage tag: String) -> Abbreviations {
        let primary = LanguageTag.primaryLanguage(of: tag)
        return all.first { $0.language == primary } ?? english
    }
}
