// MessageCatalogue: every message the kiosk says, in the order the template lists them.

extension Message {
    /// The whole catalogue: what `kioskscan-dev messages --pot` writes, what every language's
    /// catalogue is checked against.
    public static let catalogue: [Message] =
        scannerMessages + cameraMessages + attractAndHistoryMessages + productMessages + basketMessages + staffMessages + speechMessages
        + guideMessages
        + cardProductMessages + cardPaymentMessages + cardIdentityMessages + cardPersonalMessages
}
