// ScannerMessages: what the Scanner tab says: its tabs and modes, the hints under the focus
// square, a result's banner, the notices along the top.

extension Message {
    public static let tabScanner = Message("tabs.scanner", "Scanner", note: "Tab at the bottom of the screen: about 10 characters fit.")
    public static let tabHistory = Message("tabs.history", "History", note: "Tab at the bottom of the screen: about 10 characters fit.")
    public static let modeBarcode = Message("mode.barcode", "Barcode", note: "Half of the mode control above the tabs: reads barcodes and QR codes.")
    public static let modeNumber = Message("mode.number", "Number", note: "Half of the mode control above the tabs: reads a price off a shelf tag.")
    public static let numberHint = Message(
        "scanner.number-hint", "Hold the price inside the square", note: "Under the focus square in Number mode: one line.")
    public static let welcomePrice = Message(
        "scanner.welcome-price", "Scan a barcode to see its price", note: "Under the focus square of a price checker, inviting shoppers.")
    public static let welcomeBasket = Message(
        "scanner.welcome-basket", "Scan your products, then pay at the till",
        note: "Under the focus square of a self-checkout, inviting shoppers.")
    public static let bannerAddOn = Message(
        "banner.add-on", "+ {digits}-DIGIT ADD-ON", note: "After a barcode's name in capitals: the small 2- or 5-digit code beside it.")
    public static let bannerMore = Message(
        "banner.more", "+ {count} more", plural: "+ {count} more", note: "Last line of the banner: codes read at once and not listed.")
    public static let storageFull = Message(
        "notice.storage-full", "Storage full: captures are not saved ({count} waiting)",
        plural: "Storage full: captures are not saved ({count} waiting)", note: "Red strip at the top, for staff and shoppers.")
    public static let storageFailing = Message(
        "notice.storage-failing", "Storage failing: captures are not saved ({count} waiting)",
        plural: "Storage failing: captures are not saved ({count} waiting)", note: "Red strip at the top, for staff and shoppers.")
    public static let testScanArmed = Message(
        "notice.test-armed", "Test scan: the next code is shown, not kept nor delivered",
        note: "Strip at the top after staff chose Test scan on the admin screen.")
    public static let testScanShowing = Message(
        "notice.test-showing", "Test scan: not kept nor delivered", note: "Strip at the top while a test scan's result shows.")

    static let scannerMessages: [Message] = [
        .tabScanner, .tabHistory, .modeBarcode, .modeNumber, .numberHint, .welcomePrice, .welcomeBasket, .bannerAddOn, .bannerMore,
        .storageFull, .storageFailing, .testScanArmed, .testScanShowing,
    ]
}
