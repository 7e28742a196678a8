import WheelPrimitives

extension SemanticsNode {
    /// What a navigation key does to this node when it has keyboard focus, as on a desktop:
    /// on a slider Left/Down decrement and Right/Up increment, Home and End go to the ends,
    /// Page Up/Down move a tenth of the range up or down; on a (horizontal) scroll bar
    /// Left/Right step and Page Up/Down move a tenth of the range back or forward through
    /// what it scrolls, as a scroll bar pages (Page Down later, as on the content itself), and
    /// Up/Down are left to the component; on a radio group Left/Up choose the previous and
    /// Right/Down the next choice. `+` and `-` are always the component's (zoom, a scene's own
    /// setting), never a focused control's step. Nil: the key keeps its meaning for the whole
    /// component (an adjustable wheel keeps its own keys).
    public func keyboardAction(for key: NavigationKey) -> SemanticsAction? {
        switch role {
        case .slider, .scrollBar:
            let n = numericValue
            let scrollBar = role == .scrollBar
            switch key {
            case .plus, .minus: return nil
            case .up where scrollBar, .down where scrollBar: return nil
            case .left, .down: return .decrement
            case .right, .up: return .increment
            case .home: return n.map { .setValue($0.minimum) }
            case .end: return n.map { .setValue($0.maximum) }
            case .pageUp, .pageDown:
                guard let n else { return nil }
                let page = (n.maximum - n.minimum) / 10
                let forward = scrollBar ? key == .pageDown : key == .pageUp
                let v = n.value + (forward ? page : -page)
                return .setValue(min(max(v, n.minimum), n.maximum))
            }
        case .radioGroup:
            switch key {
            case .left, .up: return .decrement
            case .right, .down: return .increment
            default: return nil
            }
        default:
            return nil
        }
    }
}
