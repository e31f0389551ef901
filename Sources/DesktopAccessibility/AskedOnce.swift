/// What was asked of each object once (whether it is in a live region, whether it is an editor),
/// kept while its window shows and for at most ``limit`` objects, so that each event does not ask
/// the app again.
struct AskedOnce<Answer> {
    static var limit: Int { 4_096 }
    private var answers: [String: Answer] = [:]

    /// The answer for the object `identifier`, asked with `ask` the first time.
    mutating func answer(for identifier: String, ask: () -> Answer) -> Answer {
        if let known = answers[identifier] { return known }
        if answers.count >= Self.limit { answers.removeAll(keepingCapacity: true) }
        let answer = ask()
        answers[identifier] = answer
        return answer
    }

    /// Forgets every answer (another window shows).
    mutating func removeAll() { answers.removeAll() }
}
