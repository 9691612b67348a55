// CardPersonalMessages: what the result card says about Wi-Fi networks, contacts, events,
// e-mail and text messages, phone numbers, places and web addresses.

extension Message {
    public static let cardWiFiNetwork = cardTitle("wifi-network", "Wi-Fi network")
    public static let cardContact = cardTitle("contact", "Contact")
    public static let cardEvent = cardTitle("event", "Event")
    public static let cardEmail = cardTitle("email", "E-mail")
    public static let cardPhoneNumber = cardTitle("phone-number", "Phone number")
    public static let cardTextMessage = cardTitle("text-message", "Text message")
    public static let cardWebAddress = cardTitle("web-address", "Web address")

    public static let cardNetwork = cardLabel("network", "Network", "A Wi-Fi network's name.")
    public static let cardSecurity = cardLabel("security", "Security")
    public static let cardPassword = cardLabel("password", "Password")
    public static let cardHiddenNetwork = cardLabel("hidden-network", "Hidden network")
    public static let cardEAPMethod = cardLabel("eap-method", "EAP method", "EAP: a Wi-Fi login method, kept as is.")
    public static let cardNoTransitionMode = cardLabel("no-transition-mode", "No transition mode", "Wi-Fi security modes that are turned off.")
    public static let cardName = cardLabel("name", "Name")
    public static let cardOrganisation = cardLabel("organisation", "Organisation")
    public static let cardPhone = cardLabel("phone", "Phone")
    public static let cardOtherPhones = cardLabel("other-phones", "Other phones")
    public static let cardEmailLabel = cardLabel("email", "E-mail")
    public static let cardJobTitle = cardLabel("job-title", "Job title")
    public static let cardWeb = cardLabel("web", "Web", "A web address.")
    public static let cardWhat = cardLabel("what", "What", "An event's summary.")
    public static let cardWhen = cardLabel("when", "When")
    public static let cardWhere = cardLabel("where", "Where")
    public static let cardDetails = cardLabel("details", "Details")
    public static let cardSubject = cardLabel("subject", "Subject")
    public static let cardOtherFields = cardLabel("other-fields", "Other fields")
    public static let cardExtension = cardLabel("extension", "Extension", "A phone extension.")
    public static let cardDialledWithin = cardLabel("dialled-within", "Dialled within", "Where a local phone number can be dialled.")
    public static let cardISDNSubaddress = cardLabel("isdn-subaddress", "ISDN subaddress")
    public static let cardNumber = cardLabel("number", "Number", "A phone number.")
    public static let cardCoordinates = cardLabel("coordinates", "Coordinates")
    public static let cardAltitude = cardLabel("altitude", "Altitude")
    public static let cardWithin = cardLabel("within", "Within", "How precise a place is: within 10 m.")
    public static let cardSearch = cardLabel("search", "Search", "A map search.")
    public static let cardPort = cardLabel("port", "Port", "A network port number.")
    public static let cardPath = cardLabel("path", "Path", "The part of a web address after its host.")
    public static let cardTracking = cardLabel("tracking", "Tracking", "Tracking parameters in a web address.")
    public static let cardHost = cardLabel("host", "Host", "A web site's name.")
    public static let cardScheme = cardLabel("scheme", "Scheme", "https, http, ftp…")

