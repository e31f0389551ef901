import Testing
import BrailleCore

@Suite struct AdjustableTests {
    @Test func stepsBy5AndClampsAtTheLimits() {
        var progress = Adjustable(value: 90, minimum: 0, maximum: 100, step: 5, format: .template("{value} percent"))
        let r1 = progress.increment()
        #expect(r1 == .changed)
        #expect(progress.valueText == "95 percent")
        let r2 = progress.increment()
        #expect(r2 == .changed)
        #expect(progress.valueText == "100 percent")
        let r3 = progress.increment()
        #expect(r3 == .atLimit)
        #expect(progress.value == 100)
        var low = Adjustable(value: 3, minimum: 0, maximum: 100, step: 5)
        let r4 = low.decrement()
        #expect(r4 == .changed)
        #expect(low.value == 0)
        let r5 = low.decrement()
        #expect(r5 == .atLimit)
    }

    @Test func explicitValueTextsFollowTheStep() {
        var speed = Adjustable(value: 0, minimum: 0, maximum: 2, step: 1, format: .texts(["slow", "normal", "fast"]))
        #expect(speed.valueText == "slow")
        speed.increment()
        #expect(speed.valueText == "normal")
        speed.increment()
        speed.increment()
        #expect(speed.valueText == "fast")
    }

    @Test func fractionalValuesKeepTheirDecimals() {
        let half = Adjustable(value: 2.5, minimum: 0, maximum: 5, step: 0.5)
        #expect(half.valueText == "2.5")
    }

    @Test func whenTheAppMovesTheSliderTheNextIncrementStartsThere() throws {
        var focus = Focus(screen: try ExampleFiles.screen("progress-slider.json"))
        focus.focus("progress")
        focus.apply(try EventDocument.event(fromJSON: #"{"type": "valueChanged", "identifier": "progress", "value": 70}"#))
        #expect(focus.focused?.element.value == "70 percent")
        focus.adjust(.forward)
        #expect(focus.focused?.element.value == "75 percent")
        focus.apply(.elementChanged(identifier: "progress", ElementChange(adjustableValue: 400)))
        #expect(focus.focused?.element.value == "100 percent", "clamped to the maximum")
    }

    @Test func focusAdjustsTheFocusedElementAndUpdatesItsValue() throws {
        let screen = try ExampleFiles.screen("progress-slider.json")
        var focus = Focus(screen: screen)
        let r6 = focus.focus("progress")
        #expect(r6)
        #expect(focus.focused?.element.value == "50 percent")
        let r7 = focus.adjust(.forward)
        #expect(r7 == .changed)
        #expect(focus.focused?.element.value == "55 percent")
        let r8 = focus.adjust(.backward)
        #expect(r8 == .changed)
        let r9 = focus.adjust(.backward)
        #expect(r9 == .changed)
        #expect(focus.focused?.element.value == "45 percent")
        let r10 = focus.focus("play")
        #expect(r10)
        let r11 = focus.adjust(.forward)
        #expect(r11 == .notAdjustable)
    }
}
