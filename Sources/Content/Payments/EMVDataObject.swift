// EMVDataObject: the ID–length–value walk of EMV merchant-presented QR codes (EMV QRCPS MPM v1.1,
// 3.2 and 4.3–4.4): a two-digit ID, a two-digit length counted in characters, then the value.

/// One data object: its two-digit ID and its value.
public struct EMVDataObject: Sendable, Equatable {
    public let id: String
    public let value: String

    public init(id: String, value: String) {
        self.id = id
        self.value = value
    }

    /// The ID as a number (`"26"` → 26).
    public var number: Int { Int(id) ?? -1 }

    /// The data objects of `text` in their order. `place` names where they are (`the payload`,
    /// `template 62`) in the refusal when the structure breaks: an ID or a length that is not two
    /// digits, a length of 00 or one that runs past the end, or an ID given twice (4.3.1.2).
    static func walk(_ text: String, in place: String) throws(ContentRefusal) -> [EMVDataObject] {
        // Lengths count characters, not bytes (4.4.1.1): "最佳运输" has length 04.
        let scalars = Array(text.unicodeScalars)
        var objects: [EMVDataObject] = []
        var index = 0
        func string(_ range: Range<Int>) -> String { String(String.UnicodeScalarView(scalars[range])) }
        while index < scalars.count {
            guard index + 4 <= scalars.count else {
                throw ContentRefusal(
                    "\(place): \(string(index..<scalars.count).debugDescription) at character \(index + 1) is too short for an ID and a length")
            }
            let id = string(index..<index + 2)
            let length = string(index + 2..<index + 4)
            guard PaymentText.isASCIIDigits(id) else {
                throw ContentRefusal("\(place): the ID \(id.debugDescription) at character \(index + 1) is not two digits")
            }
            guard PaymentText.isASCIIDigits(length), let count = Int(length) else {
                throw ContentRefusal("\(place): the length \(length.debugDescription) of data object \(id) is not two digits")
            }
            guard count > 0 else { throw ContentRefusal("\(place): data object \(id) has length 00; a value has 1 to 99 characters") }
            let remaining = scalars.count - index - 4
            guard count <= remaining else {
                throw ContentRefusal("\(place): data object \(id) has length \(length) but only \(remaining) characters follow")
            }
            guard !objects.contains(where: { $0.id == id }) else { throw ContentRefusal("\(place): data object \(id) appears twice") }
            objects.append(EMVDataObject(id: id, value: string(index + 4..<index + 4 + count)))
            index += 4 + count
        }
        return objects
    }
}

extension [EMVDataObject] {
    /// The value of the data object `id`, if present.
    subscript(id id: String) -> String? { first { $0.id == id }?.value }
}
