// SoundError: why a sound could not be made (alsa-lib or espeak-ng missing, a device that cannot
// be opened or fails), in words fit for the kiosk's log.

/// `snd_pcm_open failed on hw:CARD=Nope: No such file or directory (-2)`.
public struct SoundError: Error, CustomStringConvertible, Equatable, Sendable {
    public let description: String

    public init(_ description: String) { self.description = description }
}