    public static let cardOpenNoPassword = Message("card.value.open", "Open, no password", note: "Value after “Security”.")
    public static let cardWEPInsecure = Message("card.value.wep", "WEP (insecure)", note: "Value after “Security”.")
    public static let cardWPAPassword = Message("card.value.wpa", "WPA password", note: "Value after “Security”.")
    public static let cardWPA2Password = Message("card.value.wpa2", "WPA2 password", note: "Value after “Security”.")
    public static let cardWPA3Password = Message("card.value.wpa3", "WPA3 (SAE) password", note: "Value after “Security”.")
    public static let cardWPA2Enterprise = Message("card.value.wpa2-eap", "WPA2-Enterprise (EAP)", note: "Value after “Security”.")
    public static let cardPasswordNone = Message("card.value.password-none", "none", note: "Value after “Password”: an open network.")
    public static let cardPasswordNotInCode = Message(
        "card.value.password-not-in-code", "not in the code", note: "Value after “Password”: the code leaves it out.")
    public static let cardYes = Message("card.value.yes", "yes", note: "Value after “Hidden network”.")
    public static let cardPublicKeyGiven = Message("card.value.public-key-given", "public key given", note: "Value after “SAE-PK”.")
    public static let cardNobodyGiven = Message("card.value.nobody-given", "nobody given", note: "Value after “To” on an e-mail.")
    public static let cardNotEncrypted = Message(
        "card.value.not-encrypted", "{scheme} (not encrypted)", note: "Value after “Scheme”; {scheme} such as http.")
    public static let cardDateAndTime = Message(
        "card.value.date-time", "{date} {time}", note: "When an event is: {date} a date, {time} such as 14:30 or 14:30–16:00 UTC.")
    public static let cardFromTo = Message("card.value.from-to", "{start} – {end}", note: "From a day or moment to another.")

    public static let cardMoreContacts = Message(
        "card.warning.more-contacts", "The code holds {count} contact; the first is shown.",
        plural: "The code holds {count} contacts; the first is shown.", note: "Warning on the card; {count} is 2 or more.")
    public static let cardMoreEvents = Message(
        "card.warning.more-events", "The code holds {count} event; the first is shown.",
        plural: "The code holds {count} events; the first is shown.", note: "Warning on the card; {count} is 2 or more.")
    public static let cardLocalNumber = Message(
        "card.warning.local-number", "A local number without its phone-context: where it can be dialled is not said.",
        note: "Warning on the card.")
    public static let cardUserInfo = Message(
        "card.warning.userinfo", "The text before “@” is not the site: the host is {host}.", note: "Warning on a web address's card.")
    public static let cardHostIPAddress = Message(
        "card.warning.host-ip", "The host is an IP address, not a name.", note: "Warning on a web address's card.")
    public static let cardHostNumber = Message(
        "card.warning.host-number", "The host is a number that browsers read as an IP address.", note: "Warning on a web address's card.")
    public static let cardHostPercentEncoded = Message(
        "card.warning.host-percent", "The host is percent-encoded: it reads {host}.", note: "Warning on a web address's card.")
    public static let cardHostMixesAlphabets = Message(
        "card.warning.host-mixed", "The host mixes alphabets in one name: it may imitate another site.", note: "Warning on a web address's card.")
    public static let cardHostInternational = Message(
        "card.warning.host-international", "The host has letters beyond ASCII: they can imitate another site's name.",
        note: "Warning on a web address's card.")

    static let cardPersonalMessages: [Message] = [
        .cardWiFiNetwork, .cardContact, .cardEvent, .cardEmail, .cardPhoneNumber, .cardTextMessage, .cardWebAddress, .cardNetwork,
        .cardSecurity, .cardPassword, .cardHiddenNetwork, .cardEAPMethod, .cardNoTransitionMode, .cardName, .cardOrganisation, .cardPhone,
        .cardOtherPhones, .cardEmailLabel, .cardJobTitle, .cardWeb, .cardWhat, .cardWhen, .cardWhere, .cardDetails, .cardSubject,
        .cardOtherFields, .cardExtension, .cardDialledWithin, .cardISDNSubaddress, .cardNumber, .cardCoordinates, .cardAltitude, .cardWithin,
        .cardSearch, .cardPort, .cardPath, .cardTracking, .cardHost, .cardScheme, .cardOpenNoPassword, .cardWEPInsecure, .cardWPAPassword,
        .cardWPA2Password, .cardWPA3Password, .cardWPA2Enterprise, .cardPasswordNone, .cardPasswordNotInCode, .cardYes, .cardPublicKeyGiven,
        .cardNobodyGiven, .cardNotEncrypted, .cardDateAndTime, .cardFromTo, .cardMoreContacts, .cardMoreEvents, .cardLocalNumber,
        .cardUserInfo, .cardHostIPAddress, .cardHostNumber, .cardHostPercentEncoded, .cardHostMixesAlphabets, .cardHostInternational,
    ]
}
