// EMVMerchantPayment: an EMV merchant-presented QR code (EMV QR Code Specification for Payment
// Systems, Merchant-Presented Mode, v1.1): who is paid, how much in which currency, through which
// payment schemes, and whether its CRC matches.

/// A merchant-presented payment code: PIX, PayNow/SGQR, PromptPay, DuitNow, BharatQR, VietQR,
/// QRIS, FPS and every other scheme built on EMVCo's data objects.
public struct EMVMerchantPayment: ContentKind {
    public static let typeName = "emv"

    /// A merchant account information object (IDs 02–51), or an unreserved template (80–99).
    public struct MerchantAccount: Sendable, Equatable {
        public let id: String
        /// The payment system: by the ID for 02–25, by the globally unique identifier for a
        /// template, or that identifier itself when it names no scheme known here.
        public let scheme: String
        /// Sub-ID 00 of a template: an AID, a UUID or a reverse domain name.
        public let globalIdentifier: String?
        /// The value as the code gives it.
        public let value: String
        /// A template's data objects; nil for a primitive object (02–25).
        public let dataObjects: [EMVDataObject]?
    }

    /// ID 01: whether the code is shown for many payments or made for this one (4.7.2).
    public enum PointOfInitiation: String, Sendable {
        case reusable = "11"
        case singleUse = "12"
    }

    /// IDs 55–57 (4.7.6–4.7.8).
    public enum Tip: Sendable, Equatable {
        /// 55 = 01: the payer is asked for a tip.
        case prompted
        /// 55 = 02: a fixed convenience fee (56), in the transaction currency.
        case fixedFee(String)
        /// 55 = 03: a convenience fee in percent (57), 00.01 to 99.99.
        case percentageFee(String)
    }

    /// ID 62 (Table 3.7). A value of `***` asks the payer's app to obtain it.
    public struct AdditionalData: Sendable, Equatable {
        public let billNumber: String?
        public let mobileNumber: String?
        public let storeLabel: String?
        public let loyaltyNumber: String?
        public let referenceLabel: String?
        public let customerLabel: String?
        public let terminalLabel: String?
        public let purpose: String?
        /// ID 09: what the payer's app provides: `A` address, `M` mobile number, `E` email.
        public let consumerDataRequest: String?
        /// Every data object of the template, the payment-system specific ones (50–99) included.
        public let dataObjects: [EMVDataObject]
    }

    /// ID 64 (Table 3.8): the merchant in its local language.
    public struct AlternateLanguage: Sendable, Equatable {
        /// ISO 639 (`ZH`).
        public let language: String
        public let merchantName: String
        public let merchantCity: String?
    }

    public let pointOfInitiation: PointOfInitiation?
    /// IDs 02–51, in the code's order; at least one.
    public let merchantAccounts: [MerchantAccount]
    /// ID 52, ISO 18245.
    public let merchantCategoryCode: String?
    /// ID 53: the ISO 4217 number (`986`).
    public let currencyNumber: String
    /// The currency of `currencyNumber`, when ISO4217Currency's table has it.
    public let currency: ISO4217Currency?
    /// ID 54 as the code writes it (`23.72`, `98.`); nil when the payer enters the amount.
    public let amount: String?
    public let tip: Tip?
    /// ID 58, ISO 3166-1 alpha-2.
    public let countryCode: String
    public let merchantName: String?
    public let merchantCity: String?
    public let postalCode: String?
    public let additionalData: AdditionalData?
    public let alternateLanguage: AlternateLanguage?
    /// IDs 80–99, each with its globally unique identifier.
    public let unreservedTemplates: [MerchantAccount]
    /// Every data object under the root, in order (the RFU ones, 65–79, included).
    public let dataObjects: [EMVDataObject]
    /// ID 63 as the code writes it.
    public let crc: String
    /// The CRC of the payload up to and including `6304` (4.7.3), in four hexadecimal digits.
    public let computedCRC: String
    /// The values longer than EMVCo allows (a 31-character merchant name, a 16-character city):
    /// `merchant name (ID 59) has 31 characters, 25 at most`. Real codes break these limits and
    /// still parse, and a till can use them, so they are read with a warning, not refused.
    public let lengthsOverLimit: [String]
    public var crcValid: Bool { crc.uppercased() == computedCRC }

