/// The value of an adjustable element (`UIAccessibilityTraitAdjustable`): a number moved by a
/// step between a minimum and a maximum, and the text that says it.
///
/// ```swift
/// var progress = Adjustable(value: 50, minimum: 0, maximum: 100, step: 5, format: .template("{value} percent"))
/// progress.increment()   // .changed, value 55, valueText "55 percent"
/// ```
public struct Adjustable: Hashable, Sendable {
    /// The current value, always within `minimum...maximum`: a value set outside is clamped.
    public var value: Double {
        didSet { value = clamped(value) }
    }
    /// The lowest value; decrementing stops here. Setting it clamps ``value``.
    public var minimum: Double {
        didSet { value = clamped(value) }
    }
    /// The highest value; incrementing stops here. Setting it clamps ``value``.
    public var maximum: Double {
        didSet { value = clamped(value) }
    }
    /// How far ``increment()`` and ``decrement()`` move the value; positive.
    public var step: Double
    /// How ``valueText`` says the value.
    public var format: ValueFormat

    /// An adjustable value; `value` is clamped to `minimum...maximum`.
    public init(value: Double, minimum: Double, maximum: Double, step: Double, format: ValueFormat = .template("{value}")) {
        self.minimum = minimum
        self.maximum = maximum
        self.step = step
        self.format = format
        self.value = Swift.min(Swift.max(value, minimum), maximum)
    }

    /// `number` within `minimum...maximum` (the maximum when the two cross).
    private func clamped(_ number: Double) -> Double {
        Swift.min(Swift.max(number, minimum), maximum)
    }

    /// How the value is said.
    public enum ValueFormat: Hashable, Sendable {
        /// A text with `{value}` in it, replaced by the number ("{value} percent" → "55 percent").
        /// Whole numbers print without a decimal point.
        case template(String)
        /// One text per step from the minimum (`texts[0]` for the minimum, `texts[1]` one step up...);
        /// values past the last text use the last one.
        case texts([String])
    }

    /// The value as the user reads it.
    public var valueText: String {
        switch format {
        case .template(let template):
            return template.replacing("{value}", with: Adjustable.numberText(value))
        case .texts(let texts):
            guard !texts.isEmpty else { return Adjustable.numberText(value) }
            // Clamp as a Double first: a huge quotient must not trap when made an Int.
            let steps = step > 0 ? ((value - minimum) / step).rounded() : 0
            let index = steps.isFinite ? Int(Swift.min(Swift.max(steps, 0), Double(texts.count - 1))) : texts.count - 1
            return texts[index]
        }
    }

    /// Moves the value up by one step, clamped to the maximum.
    /// - Returns: ``AdjustResult/changed`` or ``AdjustResult/atLimit`` when it was already at the maximum.
    @discardableResult
    public mutating func increment() -> AdjustResult {
        move(by: step)
    }

    /// Moves the value down by one step, clamped to the minimum.
    /// - Returns: ``AdjustResult/changed`` or ``AdjustResult/atLimit`` when it was already at the minimum.
    @discardableResult
    public mutating func decrement() -> AdjustResult {
        move(by: -step)
    }

    private mutating func move(by delta: Double) -> AdjustResult {
        let new = Swift.min(Swift.max(value + delta, minimum), maximum)
        guard new != value else { return .atLimit }
        value = new
        return .changed
    }

    /// A number as text: `55` for whole numbers, `2.5` otherwise.
    static func numberText(_ number: Double) -> String {
        if number == number.rounded(), abs(number) < 1e15 {
            return String(Int64(number))
        }
        return String(number)
    }
}

/// What an increment or decrement did.
public enum AdjustResult: Hashable, Sendable {
    /// The value moved; the element's value text changed.
    case changed
    /// The value was already at its limit and stayed.
    case atLimit
    /// The element is not adjustable.
    case notAdjustable
}
