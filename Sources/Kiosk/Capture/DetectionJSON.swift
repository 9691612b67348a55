// DetectionJSON: how a detection is written in JSON lines (decode results and capture events).
import Content
import Decode
import FoundationEssentials
import Wire

extension Detection {
    /// `"text"` holds the text; a binary payload has `"text":null` and its bytes in `"base64"`;
    /// a price's currency sign, where one was read, is `"currency"`, what it is per `"unit"`.
    public var payloadMembers: [(String, JSON)] {
        var members: [(String, JSON)] = [("symbology", .string(origin.name))]
        if let text {
            members.append(("text", .string(text)))
        } else {
            members.append(("text", .null))
            members.append(("base64", .string(Data(bytes).base64EncodedString())))
        }
        if let addOn { members.append(("addon", .string(addOn))) }
        if let currency { members.append(("currency", .string(currency))) }
        if let unit { members.append(("unit", .string(unit))) }
        return members
    }

    /// The detection as a decode result: payload, corners (top-left, top-right, bottom-right,
    /// bottom-left of the code, image pixels, 1 decimal), ZBar's quality (for a number, the
    /// OCR's `confidence`, 0 to 100), the engines that read it, when they read different
    /// values at its place `"disputed":true`, and `"gs1":true` for GS1 data (FNC1 first).
    public var resultJSON: JSON { resultJSON(content: nil) }

    /// The decode result with what the code means (`"content":{…}`) after its payload; a
    /// `withheld` payload (personal data, a secret) as the capture event has it,
    /// `"text":null,"withheld":true`.
    public func resultJSON(content: ContentReading?, withheld: Bool = false) -> JSON {
        let corners = JSON.array(self.corners.corners.map { .array([.decimal($0.x, digits: 1), .decimal($0.y, digits: 1)]) })
        var members = CaptureEvent.payload(self, withheld: withheld)
        if let content { members.append(("content", content.json)) }
        members += [("corners", corners), (origin == .priceTag ? "confidence" : "quality", .integer(quality))]
        let engines = [(Detection.Engines.zbar, "zbar"), (.zxing, "zxing")].filter { readBy.contains($0.0) }
        if !engines.isEmpty { members.append(("engines", .array(engines.map { .string($0.1) }))) }
        if disputed { members.append(("disputed", .bool(true))) }
        if gs1 { members.append(("gs1", .bool(true))) }
        return .object(members)
    }
}