    /// The schemes of the merchant accounts, each named once, in the code's order.
    public var schemes: [String] {
        var names: [String] = []
        for account in merchantAccounts where !names.contains(account.scheme) { names.append(account.scheme) }
        return names
    }

    public static func parse(_ payload: ContentPayload, context: ContentContext) throws(ContentRefusal) -> EMVMerchantPayment? {
        guard PaymentText.fromQRCode(payload), claims(payload.bytes) else { return nil }
        guard let text = PaymentText.utf8(payload.bytes) else {
            throw ContentRefusal("the payload is not UTF-8 text (EMV codes are UTF-8, 4.12.1.2)")
        }
        let objects = try EMVDataObject.walk(text, in: "the payload")
        guard objects.first?.value == "01" else {
            throw ContentRefusal("the payload format indicator is \(objects[0].value.debugDescription); EMV MPM v1.1 defines only \"01\"")
        }
        guard let last = objects.last, last.id == "63" else {
            throw ContentRefusal(objects.contains { $0.id == "63" } ? "the CRC (ID 63) is not the last data object" : "there is no CRC (ID 63)")
        }
        guard last.value.count == 4, last.value.allSatisfy(\.isHexDigit) else {
            throw ContentRefusal("the CRC \(last.value.debugDescription) is not four hexadecimal digits")
        }
        // The CRC covers every byte up to and including the "6304" before its value.
        let computed = CheckDigits.crc16CCITTFalse(payload.bytes.dropLast(4))
        return try EMVMerchantPayment(objects: objects, computedCRC: computed)
    }

    /// `000201` (the payload format indicator, first), or another indicator in a payload that
    /// ends with a CRC data object: either way a merchant-presented code.
    private static func claims(_ bytes: [UInt8]) -> Bool {
        if bytes.starts(with: Array("000201".utf8)) { return true }
        guard bytes.count >= 14, bytes.starts(with: Array("0002".utf8)), bytes[4...5].allSatisfy({ (0x30...0x39).contains($0) }) else {
            return false
        }
        let tail = bytes.suffix(8)
        return tail.starts(with: Array("6304".utf8)) && tail.dropFirst(4).allSatisfy { Character(Unicode.Scalar($0)).isHexDigit }
    }

