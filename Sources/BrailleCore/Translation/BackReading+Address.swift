/// The steps that read escapes and addresses: a `readhex` escape, and an address (after the
/// table's `addressmark`, to the next blank) with its `addresscapital` and address forms.
extension BackReading {
    /// Reads a `readhex` escape at ``position`` as the character it names.
    mutating func readHexEscape() -> Bool {
        guard table.readHex != nil, let (scalar, n) = hexEscape(at: position) else { return false }
        let index = cellOffsetForText.count
        append(scalar, from: position)
        advance(by: n, mappingTo: index)
        endWordModes()
        return true
    }

    /// `readhex`: the escaped character at `i` and the cells of its escape.
    private func hexEscape(at i: Int) -> (Unicode.Scalar, Int)? {
        guard let readHex = table.readHex, matches(readHex.open, at: i),
              matches(readHex.backslash, at: i + readHex.open.count) else { return nil }
        var k = i + readHex.open.count + readHex.backslash.count
        guard k < cells.count, table.text[CellKey(cells, k, 1)] == "x" else { return nil }
        k += 1
        var value: UInt32 = 0
        var digits = 0
        while digits < 6, k < cells.count {
            let key = CellKey(cells, k, 1)
            let digit: UInt32
            if let d = table.addressForms[key], let v = d.properties.numericType == .decimal ? d.properties.numericValue : nil {
                digit = UInt32(v)
            } else if let l = table.text[key], ("a"..."f").contains(l) {
                digit = l.value - 0x61 + 10
            } else { break }
            value = value << 4 | digit
            digits += 1; k += 1
        }
        guard digits >= 4, matches(readHex.close, at: k), let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, k + readHex.close.count - i)
    }

    /// Reads an address mark, or in an address a capital or a character, at ``position``; a blank
    /// ends the address (and is read by the steps after this one).
    mutating func readAddress() -> Bool {
        guard let address = table.address else { return false }
        if cells[position] == 0 {
            inAddress = false
            return false
        }
        if !inAddress, matches(address.mark, at: position), BackTranslator.opens(after: out.last) {
            // An address, file name or e-mail address, to the next blank: no capital or
            // numeric indicators inside, characters in their address forms.
            inAddress = true
            endWordModes()
            advance(by: address.mark.count, mappingTo: -1)
            return true
        }
        guard inAddress else { return false }
        if matches(address.capital, at: position) {
            capitalNext = true
            advance(by: address.capital.count, mappingTo: -1)
        } else {
            readAddressCharacter()
        }
        return true
    }

    /// Reads the longest address form or character at ``position`` (a capital after
    /// `addresscapital`), or the cell as one with no reading.
    private mutating func readAddressCharacter() {
        let i = position
        var n = longestKey(at: i)
        var found: Unicode.Scalar?
        while n > 0, found == nil {
            let key = CellKey(cells, i, n)
            found = table.addressForms[key] ?? table.text[key]
            if found == nil { n -= 1 }
        }
        guard var scalar = found else {
            capitalNext = false
            appendUnread()
            return
        }
        if capitalNext, BackTranslator.isLowercase(scalar), let upper = scalar.properties.uppercaseMapping.unicodeScalars.first {
            scalar = upper
        }
        capitalNext = false
        let index = cellOffsetForText.count
        append(scalar, from: i)
        advance(by: n, mappingTo: index)
    }
}
