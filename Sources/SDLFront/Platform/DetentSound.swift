import CSDL2
import Foundation

/// Plays the wheel's detent clicks through SDL audio: a mono float queue on the default
/// output device, fed one click at a time (``DetentClick``). Made only in a window and unless
/// `--mute`; when there is no audio device (or SDL's dummy audio driver) it is silent and
/// harmless: ``open()`` returns nil, or the queue plays to nowhere.
final class DetentSound {
    private let device: SDL_AudioDeviceID
    private let sampleRate: Int
    private var gate = DetentClick.Gate()
    /// Clicks already made, by intensity step (0...8), so a fling makes no new arrays.
    private var cache: [Int: [Float]] = [:]

    /// At most this much sound may wait in the queue, seconds: a click beyond it is dropped
    /// rather than played late.
    static let maximumQueued = 0.03

    private init(device: SDL_AudioDeviceID, sampleRate: Int) {
        self.device = device
        self.sampleRate = sampleRate
    }

    /// Opens the default output device (48 kHz mono float), or nil when SDL has no audio
    /// (no device, no driver): the app then runs silently.
    static func open() -> DetentSound? {
        // Audio libraries write their own complaints to stderr when there is no sound card
        // (ALSA: "cannot find card '0'"); without a device the app is silent, messages too.
        return withStandardErrorSilenced(openDevice)
    }

    /// Runs `body` with file descriptor 2 pointed at /dev/null (restored after).
    private static func withStandardErrorSilenced<T>(_ body: () -> T) -> T {
        let saved = dup(2)
        let null = Glibc.open("/dev/null", O_WRONLY)
        guard saved >= 0, null >= 0 else {
            if saved >= 0 { close(saved) }
            if null >= 0 { close(null) }
            return body()
        }
        fflush(stderr)
        dup2(null, 2)
        close(null)
        defer {
            fflush(stderr)
            dup2(saved, 2)
            close(saved)
        }
        return body()
    }

    private static func openDevice() -> DetentSound? {
        guard SDL_InitSubSystem(UInt32(SDL_INIT_AUDIO)) == 0 else { return nil }
        var want = SDL_AudioSpec()
        want.freq = 48_000
        want.format = SDL_AudioFormat(AUDIO_F32SYS)
        want.channels = 1
        want.samples = 512
        want.callback = nil
        var have = SDL_AudioSpec()
        let device = SDL_OpenAudioDevice(nil, 0, &want, &have, 0)
        guard device != 0 else {
            SDL_QuitSubSystem(UInt32(SDL_INIT_AUDIO))
            return nil
        }
        SDL_PauseAudioDevice(device, 0)
        return DetentSound(device: device, sampleRate: Int(have.freq))
    }

    /// A centred-item change at `time` (seconds) on a wheel turning at `itemsPerSecond`:
    /// clicks unless within ``DetentClick/minimumInterval`` of the last click.
    func centredItemChanged(at time: Double, itemsPerSecond: Double) {
        guard gate.admit(at: time) else { return }
        guard queuedSeconds <= Self.maximumQueued else { return }
        let step = Int((DetentClick.intensity(itemsPerSecond: itemsPerSecond) * 8).rounded())
        let click: [Float]
        if let c = cache[step] {
            click = c
        } else {
            click = DetentClick.samples(sampleRate: sampleRate, itemsPerSecond: Double(step) / 8 * DetentClick.fullSpeed)
            cache[step] = click
        }
        click.withUnsafeBytes { raw in
            _ = SDL_QueueAudio(device, raw.baseAddress, UInt32(raw.count))
        }
    }

    /// The sound waiting in the device's queue, seconds.
    var queuedSeconds: Double {
        Double(SDL_GetQueuedAudioSize(device)) / Double(MemoryLayout<Float>.size * sampleRate)
    }

    deinit {
        SDL_CloseAudioDevice(device)
        SDL_QuitSubSystem(UInt32(SDL_INIT_AUDIO))
    }
}