    private init(objects: [EMVDataObject], computedCRC: UInt16) throws(ContentRefusal) {
        var overLimit: [String] = []
        dataObjects = objects
        crc = objects[objects.count - 1].value
        let hex = String(computedCRC, radix: 16, uppercase: true)
        self.computedCRC = String(repeating: "0", count: 4 - hex.count) + hex

        if let method = objects[id: "01"] {
            guard let point = PointOfInitiation(rawValue: method) else {
                throw ContentRefusal("the point of initiation method is \(method.debugDescription), not \"11\" or \"12\"")
            }
            pointOfInitiation = point
        } else {
            pointOfInitiation = nil
        }

        var accounts: [MerchantAccount] = []
        var unreserved: [MerchantAccount] = []
        for object in objects {
            switch object.number {
            case 2...25:
                accounts.append(
                    MerchantAccount(
                        id: object.id, scheme: EMVPaymentScheme.name(ofPrimitive: object.number), globalIdentifier: nil, value: object.value,
                        dataObjects: nil))
            case 26...51: accounts.append(try Self.template(object, overLimit: &overLimit))
            case 80...99: unreserved.append(try Self.template(object, overLimit: &overLimit))
            default: break
            }
        }
        guard !accounts.isEmpty else { throw ContentRefusal("there is no merchant account information (IDs 02–51)") }
        merchantAccounts = accounts
        unreservedTemplates = unreserved

        merchantCategoryCode = try Self.digits(objects[id: "52"], count: 4, name: "merchant category code (ID 52)")
        guard let currencyNumber = try Self.digits(objects[id: "53"], count: 3, name: "transaction currency (ID 53)") else {
            throw ContentRefusal("there is no transaction currency (ID 53)")
        }
        self.currencyNumber = currencyNumber
        currency = ISO4217Currency(numeric: currencyNumber)
        amount = try Self.amount(objects[id: "54"], name: "transaction amount (ID 54)")
        tip = try Self.tip(objects)

        guard let country = objects[id: "58"] else { throw ContentRefusal("there is no country code (ID 58)") }
        guard country.count == 2, PaymentText.isASCIIUppercaseLetters(country.uppercased()) else {
            throw ContentRefusal("the country code \(country.debugDescription) is not two letters (ISO 3166-1 alpha-2)")
        }
        countryCode = country
        merchantName = Self.text(objects[id: "59"], upTo: 25, name: "merchant name (ID 59)", overLimit: &overLimit)
        merchantCity = Self.text(objects[id: "60"], upTo: 15, name: "merchant city (ID 60)", overLimit: &overLimit)
        postalCode = Self.text(objects[id: "61"], upTo: 10, name: "postal code (ID 61)", overLimit: &overLimit)
        if let template = objects[id: "62"] {
            additionalData = try Self.additionalData(template, overLimit: &overLimit)
        } else {
            additionalData = nil
        }
        if let template = objects[id: "64"] {
            alternateLanguage = try Self.alternateLanguage(template, overLimit: &overLimit)
        } else {
            alternateLanguage = nil
        }
        lengthsOverLimit = overLimit
    }

    /// A template with a globally unique identifier in sub-ID 00 (4.7.11, 4.11), up to 32 characters.
    private static func template(_ object: EMVDataObject, overLimit: inout [String]) throws(ContentRefusal) -> MerchantAccount {
        let inner = try EMVDataObject.walk(object.value, in: "template \(object.id)")
        guard let identifier = inner[id: "00"] else {
            throw ContentRefusal("template \(object.id) has no globally unique identifier (sub-ID 00)")
        }
        _ = text(identifier, upTo: 32, name: "globally unique identifier (template \(object.id))", overLimit: &overLimit)
        let scheme = EMVPaymentScheme.name(ofGlobalIdentifier: identifier) ?? identifier
        return MerchantAccount(id: object.id, scheme: scheme, globalIdentifier: identifier, value: object.value, dataObjects: inner)
    }

    private static func digits(_ value: String?, count: Int, name: String) throws(ContentRefusal) -> String? {
        guard let value else { return nil }
        guard value.count == count, PaymentText.isASCIIDigits(value) else {
            throw ContentRefusal("the \(name) \(value.debugDescription) is not \(count) digits")
        }
        return value
    }

    /// Digits with at most one `.`, at most 13 characters, not zero (4.7.4, 4.7.7).
    private static func amount(_ value: String?, name: String) throws(ContentRefusal) -> String? {
        guard let value else { return nil }
        guard value.count <= 13, PaymentAmount.parts(value) != nil else {
            throw ContentRefusal("the \(name) \(value.debugDescription) is not digits with at most one \".\" (13 characters at most)")
        }
        guard !PaymentAmount.isZero(value) else { throw ContentRefusal("the \(name) is zero") }
        return value
    }

    /// `value`, noting in `overLimit` when it is longer than the `limit` characters EMVCo gives it
    /// (the data object tables of chapter 3: ans, variable up to `limit`).
    private static func text(_ value: String?, upTo limit: Int, name: String, overLimit: inout [String]) -> String? {
        guard let value else { return nil }
        if PaymentText.length(value) > limit { overLimit.append("\(name) has \(PaymentText.length(value)) characters, \(limit) at most") }
        return value
    }

