import Foundation

/// What each statement of a table file does to the `TableBuilder`, by opcode family.
extension TableParser {
    /// A definition (a character or string, then dots) whose dots are the bytes `dots`.
    mutating func definition(_ op: Opcode, _ line: Line, dots: Range<Int>) throws(TableError) {
        if dots.isEmpty {
            throw line.error(at: line.tokens[1].upperBound, "'\(op.rawValue)' needs \(op == .seq || op == .word || op == .lowerword || op == .lowerwordjoined ? "a string" : "a character") and dots")
        }
        switch op {
        case .seq, .word, .lowerword, .lowerwordjoined:
            let scalars = try line.string(1, into: scalarScratch)
            let (cells, groups) = try line.cells(in: dots, into: builder.pool, groups: builder.groupPool, scalarCount: scalars.count)
            builder.addSequence(scalars, cells: cells, wholeWord: op != .seq, groups: groups,
                                 lower: op == .lowerword ? .strict : op == .lowerwordjoined ? .joined : nil)
        case .beforeletter, .betweenletters, .wordstart, .wordend, .capitalform:
            let scalar = try line.character(1)
            let cells = try line.cells(in: dots, into: builder.pool).cells
            switch op {
            case .beforeletter: builder.contextForms[scalar, default: .init()].beforeLetter = cells
            case .betweenletters: builder.contextForms[scalar, default: .init()].betweenLetters = cells
            case .wordstart: builder.contextForms[scalar, default: .init()].wordStart = cells
            case .wordend: builder.contextForms[scalar, default: .init()].wordEnd = cells
            default: builder.capitalForms[scalar] = cells
            }
        default:
            let scalar = try line.character(1)
            let cells = try line.cells(in: dots, into: builder.pool).cells
            let cls: CharacterClass = switch op {
            case .letter: .lowercase
            case .digit: .digit
            case .punctuation: .punctuation
            case .space: .space
            case .combining: .combining
            default: .sign
            }
            builder.define(scalar, as: cls, cells: cells)
        }
    
    }

    /// A statement other than a definition with its dots: all operands are `line`'s tokens.
    mutating func statement(_ line: Line) throws(TableError) {
        let opcode = line.tokens[0]
        guard let op = Opcode(bytes: line.bytes, range: opcode) else {
            throw line.error(at: opcode.lowerBound, "unknown opcode '\(line.text(opcode))'")
        }
        switch op {
        case .letter, .digit, .punctuation, .sign, .char, .space, .combining,
             .beforeletter, .betweenletters, .wordstart, .wordend, .capitalform:
            // Definitions with both operands take the fast path; here the dots are missing.
            try line.expectOperands(2, "a character and dots", op)
        case .seq, .word, .lowerword, .lowerwordjoined:
            try line.expectOperands(2, "a string and dots", op)
        case .wordbefore, .wordbreak, .wordafter:
            try standingAlone(op, line)
        case .vowels:
            try line.expectOperands(1, "one or more letters", op)
            for k in 1..<line.tokens.count { builder.vowels.insert(CompiledTable.lowercased(try line.character(k))) }
        case .context, .readback, .readhex, .numjoin:
            try contextRule(op, line)
        case .weight:
            try weight(line)
        case .compound:
            try compound(line)
        case .possessive:
            try line.expectOperands(4, "a closing mark, its opening mark, a letter and dots", op)
            let mark = try line.character(1)
            builder.possessives[mark] = PossessiveMark(open: try line.character(2), letter: CompiledTable.lowercased(try line.character(3)),
                                                       cells: try line.dots(from: 4, into: builder.pool))
        case .addressmark, .addresscapital, .addresschar:
            try address(op, line)
        case .singlecapsword, .numcontinuebetweendigits, .foldcase, .nocontractionafterdigit, .preferstrong:
            try option(op, line)
        case .capital, .capsword, .capspassage, .capsterminator, .numsign, .lettersign, .numspace,
             .numcontinue, .lettersignafter:
            try indicator(op, line)
        case .undefined:
            try undefined(line)
        case .cells, .table, .include, .compoundparts:
            try file(op, line)
        }
    }

    /// `wordbefore`, `wordbreak`, `wordafter`: what a word standing alone may have around it.
    private mutating func standingAlone(_ op: Opcode, _ line: Line) throws(TableError) {
        if op == .wordafter {
            try line.expectOperands(1, "one or more strings", op)
            var strings: [[UInt32]] = []
            for k in 1..<line.tokens.count { strings.append(Array(try line.string(k, into: scalarScratch))) }
            builder.standingAlone.addAfter(strings)
        } else {
            try line.expectOperands(1, "one or more characters", op)
            for k in 1..<line.tokens.count {
                let scalar = try line.character(k)
                if op == .wordbefore { builder.standingAlone.before.insert(scalar) } else { builder.standingAlone.breaks.insert(scalar) }
            }
        }
        builder.declaresStandingAlone = true
    }

