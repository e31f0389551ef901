/// The tables the benchmark measures. To add a language, add a line: the brl table name, the
/// liblouis table it is compared with, and a text file of lines in that language (relative to the
/// root package), from which the utterances and the prose are built.
let benchmarkTables: [BenchmarkTable] = [
    BenchmarkTable(brl: "en-ueb-g1", liblouis: "en-ueb-g1.ctb", corpus: "Tests/BrailleCoreTests/Translation/Data/en-corpus.txt"),
    // Contracted: the same corpus, the lines both grade 2 translations agree on.
    BenchmarkTable(brl: "en-ueb-g2", liblouis: "en-ueb-g2.ctb", corpus: "Tests/BrailleCoreTests/Translation/Data/en-corpus.txt"),
    BenchmarkTable(brl: "de-g0-detailed", liblouis: "de-g0-detailed.utb", corpus: "Tests/BrailleCoreTests/German/Data/utterances-de.txt"),
    BenchmarkTable(brl: "de-g0", liblouis: "de-g0.utb", corpus: "Tests/BrailleCoreTests/German/Data/prose-de.txt"),
    // liblouis needs about 0.7 ms per Chinese utterance, so the Chinese workload is a tenth the size.
    // The corpus is the Taiwanese seed article beside the repository (read, not copied).
    BenchmarkTable(brl: "zh-tw", liblouis: "zh-tw.ctb", corpus: "../shared/seeds/000_44000a3035199664.txt",
                   utteranceCount: 1_000, proseTotal: 100_000),
]

struct BenchmarkTable {
    /// A bundled brl table name (or a path).
    var brl: String
    /// A liblouis table file name from /usr/share/liblouis/tables.
    var liblouis: String
    /// Lines of text in the table's language, relative to the root package.
    var corpus: String
    /// How many utterances and how many scalars of prose the workload has.
    var utteranceCount = 10_000
    var proseTotal = 1_000_000
}
