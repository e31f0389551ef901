/// The word at a text's caret: the run of characters other than white space that holds the
/// caret's character or ends just before the caret (the word being typed).
enum CaretWord {
    /// The word's range in Unicode scalars of `text`; `nil` when the caret stands between
    /// blanks (or the text is empty).
    static func range(in text: String, caret: Int) -> Range<Int>? {
        let scalars = Array(text.unicodeScalars)
        func isWord(_ index: Int) -> Bool { scalars.indices.contains(index) && !scalars[index].properties.isWhitespace }
        var start: Int
        if isWord(caret) {
            start = caret
        } else if isWord(caret - 1) {
            start = caret - 1
        } else {
            return nil
        }
        while isWord(start - 1) { start -= 1 }
        var end = start
        while isWord(end) { end += 1 }
        return start..<end
    }
}