    /// `context`, `readback`, `readhex`, `numjoin`: cells written or read by context.
    private mutating func contextRule(_ op: Opcode, _ line: Line) throws(TableError) {
        switch op {
        case .context:
            try line.expectOperands(4, "BEFORE STRING AFTER and dots", op)
            let before = try ContextClass(line, 1)
            let scalars = try line.string(2, into: scalarScratch)
            let after = try ContextClass(line, 3)
            let cells = try line.dots(from: 4, into: builder.pool)
            builder.addContextRule(scalars, ContextRule(before: before, after: after, cells: cells, joinsNumber: false))
            // Read back the same way, after the table's own `readback` rules.
            builder.contextReadbacks.append(ReadbackRule(before: before, after: after, cells: cells, text: Self.text(of: scalars), fromContext: true))
        case .readback:
            try line.expectOperands(4, "BEFORE STRING AFTER and dots", op)
            // BEFORE is a context class, or an opening mark that must be the innermost one open.
            let beforeText = line.text(line.tokens[1])
            let inside: Unicode.Scalar? = beforeText.unicodeScalars.count == 1
                && beforeText.unicodeScalars.first!.properties.generalCategory == .openPunctuation
                ? beforeText.unicodeScalars.first : nil
            let before: ContextClass = inside == nil ? try ContextClass(line, 1) : .any
            let scalars = try line.string(2, into: scalarScratch)
            let after = try ContextClass(line, 3)
            let cells = try line.dots(from: 4, into: builder.pool)
            builder.readbacks.append(ReadbackRule(before: before, inside: inside, after: after, cells: cells, text: Self.text(of: scalars)))
        case .readhex:
            guard line.tokens.count == 4 else {
                throw line.error(at: line.tokens[0].lowerBound, "'readhex' needs three cells: OPEN BACKSLASH CLOSE")
            }
            builder.readHex = HexEscapeReading(open: try line.dots(from: 1, through: 1, into: builder.pool),
                                               backslash: try line.dots(from: 2, through: 2, into: builder.pool),
                                               close: try line.dots(from: 3, through: 3, into: builder.pool))
        default:
            try line.expectOperands(2, "a string and dots", op)
            let scalars = try line.string(1, into: scalarScratch)
            let cells = try line.dots(from: 2, into: builder.pool)
            builder.addContextRule(scalars, ContextRule(before: .digit, after: .digit, cells: cells, joinsNumber: true))
            // Read back inside a number, as a digit is.
            builder.contextReadbacks.append(ReadbackRule(before: .digit, after: .digit, cells: cells, text: Self.text(of: scalars),
                                                         fromContext: true, joinsNumber: true))
        }
    }

    /// `weight` where the fast path did not take it (to report what is wrong with it).
    private mutating func weight(_ line: Line) throws(TableError) {
        guard line.tokens.count == 3 else {
            throw line.error(at: line.tokens[0].lowerBound, "'weight' needs a string and a frequency (a whole number from 1)")
        }
        let text = line.text(line.tokens[2])
        guard let weight = UInt32(text), weight > 0 else {
            throw line.error(at: line.tokens[2].lowerBound, "weight must be a whole number from 1 to 4294967295, not '\(text)'")
        }
        builder.addWeight(try line.string(1, into: scalarScratch), weight)
    }

    /// `compound`: a word whose parts (separated by `|`) no contraction bridges.
    private mutating func compound(_ line: Line) throws(TableError) {
        guard line.tokens.count == 2 else {
            throw line.error(at: line.tokens[0].lowerBound, "'compound' needs one word with its parts separated by '|' (sweet|heart)")
        }
        // The letters, lowercased, are written over the scratch as they are read (never ahead).
        let scalars = UnsafeMutableBufferPointer(mutating: try line.string(1, into: scalarScratch))
        var count = 0
        var partStarts: UInt64 = 0
        var valid = true
        var afterBar = true
        for scalar in scalars where valid {
            if scalar == 0x7C { // |
                valid = !afterBar && count < CompoundWords.maximumLength
                if valid { partStarts |= 1 << UInt64(count) }
                afterBar = true
            } else {
                scalars[count] = CompiledTable.lowercased(scalar)
                count += 1
                afterBar = false
            }
        }
        guard valid, !afterBar, partStarts != 0, count <= CompoundWords.maximumLength else {
            throw line.error(at: line.tokens[1].lowerBound,
                             "'compound' needs parts of at least one letter separated by '|', at most \(CompoundWords.maximumLength) letters in all")
        }
        builder.compounds.add(UnsafeBufferPointer(rebasing: scalars[..<count]), partStarts: partStarts)
    }

    /// `addressmark`, `addresscapital`, `addresschar`.
    private mutating func address(_ op: Opcode, _ line: Line) throws(TableError) {
        if op == .addresschar {
            try line.expectOperands(2, "a character and dots", op)
            let scalar = try line.character(1)
            builder.addressForms[scalar] = try line.dots(from: 2, into: builder.pool)
            return
        }
        try line.expectOperands(1, "dots", op)
        let cells = try line.dots(from: 1, into: builder.pool)
        if op == .addressmark { builder.addressMark = cells } else { builder.addressCapital = cells }
    }

