import Testing
import WheelSemantics

@testable import SDLFront

/// What changed on the control the focus leaves is announced after the focus moved, so that a
/// screen reader (which speaks value changes of the focused control only) does not speak it.
@Suite struct AnnouncementOrderTests {
    let readout = SemanticsNode.ID(7), handle = SemanticsNode.ID(9)

    @Test func theLeftControlChangesAfterTheFocusMoved() {
        let changes: [SemanticsNotification] = [
            .valueChanged(readout), .descriptionChanged(readout), .valueChanged(handle), .focusMoved(handle),
        ]
        #expect(
            AccessibilityBridge.ordered(changes, leaving: readout) == [
                .valueChanged(handle), .focusMoved(handle), .valueChanged(readout), .descriptionChanged(readout),
            ])
    }

    @Test func withoutAFocusMoveTheOrderStays() {
        let changes: [SemanticsNotification] = [.valueChanged(readout), .statesChanged(handle)]
        #expect(AccessibilityBridge.ordered(changes, leaving: readout) == changes)
        #expect(AccessibilityBridge.ordered(changes, leaving: nil) == changes)
    }
}
