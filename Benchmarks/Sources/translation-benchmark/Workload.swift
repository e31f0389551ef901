/// The texts one benchmark run translates, built from a corpus of lines.
struct Workload {
    /// Short strings of about 20 characters, like a screen reader's utterances.
    var utterances: [String]
    /// Paragraphs of prose adding up to `proseScalars` scalars.
    var prose: [String]

    var utteranceScalars: Int { utterances.reduce(0) { $0 + $1.unicodeScalars.count } }
    var proseScalars: Int { prose.reduce(0) { $0 + $1.unicodeScalars.count } }

    /// Builds `utteranceCount` utterances (each line cut at a space to at most 24 scalars) and
    /// paragraphs of about 1,000 scalars until `proseTotal` scalars, from the lines in order.
    static func build(lines: [String], utteranceCount: Int = 10_000, proseTotal: Int = 1_000_000) -> Workload {
        var utterances: [String] = []
        utterances.reserveCapacity(utteranceCount)
        var k = 0
        while utterances.count < utteranceCount {
            let line = lines[k % lines.count]
            k += 1
            var scalars = Array(line.unicodeScalars)
            if scalars.count > 24 {
                var cut = 24
                while cut > 12, scalars[cut] != " " { cut -= 1 }
                scalars = Array(scalars[..<cut])
            }
            var s = String.UnicodeScalarView()
            s.append(contentsOf: scalars)
            utterances.append(String(s))
        }
        var prose: [String] = []
        var total = 0
        var paragraph = ""
        var paragraphScalars = 0
        k = 0
        while total < proseTotal {
            let line = lines[k % lines.count]
            k += 1
            if !paragraph.isEmpty { paragraph += " "; paragraphScalars += 1 }
            paragraph += line
            paragraphScalars += line.unicodeScalars.count
            if paragraphScalars >= 1_000 {
                prose.append(paragraph)
                total += paragraphScalars
                paragraph = ""
                paragraphScalars = 0
            }
        }
        return Workload(utterances: utterances, prose: prose)
    }
}