    /// The options without operands (`singlecapsword`, `foldcase`, …).
    private mutating func option(_ op: Opcode, _ line: Line) throws(TableError) {
        if line.tokens.count > 1 { throw line.error(at: line.tokens[1].lowerBound, "'\(op.rawValue)' takes no operands") }
        switch op {
        case .singlecapsword: builder.singleCapsWord = true
        case .foldcase: builder.foldCase = true
        case .nocontractionafterdigit: builder.noContractionAfterDigit = true
        case .preferstrong: builder.preferStrong = true
        default: builder.numContinueBetweenDigits = true
        }
    }

    /// The capital, number and letter indicators, and the characters that continue a number or
    /// take a letter sign after them.
    private mutating func indicator(_ op: Opcode, _ line: Line) throws(TableError) {
        if op == .numcontinue || op == .lettersignafter {
            try line.expectOperands(1, "one or more characters", op)
            for k in 1..<line.tokens.count {
                let scalar = try line.character(k)
                if op == .numcontinue { builder.numberContinuation.append(scalar) } else { builder.letterSignAfter.append(scalar) }
            }
            return
        }
        try line.expectOperands(1, "dots", op)
        let cells = try line.dots(from: 1, into: builder.pool)
        switch op {
        case .capital: builder.indicators.capital = cells
        case .capsword: builder.indicators.capsWord = cells
        case .capspassage: builder.indicators.capsPassage = cells
        case .capsterminator: builder.indicators.capsTerminator = cells
        case .numsign: builder.indicators.numberSign = cells
        case .lettersign: builder.indicators.letterSign = cells
        default: builder.indicators.numericSpace = cells
        }
    }

    /// `undefined`: how a character without cells is written.
    private mutating func undefined(_ line: Line) throws(TableError) {
        try line.expectOperands(1, "'hex', 'escape OPEN BACKSLASH CLOSE' or dots", .undefined)
        builder.undefinedLocation = line.error(at: line.tokens[0].lowerBound, "")
        let word = line.text(line.tokens[1])
        if word == "hex" {
            if line.tokens.count != 2 { throw line.error(at: line.tokens[2].lowerBound, "'undefined hex' takes no further operands") }
            builder.undefined = .hex
        } else if word == "escape" {
            guard line.tokens.count == 5 else {
                throw line.error(at: line.tokens[1].lowerBound, "'undefined escape' needs three cells: OPEN BACKSLASH CLOSE")
            }
            let open = try line.dots(from: 2, through: 2, into: builder.pool)
            let backslash = try line.dots(from: 3, through: 3, into: builder.pool)
            let close = try line.dots(from: 4, through: 4, into: builder.pool)
            builder.undefined = .escape(open: open, backslash: backslash, close: close)
        } else {
            builder.undefined = .cells(try line.dots(from: 1, into: builder.pool))
        }
    }

    /// `cells`, `table`, `include`: the table's cell size and name, and the files it includes.
    private mutating func file(_ op: Opcode, _ line: Line) throws(TableError) {
        switch op {
        case .cells:
            try line.expectOperands(1, "6 or 8", op)
            switch line.text(line.tokens[1]) {
            case "6": builder.cellSize = 6
            case "8": builder.cellSize = 8
            default: throw line.error(at: line.tokens[1].lowerBound, "cell size must be 6 or 8, not '\(line.text(line.tokens[1]))'")
            }
        case .table:
            try line.expectOperands(2, "a name, a language tag and a description", op)
            guard includeStack.count <= 1 else { return } // only the outermost file names the table
            builder.name = line.text(line.tokens[1])
            builder.language = line.text(line.tokens[2])
            if line.tokens.count > 3 {
                builder.description = line.text(line.tokens[3].lowerBound..<line.end)
            }
        default:
            try line.expectOperands(1, "a file name", op)
            let operand = line.text(line.tokens[1])
            let target = operand.hasPrefix("/") ? operand
                : ((line.path as NSString).deletingLastPathComponent as NSString).appendingPathComponent(operand)
            guard op == .compoundparts else {
                try parseFile(path: target, includedFrom: line.error(at: line.tokens[1].lowerBound, ""))
                return
            }
            guard builder.compoundParts == nil else {
                throw line.error(at: line.tokens[0].lowerBound, "a table has one 'compoundparts' file")
            }
            guard let bytes = TableBytes.read(path: target) else {
                throw line.error(at: line.tokens[1].lowerBound, "cannot read the compound parts '\(target)': \(FileManager.default.fileExists(atPath: target) ? "not a readable file" : "no such file")")
            }
            builder.compoundParts = try CompoundParts(bytes, path: target)
        }
    }

    /// The text of a rule's string (its scalars as the line reader decoded them).
    private static func text(of scalars: UnsafeBufferPointer<UInt32>) -> String {
        var text = String.UnicodeScalarView()
        for value in scalars { if let scalar = Unicode.Scalar(value) { text.append(scalar) } }
        return String(text)
    }
}