    private static func tip(_ objects: [EMVDataObject]) throws(ContentRefusal) -> Tip? {
        let fixed = objects[id: "56"]
        let percentage = objects[id: "57"]
        switch objects[id: "55"] {
        case nil, "01":
            guard fixed == nil, percentage == nil else {
                throw ContentRefusal("a convenience fee (ID \(fixed != nil ? "56" : "57")) is given without the indicator (ID 55) that calls for it")
            }
            return objects[id: "55"] == nil ? nil : .prompted
        case "02":
            guard let fixed else { throw ContentRefusal("the tip or convenience indicator is 02 but there is no fixed fee (ID 56)") }
            guard percentage == nil else { throw ContentRefusal("the tip or convenience indicator is 02 but a percentage fee (ID 57) is given") }
            return .fixedFee(try amount(fixed, name: "convenience fee (ID 56)")!)
        case "03":
            guard let percentage else { throw ContentRefusal("the tip or convenience indicator is 03 but there is no percentage fee (ID 57)") }
            guard fixed == nil else { throw ContentRefusal("the tip or convenience indicator is 03 but a fixed fee (ID 56) is given") }
            guard percentage.count <= 5, let parts = PaymentAmount.parts(percentage), parts.integer.count <= 2, !PaymentAmount.isZero(percentage),
                parts.fraction.count <= 2
            else {
                throw ContentRefusal("the convenience fee percentage (ID 57) \(percentage.debugDescription) is not between 00.01 and 99.99")
            }
            return .percentageFee(percentage)
        case let indicator?:
            throw ContentRefusal("the tip or convenience indicator (ID 55) is \(indicator.debugDescription), not \"01\", \"02\" or \"03\"")
        }
    }

    /// ID 62 (4.8): at least one data object; 01–08 up to 25 characters; 09 a set of A, M, E.
    private static func additionalData(_ value: String, overLimit: inout [String]) throws(ContentRefusal) -> AdditionalData {
        let inner = try EMVDataObject.walk(value, in: "template 62")
        for object in inner where (1...8).contains(object.number) {
            _ = text(object.value, upTo: 25, name: "data object \(object.id) of template 62", overLimit: &overLimit)
        }
        if let request = inner[id: "09"] {
            guard request.count <= 3, request.allSatisfy({ "AME".contains($0) }), Set(request).count == request.count else {
                throw ContentRefusal("template 62: the consumer data request \(request.debugDescription) is not a set of A, M and E")
            }
        }
        return AdditionalData(
            billNumber: inner[id: "01"], mobileNumber: inner[id: "02"], storeLabel: inner[id: "03"], loyaltyNumber: inner[id: "04"],
            referenceLabel: inner[id: "05"], customerLabel: inner[id: "06"], terminalLabel: inner[id: "07"], purpose: inner[id: "08"],
            consumerDataRequest: inner[id: "09"], dataObjects: inner)
    }

    /// ID 64 (4.9): a language (00) and the merchant's name (01, up to 25 characters) in it, maybe
    /// its city (02, up to 15).
    private static func alternateLanguage(_ value: String, overLimit: inout [String]) throws(ContentRefusal) -> AlternateLanguage {
        let inner = try EMVDataObject.walk(value, in: "template 64")
        guard let language = inner[id: "00"] else { throw ContentRefusal("template 64 has no language preference (sub-ID 00)") }
        guard language.count == 2, language.allSatisfy({ $0.isASCII && $0.isLetter }) else {
            throw ContentRefusal("template 64: the language preference \(language.debugDescription) is not two letters (ISO 639)")
        }
        guard let name = inner[id: "01"] else { throw ContentRefusal("template 64 has no merchant name (sub-ID 01)") }
        _ = text(name, upTo: 25, name: "merchant name of template 64", overLimit: &overLimit)
        let city = text(inner[id: "02"], upTo: 15, name: "merchant city of template 64", overLimit: &overLimit)
        return AlternateLanguage(language: language, merchantName: name, merchantCity: city)
    }
}
