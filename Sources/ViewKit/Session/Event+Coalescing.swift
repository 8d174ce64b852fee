extension Event {
    /// Whether this event, arriving while `earlier` still waits to be applied, makes `earlier`
    /// pointless: both set the same control's value (a slider's, a field's text, a drag's point),
    /// so only the newest matters. Taps, Return, focus changes, touch starts and ends, and Back
    /// always count on their own.
    public func supersedes(_ earlier: Event) -> Bool {
        guard kind == earlier.kind, target == earlier.target else { return false }
        switch kind {
        case .change, .input, .touchMoved: return true
        default: return false
        }
    }
}
