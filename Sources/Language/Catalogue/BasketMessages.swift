// BasketMessages: what the self-checkout's basket panel and pay screen say.

extension Message {
    public static let basketTitle = Message(
        "basket.title", "BASKET", note: "Heading of the empty basket panel, in capitals where the script has them.")
    public static let basketTitleCount = Message(
        "basket.title-count", "BASKET · {count} ITEM", plural: "BASKET · {count} ITEMS",
        note: "Heading of the basket panel, in capitals where the script has them.")
    public static let basketEmptyHint = Message(
        "basket.empty-hint", "Scan a product to add it", note: "In the empty basket panel: two lines at most.")
    public static let basketTotal = Message("basket.total", "Total", note: "Beside the basket's total amount.")
    public static let basketPay = Message(
        "basket.pay", "Pay at the till", note: "The basket's button: the shopper pays at a till with the code shown next.")
    public static let basketStaffApproval = Message(
        "basket.staff-approval", "Staff approval", note: "Line of the basket: an age-restricted product needs a member of staff.")
    public static let basketApprovedBy = Message(
        "basket.approved-by", "Approved by {name}", note: "Line of the basket after the age check; {name} is the staff member's name.")
    public static let basketEmptying = Message(
        "basket.emptying", "Emptying in {count} s · tap to keep", plural: "Emptying in {count} s · tap to keep",
        note: "Warning over a basket left alone; s is seconds.")
    public static let basketCurrencyChanged = Message(
        "basket.currency-changed", "Basket emptied · prices are now in {currency}",
        note: "Notice when the catalog's currency changed; {currency} is a code such as EUR.")
    public static let basketNotAdded = Message(
        "basket.not-added", "Not added · please ask a member of staff", note: "Notice when a scanned product cannot go into the basket.")
    public static let basketAgePayAtTill = Message(
        "basket.age-pay-at-till", "Age check: please pay at a till", note: "Notice when no member of staff could approve an age-restricted basket.")
    public static let payTitle = Message(
        "pay.title", "Show this code to the till's scanner", note: "Above the large code of the pay screen.")
    public static let payTotal = Message(
        "pay.total", "Total {total} · {count} item", plural: "Total {total} · {count} items",
        note: "Under the pay screen's code; {total} is the amount.")
    public static let payTooLarge = Message(
        "pay.too-large", "The basket is too large for one code: please ask a member of staff",
        note: "On the pay screen instead of the code.")
    public static let payDone = Message("pay.done", "Done", note: "The pay screen's button: back to scanning.")

    static let basketMessages: [Message] = [
        .basketTitle, .basketTitleCount, .basketEmptyHint, .basketTotal, .basketPay, .basketStaffApproval, .basketApprovedBy, .basketEmptying,
        .basketCurrencyChanged, .basketNotAdded, .basketAgePayAtTill, .payTitle, .payTotal, .payTooLarge, .payDone,
    ]
}
