// StaffMessages: the staff's screens: the PIN keypad, the admin screen, the age check.

extension Message {
    public static let keypadTitle = Message("keypad.title", "Staff PIN", note: "Title of the staff's PIN keypad.")
    public static let keypadDelete = Message("keypad.delete", "Delete", note: "Keypad key: removes the last digit typed.")
    public static let keypadOK = Message("keypad.ok", "OK", note: "Keypad key: the PIN is typed.")
    public static let keypadCancel = Message("keypad.cancel", "Cancel", note: "Keypad button across the bottom.")
    public static let keypadChecking = Message("keypad.checking", "Checking…", note: "Under the PIN's dots while the PIN is checked.")
    public static let keypadWrongPIN = Message("keypad.wrong-pin", "Wrong PIN", note: "Under the PIN's dots.")
    public static let keypadPINLength = Message("keypad.pin-length", "The PIN has 4 to 12 digits", note: "Under the PIN's dots.")
    public static let keypadTryAgain = Message(
        "keypad.try-again", "Try again in {count} s", plural: "Try again in {count} s", note: "Under the PIN's dots after wrong PINs; s is seconds.")
    public static let adminTitle = Message("admin.title", "Admin", note: "Title of the admin screen.")
    public static let adminTitleKiosk = Message(
        "admin.title-kiosk", "Admin · {kiosk}", note: "Title of the admin screen; {kiosk} is the kiosk's name.")
    public static let adminKiosk = Message("admin.kiosk", "Kiosk", note: "Label on the admin screen: the kiosk's name.")
    public static let adminVersion = Message("admin.version", "Version", note: "Label on the admin screen.")
    public static let adminAddress = Message("admin.address", "Address", note: "Label on the admin screen: the kiosk's network address.")
    public static let adminCamera = Message("admin.camera", "Camera", note: "Label on the admin screen.")
    public static let adminScreen = Message("admin.screen", "Screen", note: "Label on the admin screen.")
    public static let adminDelivery = Message("admin.delivery", "Delivery", note: "Label on the admin screen: where captures are sent.")
    public static let adminNone = Message("admin.none", "none", note: "Value on the admin screen: no network address.")
    public static let adminOff = Message("admin.off", "off", note: "Value on the admin screen: captures are not sent anywhere.")
    public static let adminCameraArriving = Message(
        "admin.camera-arriving", "{camera}; frames arrive", note: "Value after “Camera”; {camera} such as /dev/video0 1280x720 YUYV 30 fps.")
    public static let adminCameraNoFrame = Message(
        "admin.camera-no-frame", "{camera}; no frame for 2 s", note: "Value after “Camera”: the camera sends no pictures; s: seconds.")
    public static let adminCameraNone = Message(
        "admin.camera-none", "none: {reason}", note: "Value after “Camera”: no camera; {reason} is the camera screen's own sentence.")
    public static let adminWaiting = Message(
        "admin.waiting", "{destination}: {count} waiting", plural: "{destination}: {count} waiting",
        note: "Value after “Delivery”: captures not yet sent to {destination} (a web address, a file).")
    public static let adminDeliveredRejected = Message(
        "admin.delivered-rejected", "{delivered} delivered, {rejected} rejected in this run",
        note: "Value after “Delivery”: captures sent and refused since the kiosk started.")
    public static let adminNotSentVirtual = Message(
        "admin.not-sent-virtual", "{count} destination, not sent with --clock virtual",
        plural: "{count} destinations, not sent with --clock virtual", note: "Value after “Delivery” in a test run; keep “--clock virtual”.")
    public static let adminLastCaptures = Message("admin.last-captures", "Last captures", note: "Heading of the admin screen's list.")
    public static let adminNoneYet = Message("admin.none-yet", "none yet", note: "Under “Last captures” before anything was scanned.")
    public static let adminTestScan = Message("admin.test-scan", "Test scan", note: "Admin button: the next code is shown, not kept.")
    public static let adminRestart = Message("admin.restart", "Restart", note: "Admin button: restarts the kiosk program.")
    public static let adminClose = Message("admin.close", "Close", note: "Admin button: back to the kiosk.")
    public static let ageTitle = Message("age.title", "Age check · {age}+", note: "Title of the age check; {age} is the age, such as 18.")
    public static let ageInvitation = Message(
        "age.invitation", "Staff: scan your own staff code, or type your PIN", note: "Under the age check's title.")
    public static let ageNotStaffCode = Message(
        "age.not-staff-code", "Not a staff code", note: "Under the PIN's dots: a code that approves nothing was scanned.")
    public static let ageNoStaff = Message(
        "age.no-staff", "No staff can approve here: please pay at a till", note: "Under the age check's title when the kiosk has no staff list.")
    public static let ageIDExpired = Message("age.id-expired", "ID card expired: it does not count", note: "What a scanned ID card says, for staff.")
    public static let ageIDOver21 = Message(
        "age.id-over-21", "ID card says 21 or over · approve with your code or PIN", note: "What a scanned ID card says, for staff.")
    public static let ageIDOver18 = Message(
        "age.id-over-18", "ID card says 18 to 20 · approve with your code or PIN", note: "What a scanned ID card says, for staff.")
    public static let ageIDUnder18 = Message("age.id-under-18", "ID card says under 18", note: "What a scanned ID card says, for staff.")

    static let staffMessages: [Message] = [
        .keypadTitle, .keypadDelete, .keypadOK, .keypadCancel, .keypadChecking, .keypadWrongPIN, .keypadPINLength, .keypadTryAgain, .adminTitle,
        .adminTitleKiosk, .adminKiosk, .adminVersion, .adminAddress, .adminCamera, .adminScreen, .adminDelivery, .adminNone, .adminOff,
        .adminCameraArriving, .adminCameraNoFrame, .adminCameraNone, .adminWaiting, .adminDeliveredRejected, .adminNotSentVirtual,
        .adminLastCaptures, .adminNoneYet, .adminTestScan, .adminRestart, .adminClose, .ageTitle, .ageInvitation, .ageNotStaffCode, .ageNoStaff,
        .ageIDExpired, .ageIDOver21, .ageIDOver18, .ageIDUnder18,
    ]
}
