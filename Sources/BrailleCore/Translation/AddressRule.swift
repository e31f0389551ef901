/// How a table writes web addresses, e-mail addresses and file names (`addressmark`,
/// `addresscapital`, `addresschar`): the mark before the whole space-delimited token, then every
/// character in its address form, capitals as `addresscapital` + the letter, and no capital or
/// numeric indicators inside.
///
/// A token is an address when it contains `@` between two letters or digits, when it starts with
/// `www.`, `http://`, `https://` or `ftp://` (after opening punctuation), or when, without its
/// closing punctuation, it ends in a letter or digit, a point and two to four small ASCII letters
/// (`start.png`, `beispiel.de`), with no capital letter after the last point.
struct AddressRule: Sendable {
    var mark: CellRef
    var capital: CellRef
    var forms: [UInt32: CellRef]

    /// The end (exclusive) of the token at `start` if it is an address, else nil.
    func end(of scalars: UnsafeMutablePointer<UInt32>, _ flags: UnsafeMutablePointer<UInt8>, _ n: Int,
             from start: Int) -> Int? {
        let space = CharacterClass.space.rawValue
        // One pass to the end of the token, noting the only characters an address cannot lack.
        var end = start
        var marks = false
        while end < n, flags[end] & CharacterFlag.classMask != space {
            let s = scalars[end]
            if s == 0x2E || s == 0x40 || s == 0x3A { marks = true }
            end += 1
        }
        if !marks || end - start < 4 { return nil }
        func isAlnum(_ s: UInt32) -> Bool {
            (0x30...0x39).contains(s) || (0x41...0x5A).contains(s) || (0x61...0x7A).contains(s) || s >= 0xC0
        }
        // @ between two letters or digits
        for k in start + 1..<end - 1 where scalars[k] == 0x40 {
            if isAlnum(scalars[k - 1]) && isAlnum(scalars[k + 1]) { return end }
        }
        // a scheme or www. after opening punctuation
        var first = start
        while first < end, !isAlnum(scalars[first]) { first += 1 }
        for prefix in AddressRule.prefixes where end - first >= prefix.count {
            var k = 0
            while k < prefix.count, prefix[k] == scalars[first + k] { k += 1 }
            if k == prefix.count { return end }
        }
        // a file or domain name: ...x.abc
        var last = end
        while last > first, !isAlnum(scalars[last - 1]) { last -= 1 }
        var dot = last
        while dot > first, (0x61...0x7A).contains(scalars[dot - 1]) { dot -= 1 }
        let extensionLength = last - dot
        if (2...4).contains(extensionLength), dot - 1 > first, scalars[dot - 1] == 0x2E, isAlnum(scalars[dot - 2]) {
            return end
        }
        return nil
    }

    static let prefixes: [[UInt32]] = ["www.", "http://", "https://", "ftp://"].map { $0.unicodeScalars.map(\.value) }
}
