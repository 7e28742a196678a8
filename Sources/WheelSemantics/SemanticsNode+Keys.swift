import WheelPrimitives

extension SemanticsNode {
    /// What a navigation key does to this node when it has keyboard focus, as on a desktop:
    /// on a slider or scroll bar Left/Down decrement and Right/Up increment, Home and End go
    /// to the ends, Page Up/Down move a tenth of the range; on a radio group Left/Up choose the
    /// previous and Right/Down the next choice. Nil: the key keeps its meaning for the whole
    /// component (an adjustable wheel keeps its own keys).
    public func keyboardAction(for key: NavigationKey) -> SemanticsAction? {
        switch role {
        case .slider, .scrollBar:
            let n = numericValue
            switch key {
            case .left, .down, .minus: return .decrement
            case .right, .up, .plus: return .increment
            case .home: return n.map { .setValue($0.minimum) }
            case .end: return n.map { .setValue($0.maximum) }
            case .pageUp, .pageDown:
                guard let n else { return nil }
                let page = (n.maximum - n.minimum) / 10
                let v = n.value + (key == .pageUp ? page : -page)
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
