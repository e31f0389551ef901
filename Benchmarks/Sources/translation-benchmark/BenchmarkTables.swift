/// The tables the benchmark measures. To add a language, add a line: the brl table name, the
/// liblouis table it is compared with, and a text file of lines in that language (relative to the
/// root package), from which the utterances and the prose are built.
let benchmarkTables: [BenchmarkTable] = [
    BenchmarkTable(brl: "en-ueb-g1", liblouis: "en-ueb-g1.ctb", corpus: "Tests/BrailleCoreTests/Translation/Data/en-corpus.txt"),
]

struct BenchmarkTable {
    /// A bundled brl table name (or a path).
    var brl: String
    /// A liblouis table file name from /usr/share/liblouis/tables.
    var liblouis: String
    /// Lines of text in the table's language, relative to the root package.
    var corpus: String
}
