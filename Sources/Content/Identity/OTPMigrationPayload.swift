// OTPMigrationPayload: the protocol buffer of an authenticator export, walked field by field: its
// accounts counted, its batch read, nothing of an account kept.

/// A `MigrationPayload` in protocol buffers' wire format: each field a varint key (field number
/// << 3 | wire type) and then a varint (type 0), 8 bytes (1), a varint length and that many bytes
/// (2) or 4 bytes (5). Field 1 is an account (a message of its own), 3 the batch's size, 4 this
/// code's index in it from 0; the others (the version, the batch's id, what newer exports add)
/// are passed over. A refusal says what is wrong, never a byte of it.
struct OTPMigrationPayload {
    private(set) var accounts = 0
    private(set) var batchSize: Int?
    private(set) var batchIndex: Int?

    init(_ bytes: [UInt8]) throws(ContentRefusal) {
        var message = Reader(bytes: bytes[...])
        while let next = try message.next() {
            switch (next.field, next.value) {
            case (1, .bytes(let account)):
                // A well-formed message of its own, walked and dropped.
                var fields = Reader(bytes: account)
                while try fields.next() != nil {}
                accounts += 1
            case (3, .varint(let number)): batchSize = Int(clamping: number)
            case (4, .varint(let number)): batchIndex = Int(clamping: number)
            case (1, _), (3, _), (4, _): throw Reader.refusal("field \(next.field) has the wrong wire type")
            default: continue
            }
        }
    }

    enum Value {
        case varint(UInt64)
        case bytes(ArraySlice<UInt8>)
        case fixed
    }

    /// The fields of one message, in order.
    struct Reader {
        var bytes: ArraySlice<UInt8>

        static func refusal(_ what: String) -> ContentRefusal { ContentRefusal("otpauth-migration: the data is no migration payload (\(what))") }

        /// The next field; nil at the message's end.
        mutating func next() throws(ContentRefusal) -> (field: UInt64, value: Value)? {
            guard !bytes.isEmpty else { return nil }
            let key = try varint()
            let field = key >> 3
            guard field > 0 else { throw Self.refusal("a field numbered 0") }
            switch key & 7 {
            case 0: return (field, .varint(try varint()))
            case 1:
                try skip(8)
                return (field, .fixed)
            case 2:
                let length = try varint()
                guard length <= UInt64(bytes.count) else { throw Self.refusal("a field longer than what is left") }
                let value = bytes.prefix(Int(length))
                bytes = bytes.dropFirst(Int(length))
                return (field, .bytes(value))
            case 5:
                try skip(4)
                return (field, .fixed)
            default: throw Self.refusal("wire type \(key & 7)")
            }
        }

        /// A base-128 varint: at most 10 bytes, low groups first.
        mutating func varint() throws(ContentRefusal) -> UInt64 {
            var value: UInt64 = 0
            for shift in stride(from: 0, to: 64, by: 7) {
                guard let byte = bytes.popFirst() else { throw Self.refusal("cut short") }
                guard shift < 63 || byte <= 1 else { throw Self.refusal("a number past 64 bits") }
                value |= UInt64(byte & 0x7F) << UInt64(shift)
                if byte & 0x80 == 0 { return value }
            }
            throw Self.refusal("a number past 64 bits")
        }

        mutating func skip(_ count: Int) throws(ContentRefusal) {
            guard bytes.count >= count else { throw Self.refusal("cut short") }
            bytes = bytes.dropFirst(count)
        }
    }
}
