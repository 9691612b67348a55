// ALSAPlayback: one ALSA PCM opened for playback (alsa-lib, opened on demand): 16-bit
// interleaved samples at the rate and channel count the device takes nearest to those asked.
import CALSA

/// A playback PCM, open from `init` until `deinit`. Blocking: used on the sound thread only.
final class ALSAPlayback {
    let device: String
    /// What the device took: samples per second and channels (mono asked; a device that only
    /// plays stereo gets each sample twice).
    let rate: Int
    let channels: Int
    private let pcm: OpaquePointer
    /// Frames handed to alsa-lib at a time: between two, a stop is noticed (about 21 ms at 48 kHz).
    private static let chunk = 1024

    /// Opens alsa-lib: nil when it is open, else why not with the Debian package that has it.
    static func loadLibrary() -> String? {
        var message = [CChar](repeating: 0, count: 512)
        guard kiosk_alsa_load(&message, message.count) == 0 else {
            kiosk_alsa_quiet_errors()
            return nil
        }
        return String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            + " (Debian package: libasound2)"
    }

    /// Opens `device` (an ALSA PCM name: `default`, `plughw:CARD=Headphones`, `hw:1,0`) at
    /// `rate`, or the nearest the device takes. alsa-lib must be loaded (`loadLibrary`).
    init(device: String, rate: Int = 48_000) throws(SoundError) {
        self.device = device
        var opened: OpaquePointer?
        // Opened non-blocking: a device another program holds answers EBUSY at once, where a
        // blocking open waits until it is let go (and the sound thread could never be stopped).
        try Self.check("snd_pcm_open", device, snd_pcm_open(&opened, device, SND_PCM_STREAM_PLAYBACK, SND_PCM_NONBLOCK))
        guard let pcm = opened else { throw SoundError("snd_pcm_open gave no PCM for \(device)") }
        var params: OpaquePointer?
        do {
            // Then blocking writes: the thread waits for room in the buffer, never spins.
            try Self.check("snd_pcm_nonblock", device, snd_pcm_nonblock(pcm, 0))
            try Self.check("snd_pcm_hw_params_malloc", device, snd_pcm_hw_params_malloc(&params))
            defer { snd_pcm_hw_params_free(params) }
            try Self.check("snd_pcm_hw_params_any", device, snd_pcm_hw_params_any(pcm, params))
            try Self.check("snd_pcm_hw_params_set_access", device, snd_pcm_hw_params_set_access(pcm, params, SND_PCM_ACCESS_RW_INTERLEAVED))
            try Self.check("snd_pcm_hw_params_set_format (S16_LE)", device, snd_pcm_hw_params_set_format(pcm, params, SND_PCM_FORMAT_S16_LE))
            var channels: UInt32 = 1
            try Self.check("snd_pcm_hw_params_set_channels_near", device, snd_pcm_hw_params_set_channels_near(pcm, params, &channels))
            // alsa-lib may convert the rate (its plug layer) when the device cannot play it.
            _ = snd_pcm_hw_params_set_rate_resample(pcm, params, 1)
            var taken = UInt32(rate)
            var direction: Int32 = 0
            try Self.check("snd_pcm_hw_params_set_rate_near", device, snd_pcm_hw_params_set_rate_near(pcm, params, &taken, &direction))
            // A tenth of a second of buffer: a sound starts at once, and a stop is heard soon.
            var buffer: UInt32 = 100_000
            _ = snd_pcm_hw_params_set_buffer_time_near(pcm, params, &buffer, &direction)
            try Self.check("snd_pcm_hw_params", device, snd_pcm_hw_params(pcm, params))
            self.rate = Int(taken)
            self.channels = Int(channels)
        } catch {
            snd_pcm_close(pcm)
            throw error
        }
        self.pcm = pcm
    }

    deinit {
        snd_pcm_close(pcm)
    }

    /// Plays 16-bit mono `samples` at `rate` per second to the end (`snd_pcm_drain`), or until
    /// `cancelled` says to stop (what is buffered is dropped). Throws when the device fails
    /// (unplugged: ENODEV): close it and open it again later.
    func play(_ samples: [Int16], rate: Int, cancelled: () -> Bool) throws(SoundError) {
        let frames = PCMSamples.interleaved(PCMSamples.resample(samples, from: rate, to: self.rate), channels: channels)
        let state = snd_pcm_state(pcm)
        if state != SND_PCM_STATE_PREPARED && state != SND_PCM_STATE_RUNNING {
            try Self.check("snd_pcm_prepare", device, snd_pcm_prepare(pcm))
        }
        var written = 0
        let total = frames.count / channels
        while written < total {
            if cancelled() {
                _ = snd_pcm_drop(pcm)
                return
            }
            let count = min(Self.chunk, total - written)
            let result = frames.withUnsafeBufferPointer { buffer in
                snd_pcm_writei(pcm, buffer.baseAddress! + written * channels, snd_pcm_uframes_t(count))
            }
            if result >= 0 {
                written += Int(result)
                continue
            }
            // An underrun (EPIPE) or a suspend (ESTRPIPE) is recovered from; anything else ends it.
            try Self.check("snd_pcm_writei", device, snd_pcm_recover(pcm, Int32(result), 1))
        }
        _ = snd_pcm_drain(pcm)
    }

    /// Throws for a negative (`-errno`) alsa-lib result, in alsa-lib's words.
    private static func check(_ call: String, _ device: String, _ result: Int32) throws(SoundError) {
        guard result < 0 else { return }
        throw SoundError("\(call) failed on \(device): \(String(cString: snd_strerror(result))) (\(result))")
    }
}
