// ShownEnglish: what a screen text says in English, so a test asserts the exact words shown.
import Language

/// `text` as an English-speaking shopper reads it; nil for none.
func english(_ text: ShownText?) -> String? { text.map { Wording.english($0) } }

/// `texts` as an English-speaking shopper reads them.
func english(_ texts: [ShownText]?) -> [String]? { texts?.map { Wording.english($0) } }
