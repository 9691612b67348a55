// OCRError: why the OCR engine could not start, naming the Tesseract call and the data it wanted.

/// Tesseract reports failure with a return code and a message on standard error, not an errno:
/// the description names the call, the language and where the data was looked for.
public struct OCRError: Error, CustomStringConvertible, Equatable, Sendable {
    public let description: String
    /// The Tesseract call that failed (`TessBaseAPIInit3`).
    public let call: String

    public init(_ description: String, call: String) {
        self.description = description
        self.call = call
    }
}
