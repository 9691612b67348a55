// CardIdentityMessages: what the result card says about identity documents (an age, an
// expiry), boarding passes, one-time-password codes, plain text and binary data, and about a
// code that is withheld because it could not be read safely.

extension Message {
    public static let cardDriversLicence = cardTitle("drivers-licence", "Driver's licence")
    public static let cardIDCard = cardTitle("id-card", "ID card")
    public static let cardIdentityDocument = cardTitle("identity-document", "Identity document")
    public static let cardBoardingPass = cardTitle("boarding-pass", "Boarding pass")
    public static let cardOneTimePassword = cardTitle("one-time-password", "One-time password")
    public static let cardAuthenticatorExport = cardTitle("authenticator-export", "Authenticator export")
    public static let cardBinaryData = cardTitle("binary-data", "Binary data")
    public static let cardText = cardTitle("text", "Text")

    public static let cardAge = cardLabel("age", "Age")
    public static let cardExpiredLabel = cardLabel("expired", "Expired", "Before a date in the past.")
    public static let cardExpires = cardLabel("expires", "Expires", "Before a date.")
    public static let cardJurisdiction = cardLabel("jurisdiction", "Jurisdiction", "The state or country that issued a document.")
    public static let cardRoute = cardLabel("route", "Route")
    public static let cardFlight = cardLabel("flight", "Flight")
    public static let cardSeat = cardLabel("seat", "Seat")
    public static let cardPassenger = cardLabel("passenger", "Passenger")
    public static let cardBooking = cardLabel("booking", "Booking", "The booking reference.")
    public static let cardLeg = cardLabel("leg", "Leg {number}", "A flight of a journey; {number} from 2.")
    public static let cardIssuer = cardLabel("issuer", "Issuer")
    public static let cardAccount = cardLabel("account", "Account")
    public static let cardCodes = cardLabel("codes", "Codes", "How the one-time codes are made.")
    public static let cardSecret = cardLabel("secret", "Secret")
    public static let cardAccounts = cardLabel("accounts", "Accounts", "How many accounts.")
    public static let cardSecrets = cardLabel("secrets", "Secrets")
    public static let cardSize = cardLabel("size", "Size")
    public static let cardStartsWith = cardLabel("starts-with", "Starts with", "Followed by the first bytes in hexadecimal.")
    public static let cardTextLabel = cardLabel("text", "Text")
    public static let cardCharacters = cardLabel("characters", "Characters", "How many characters.")
    public static let cardNotRead = cardLabel("not-read", "Not read")

    public static let cardAge21OrOver = Message("card.value.age-21-or-over", "21 or over ({age})", note: "Value after “Age”; {age} in years.")
    public static let cardAge18To20 = Message("card.value.age-18-to-20", "18 to 20 ({age})", note: "Value after “Age”; {age} in years.")
    public static let cardAgeUnder18 = Message("card.value.age-under-18", "Under 18 ({age})", note: "Value after “Age”; {age} in years.")
    public static let cardCompliant = Message("card.value.compliant", "Compliant", note: "Value after “REAL ID” (a US standard).")
    public static let cardMateriallyCompliant = Message(
        "card.value.materially-compliant", "Materially compliant", note: "Value after “REAL ID” (a US standard).")
    public static let cardNotCompliant = Message("card.value.not-compliant", "Not compliant", note: "Value after “REAL ID” (a US standard).")
    public static let cardFlightOn = Message(
        "card.value.flight-on", "{flight}, {date}", note: "Value after “Flight”; {flight} such as LH 400, {date} a date.")
    public static let cardLegValue = Message(
        "card.value.leg", "{from} → {to}, {flight}, {date}", note: "A further flight: airports, flight and date.")
    public static let cardLegWithSeat = Message(
        "card.value.leg-with-seat", "{from} → {to}, {flight}, {date}, seat {seat}", note: "A further flight: airports, flight, date and seat.")
    public static let cardTimeBased = Message(
        "card.value.time-based", "Time-based, {digits} digits every {period} s", note: "How one-time codes are made; s: seconds.")
    public static let cardTimeBasedWith = Message(
        "card.value.time-based-with", "Time-based, {digits} digits every {period} s, {algorithm}",
        note: "How one-time codes are made; {algorithm} such as SHA256.")
    public static let cardCounterBased = Message(
        "card.value.counter-based", "Counter-based, {digits} digits", note: "How one-time codes are made.")
    public static let cardCounterBasedWith = Message(
        "card.value.counter-based-with", "Counter-based, {digits} digits, {algorithm}", note: "How one-time codes are made.")
    public static let cardNotShown = Message("card.value.not-shown", "Not shown", note: "Value: a secret the card never shows.")
    public static let cardOneOf = Message("card.value.one-of", "{index} of {size}", note: "Value after “Code”: the 2nd of 3 codes.")
    public static let cardBytes = Message("card.value.bytes", "{count} byte", plural: "{count} bytes", note: "Value after “Size”.")
    public static let cardDataBreaksStandard = Message(
        "card.value.breaks-standard", "its data breaks the standard; it is not shown", note: "Value after “Not read” on an identity document.")
    public static let cardMayHoldSecret = Message(
        "card.value.may-hold-secret", "it breaks its format and may hold a secret; it is not shown",
        note: "Value after “Not read” on a code such as a Wi-Fi network's.")

    public static let cardWarningExpired = Message("card.warning.expired-document", "Expired", note: "Warning on the card, in capitals.")
    public static let cardWarningNotRead = Message("card.warning.not-read", "Not read", note: "Warning on the card, in capitals.")
    public static let cardFlightPassed = Message("card.warning.flight-passed", "The flight date has passed", note: "Warning on the card.")
    public static let cardNoConditionalMark = Message(
        "card.warning.no-conditional-mark",
        "No \">\" before the conditional items (IATA Resolution 792): no date of issue, the year is estimated",
        note: "Warning on a boarding pass's card.")

    static let cardIdentityMessages: [Message] = [
        .cardDriversLicence, .cardIDCard, .cardIdentityDocument, .cardBoardingPass, .cardOneTimePassword, .cardAuthenticatorExport,
        .cardBinaryData, .cardText, .cardAge, .cardExpiredLabel, .cardExpires, .cardJurisdiction, .cardRoute, .cardFlight, .cardSeat,
        .cardPassenger, .cardBooking, .cardLeg, .cardIssuer, .cardAccount, .cardCodes, .cardSecret, .cardAccounts, .cardSecrets, .cardSize,
        .cardStartsWith, .cardTextLabel, .cardCharacters, .cardNotRead, .cardAge21OrOver, .cardAge18To20, .cardAgeUnder18, .cardCompliant,
        .cardMateriallyCompliant, .cardNotCompliant, .cardFlightOn, .cardLegValue, .cardLegWithSeat, .cardTimeBased, .cardTimeBasedWith,
        .cardCounterBased, .cardCounterBasedWith, .cardNotShown, .cardOneOf, .cardBytes, .cardDataBreaksStandard, .cardMayHoldSecret,
        .cardWarningExpired, .cardWarningNotRead, .cardFlightPassed, .cardNoConditionalMark,
    ]
}
