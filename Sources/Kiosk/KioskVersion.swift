// KioskVersion: the version the kiosk reports (fleet status, the HTTP User-Agent).

public enum KioskVersion {
    public static let current = "0.12.0"
}
