@testable import DesktopAccessibility
import Testing

/// Live regions as AT-SPI describes them: which objects' changes are told, and how often.
@Suite struct LiveRegionTests {
    @Test func theRegionsOwnAttributeWinsOverItsContainers() {
        #expect(LivePoliteness(attributes: ["live": "polite"]) == .polite)
        #expect(LivePoliteness(attributes: ["container-live": "assertive"]) == .assertive)
        #expect(LivePoliteness(attributes: ["live": "off", "container-live": "polite"]) == .off)
        #expect(LivePoliteness(attributes: ["live": "Assertive"]) == .assertive)
    }

    @Test func anObjectOutsideALiveRegionOrWithAnUnknownValueIsNotOne() {
        #expect(LivePoliteness(attributes: [:]) == nil)
        #expect(LivePoliteness(attributes: ["toolkit": "gtk"]) == nil)
        #expect(LivePoliteness(attributes: ["live": "loud"]) == nil)
    }

    @Test func onlyRegionsThatAreNotOffAreTold() {
        #expect(LivePoliteness.polite.announces)
        #expect(LivePoliteness.assertive.announces)
        #expect(!LivePoliteness.off.announces)
    }

    @Test func oneChangeReportedTwiceIsToldOnce() {
        var told = LiveAnnouncements()
        let start = ContinuousClock.now
        let answers = [
            told.isNew("Saved", from: "a", at: start),
            told.isNew("Saved", from: "a", at: start + .milliseconds(5)),
            // Another object, another text, or the same text a while later: a new change.
            told.isNew("Saved", from: "b", at: start + .milliseconds(10)),
            told.isNew("Saving", from: "b", at: start + .milliseconds(20)),
            told.isNew("Saving", from: "b", at: start + .milliseconds(20) + LiveAnnouncements.sameChange),
        ]
        #expect(answers == [true, false, true, true, true])
    }

    @Test func aToldTextIsTrimmedAndAHugeOneIsCutAndMarked() {
        #expect(AnnouncedText.shown("  Saved\n") == "Saved")
        let huge = String(repeating: "log line ", count: 100_000)
        let shown = AnnouncedText.shown(huge)
        #expect(shown.count == AnnouncedText.longestCharacters + 1)
        #expect(shown.hasSuffix("…"))
        #expect(AnnouncedText.shown(String(repeating: "x", count: AnnouncedText.longestCharacters)).count
                    == AnnouncedText.longestCharacters)
    }
}
