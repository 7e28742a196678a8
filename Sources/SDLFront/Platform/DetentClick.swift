import Foundation

/// The wheel's detent click, as UIPickerView clicks when a row passes the selection: a short
/// synthesized tick (no audio file), and the rules for when one plays. Pure and deterministic:
/// the audio device only queues the samples made here (see ``DetentSound``).
enum DetentClick {
    /// Length of one click, seconds.
    static let duration = 0.012
    /// Decay time constant of the tick's envelope, seconds.
    static let decay = 0.0022
    /// Pitch of the tick at rest and at ``fullSpeed`` and above, hertz.
    static let pitchRange = 1_900.0...3_400.0
    /// Peak amplitude at rest and at ``fullSpeed`` and above (full scale 1).
    static let volumeRange = 0.32...0.5
    /// Items per second from which a click has its highest pitch and volume.
    static let fullSpeed = 30.0
    /// The shortest time between two clicks, seconds: at most 40 clicks a second, however
    /// fast the items pass (beyond that the ear hears a buzz, not detents).
    static let minimumInterval = 0.025

    /// How far a wheel turning at `itemsPerSecond` is towards ``fullSpeed`` (0...1).
    static func intensity(itemsPerSecond: Double) -> Double {
        let s = abs(itemsPerSecond)
        return s.isFinite ? min(1, s / fullSpeed) : 1
    }

    /// The click's samples (mono, full scale ±1) at `sampleRate` for a wheel turning at
    /// `itemsPerSecond`: a sine burst at a pitch rising with the speed, under an exponential
    /// decay, with a 0.3 ms attack so it does not pop; louder with the speed.
    static func samples(sampleRate: Int, itemsPerSecond: Double) -> [Float] {
        guard sampleRate > 0 else { return [] }
        let k = intensity(itemsPerSecond: itemsPerSecond)
        let pitch = pitchRange.lowerBound + (pitchRange.upperBound - pitchRange.lowerBound) * k
        let volume = volumeRange.lowerBound + (volumeRange.upperBound - volumeRange.lowerBound) * k
        let n = Int((duration * Double(sampleRate)).rounded())
        let attack = 0.0003
        var out = [Float](repeating: 0, count: n)
        for i in 0..<n {
            let t = Double(i) / Double(sampleRate)
            let envelope = min(1, t / attack) * exp(-t / decay)
            // A second partial an octave and a fifth up gives the tick its wooden edge.
            let tone = 0.8 * sin(2 * Double.pi * pitch * t) + 0.2 * sin(2 * Double.pi * pitch * 3 * t)
            out[i] = Float(volume * envelope * tone)
        }
        return out
    }

    /// When clicks play: one per centred-item change, but not within ``minimumInterval`` of
    /// the last one (changes in between are passed over silently).
    struct Gate: Sendable {
        /// When the last click played, seconds.
        private(set) var lastClick = -Double.infinity

        /// Whether a change at `time` (seconds) clicks; if so it counts as the last click.
        mutating func admit(at time: Double) -> Bool {
            guard time.isFinite, time - lastClick >= DetentClick.minimumInterval - 1e-9 else { return false }
            lastClick = time
            return true
        }
    }
}
