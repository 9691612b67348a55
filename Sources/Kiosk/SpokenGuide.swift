// SpokenGuide: with `speak = guide`, what the kiosk says as a person moves through its screens
// by keys: the screen when it changes, the control the focus ring comes to, where they are and
// what the keys do on Help, the last thing said again on Repeat.
import Input
import Scene

/// Remembers what was said, so a key says only what changed.
final class SpokenGuide {
    /// The screens a person can be on, as far as what is said goes.
    enum Screen: Equatable {
        case scanner
        /// A capture's result over the scanner.
        case result(Int)
        case history
        case historyEntry(Int)
        case languages
        case pay
        case ageCheck
        /// Staff's screens, the attract screen: not guided.
        case other
    }

    private var screen: Screen?
    /// The control the ring was on, and what was said of it (said again when it changes: a
    /// basket line one fewer, a mode now selected).
    private var focus: FocusTarget?
    private var control: String?
    /// The last thing said (Repeat says it again).
    private(set) var lastSaid: String?

    /// What to say after `key`: on Help, where the person is, the control they are on and what
    /// the keys do; on Repeat, the last thing said; else the screen if it changed and the
    /// control if the ring moved. Nil: nothing new.
    func said(
        after key: KeyAction, screen now: Screen, focus ring: FocusTarget?, screenPhrase: (Screen) -> String?,
        controlPhrase: (FocusTarget) -> String?, help: String
    ) -> String? {
        let controlNow = ring.flatMap(controlPhrase)
        defer {
            screen = now
            focus = ring
            control = controlNow
        }
        var parts: [String] = []
        switch key {
        case .again: return lastSaid
        case .help:
            let place = screenPhrase(now)
            parts = [place, controlNow == place ? nil : controlNow, help].compactMap { $0 }
        default:
            if now != screen, let phrase = screenPhrase(now) { parts.append(phrase) }
            if let controlNow, ring != focus || controlNow != control || now != screen, !parts.contains(controlNow) { parts.append(controlNow) }
        }
        guard !parts.isEmpty else { return nil }
        // Each part a sentence of its own (a pause): a full stop where its language has none.
        let text = parts.map { part in part.last.map(Self.sentenceEnds.contains) == true ? part : part + "." }.joined(separator: " ")
        lastSaid = text
        return text
    }

    /// Marks that end a sentence in the catalogue's languages (Devanagari's danda, CJK's full stop).
    static let sentenceEnds: Set<Character> = [".", "!", "?", "。", "।", "؟", "…"]

    /// A touch or the attract screen: the next key says the screen again.
    func forget() {
        screen = nil
        focus = nil
        control = nil
    }
}
