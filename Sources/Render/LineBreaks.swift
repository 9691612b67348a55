// LineBreaks: where a line of text may end, by the rules of its script: ICU's line break
// iterator (libicuuc, UAX #14 with dictionaries), asked once per text.
import CICU

/// Finds where a line may end: Unicode's line breaking algorithm (UAX #14) as ICU implements it
/// (Debian's libicu, the data in libicudata). Latin, Greek, Cyrillic, Arabic, Hebrew, Devanagari
/// and Hangul break after spaces (and after a hyphen or a slash); Chinese and Japanese between
/// ideographs and kana, but never before a closing mark (。、」）), a small kana (ゃ ッ) or a
/// prolonged sound mark (ー), nor after an opening one (「（): ICU's root rules are the strict
/// kinsoku of JIS X 4051 and CSS `line-break: strict`; Thai (no spaces between words) between
/// words, found in ICU's Thai dictionary. HarfBuzz and FriBidi shape the lines once broken.
/// One iterator, reused for every text (opening one loads the rules); its owner closes it.
final class LineBreaker {
    private let iterator: OpaquePointer?
    /// Why ICU's iterator could not be opened (nil when it could): lines then break after
    /// spaces only, as they did before ICU.
    let problem: String?

    /// An iterator with ICU's root rules: the rules above hold in every locale, and the
    /// kiosk's words need no locale's tailoring (`ja@lb=loose` would allow more, not fewer).
    init(locale: String = "") {
        var status = U_ZERO_ERROR
        let opened = kiosk_ubrk_open_line(locale, &status)
        if kiosk_u_failure(status) != 0 || opened == nil {
            if let opened { kiosk_ubrk_close(opened) }
            iterator = nil
            problem = "ubrk_open(UBRK_LINE) failed: " + String(cString: kiosk_u_error_name(status))
        } else {
            iterator = opened
            problem = nil
        }
    }

    deinit {
        if let iterator { kiosk_ubrk_close(iterator) }
    }

    /// The indices of `characters` (grapheme clusters) at which a new line may start,
    /// ascending, neither 0 nor the count: each after the spaces that end the line before it.
    /// A boundary ICU finds inside a cluster is not one (a line never ends mid-glyph).
    func opportunities(in characters: [Character]) -> [Int] {
        guard let iterator, characters.count > 1 else { return Self.afterSpaces(characters) }
        // Where each character starts in UTF-16, the units ICU counts in.
        var starts: [Int32] = []
        starts.reserveCapacity(characters.count + 1)
        var units: [UInt16] = []
        units.reserveCapacity(characters.count)
        for character in characters {
            starts.append(Int32(units.count))
            units.append(contentsOf: character.utf16)
        }
        var found: [Int] = []
        var status = U_ZERO_ERROR
        units.withUnsafeBufferPointer { text in
            kiosk_ubrk_set_text(iterator, text.baseAddress, Int32(text.count), &status)
            guard kiosk_u_failure(status) == 0 else { return }
            // Boundaries and character starts both ascend: walk them together.
            var character = 0
            _ = kiosk_ubrk_first(iterator)
            var boundary = kiosk_ubrk_next(iterator)
            while boundary >= 0, boundary < Int32(text.count) {
                while character < starts.count, starts[character] < boundary { character += 1 }
                if character < starts.count, starts[character] == boundary, character > 0 { found.append(character) }
                boundary = kiosk_ubrk_next(iterator)
            }
        }
        // The text is the iterator's no longer (it is freed on return).
        kiosk_ubrk_set_text(iterator, nil, 0, &status)
        return kiosk_u_failure(status) == 0 ? found : Self.afterSpaces(characters)
    }

    /// The start of each word after a run of spaces: the breaks without ICU.
    static func afterSpaces(_ characters: [Character]) -> [Int] {
        characters.indices.dropFirst().filter { characters[$0 - 1].isWhitespace && !characters[$0].isWhitespace }
    }
}
