// MeCardSyntax: the `KEY:value;` fields of NTT DoCoMo's MECARD and of the formats written like it
// (MATMSG, ZXing's WIFI and BIZCARD): `\` escapes the next character, `;` ends a field and an
// empty field (`;;`) ends the list. A refusal names a field by its key or place, never its value:
// a Wi-Fi code's password may be it.

enum MeCardSyntax {
    /// One field, its value as written (escapes kept, so that a caller can still split it on
    /// unescaped commas).
    struct Field {
        let key: String
        let raw: Substring
        var value: String { MeCardSyntax.unescaped(raw) }
    }

    /// The fields of `body` (the text after `MECARD:`, `WIFI:`…). `format` names the format in
    /// refusals. With `requiresEmptyField` the list must end with `;;`; otherwise a final `;`
    /// will do (ZXing's own BIZCARD example ends so).
    static func fields(_ body: Substring, format: String, requiresEmptyField: Bool = true) throws(ContentRefusal) -> [Field] {
        let scalars = body.unicodeScalars
        var fields: [Field] = []
        var number = 0
        var index = scalars.startIndex
        var fieldStart = index
        while index < scalars.endIndex {
            let scalar = scalars[index]
            if scalar == "\\" {
                index = scalars.index(after: index)
                guard index < scalars.endIndex else { throw ContentRefusal("the \(format) ends in a lone “\\”") }
            } else if scalar == ";" {
                let field = body[fieldStart..<index]
                index = scalars.index(after: index)
                if field.isEmpty {
                    let rest = body[index...]
                    guard rest.allSatisfy({ $0 == " " || $0 == "\n" || $0 == "\r" || $0 == "\r\n" || $0 == "\t" }) else {
                        throw ContentRefusal("text after the “;;” that ends the \(format)")
                    }
                    return fields
                }
                number += 1
                guard let colon = field.firstIndex(of: ":"), colon > field.startIndex else {
                    throw ContentRefusal("field \(number) of the \(format) is not a KEY:value field")
                }
                fields.append(Field(key: String(field[..<colon]), raw: field[field.index(after: colon)...]))
                fieldStart = index
                continue
            }
            index = scalars.index(after: index)
        }
        guard fieldStart == body.endIndex else {
            let named = key(of: body[fieldStart...]).map { "“\($0):…”" } ?? "(field \(number + 1))"
            throw ContentRefusal("the \(format)'s last field \(named) has no closing “;”: the code may be cut short")
        }
        guard !requiresEmptyField else { throw ContentRefusal("the \(format) does not end with “;;”") }
        return fields
    }

    /// The key of `field` as a refusal may name it: what stands before its colon when it is
    /// written as keys are (up to 8 capital letters, digits and `-`: `P`, `TEL-AV`); nil
    /// otherwise, since it may then be a piece of a value.
    static func key(of field: Substring) -> Substring? {
        guard let colon = field.firstIndex(of: ":") else { return nil }
        let key = field[..<colon]
        let isKeyCharacter = { (scalar: Unicode.Scalar) in ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "-" }
        guard (1...8).contains(key.count), key.unicodeScalars.allSatisfy(isKeyCharacter) else { return nil }
        return key
    }

    /// `raw` with each `\x` replaced by `x`.
    static func unescaped(_ raw: Substring) -> String {
        guard raw.contains("\\") else { return String(raw) }
        var text = String.UnicodeScalarView()
        var escaped = false
        for scalar in raw.unicodeScalars {
            if !escaped && scalar == "\\" {
                escaped = true
            } else {
                text.append(scalar)
                escaped = false
            }
        }
        return String(text)
    }

    /// `raw` split at each unescaped `separator`.
    static func split(_ raw: Substring, on separator: Unicode.Scalar) -> [Substring] {
        var pieces: [Substring] = []
        let scalars = raw.unicodeScalars
        var start = scalars.startIndex
        var index = start
        var escaped = false
        while index < scalars.endIndex {
            let scalar = scalars[index]
            if escaped {
                escaped = false
            } else if scalar == "\\" {
                escaped = true
            } else if scalar == separator {
                pieces.append(raw[start..<index])
                start = scalars.index(after: index)
            }
            index = scalars.index(after: index)
        }
        pieces.append(raw[start...])
        return pieces
    }

    /// `raw` without the double quotes around it when both are unescaped (`"ABCD"` → `ABCD`):
    /// ZXing's Wi-Fi format quotes a name that could pass for hex.
    static func unquoted(_ raw: Substring) -> Substring {
        guard raw.count >= 2, raw.first == "\"", raw.last == "\"" else { return raw }
        var backslashes = 0
        for character in raw.dropLast().reversed() {
            guard character == "\\" else { break }
            backslashes += 1
        }
        return backslashes % 2 == 0 ? raw.dropFirst().dropLast() : raw
    }
}
