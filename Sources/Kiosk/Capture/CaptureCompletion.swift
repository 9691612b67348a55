// CaptureCompletion: what a capture is completed with before it goes out: what its code says
// (and whether its payload is withheld), its product from the shop's catalog or server, and the
// product's picture.
import Content
import Decode
import SystemCall

/// The completion of captures, one at a time: content read at once; a product looked up, the
/// capture waiting for the answer (a lookup always answers: the server's timeout, then the
/// catalog; seconds at most); the picture loaded off the loop once the product is known.
final class CaptureCompletion {
    /// Reads what a captured code means (nil: `content = off`).
    private let readContent: ((Detection) -> ContentReading?)?
    /// What the shop keeps of the texts the kiosk would withhold (`content.idText`,
    /// `content.secrets`).
    private let kept: ContentReading.Kept
    /// Looks captures up in the shop's catalog or on its server (nil: neither is set).
    private let products: ProductSource?
    /// Where the catalog's pictures are.
    private let picturesFolder: String?
    /// Reads products' pictures off the loop (nil: no catalog, or no picture is ever shown).
    let pictures: PictureLoader?
    /// The capture whose product is being looked up.
    private var awaiting: CaptureRecord?

    init(options: KioskOptions, products: ProductSource?, pictures: PictureLoader?) {
        self.pictures = pictures
        readContent = options.contentEnabled ? ContentCapture.reader(options) : nil
        kept = ContentCapture.kept(options)
        self.products = products
        picturesFolder = options.catalogImages ?? options.catalog.map { PathName.join(PathName.folder(of: $0), "images") }
    }

    /// Reads what the record's codes say and whether their payloads are withheld; false when
    /// content is not read (`content = off`).
    func read(_ record: inout CaptureRecord) -> Bool {
        guard let readContent else { return false }
        record.content = readContent(record.detection)
        record.othersContent = record.detections.dropFirst().map(readContent)
        record.withholding = withholding(record.content)
        record.othersWithholding = record.othersContent.map(withholding)
        return true
    }

    /// Personal data (an identity document, or a payload that claims to be one and was
    /// refused) is withheld unless `content.idText` keeps it; a secret (an OTP account, an
    /// authenticator export, a Wi-Fi password, read or refused) unless `content.secrets` does.
    private func withholding(_ content: ContentReading?) -> ContentReading.Withholding? {
        content?.withholding(keeping: kept)
    }

    /// A capture still waiting for its product when the next one came: it goes out now, with
    /// what can be said of its product now (the catalog's answer, or why there is none), never
    /// without one. The server's answer, when it comes, is for a capture gone.
    func takeUnanswered() -> CaptureRecord? {
        guard var record = awaiting else { return nil }
        awaiting = nil
        record.productState = products?.answerNow(record).map { .answered($0, picture: nil) } ?? .none
        return record
    }

    /// Looks the record's product up; false when it is not looked up (no source, or no code a
    /// product has): it is complete. True: `answered` is called with the reading and the
    /// capture's number, now (the catalog) or later (the server).
    func lookUp(_ record: CaptureRecord, answered: @escaping (ProductReading, Int) -> Void) -> Bool {
        guard let products else { return false }
        awaiting = record
        if products.lookUp(record, completion: { answered($0, record.number) }) { return true }
        awaiting = nil
        return false
    }

    /// Whether capture `number` is waiting for its product.
    func isAwaiting(_ number: Int) -> Bool { awaiting?.number == number }

    /// The capture `number` with its product, when it was the one waiting.
    func answer(_ reading: ProductReading, capture number: Int) -> CaptureRecord? {
        guard var record = awaiting, record.number == number else { return nil }
        awaiting = nil
        record.productState = .answered(reading, picture: nil)
        return record
    }

    /// Asks for the picture of the record's product, `side` pixels square. A picture's name
    /// stays inside the folder: no absolute paths, no way up.
    func loadPicture(for record: CaptureRecord, side: Int) {
        guard let pictures, let folder = picturesFolder, case .found(let product)? = record.product?.answer, let image = product.image,
            !image.hasPrefix("/"), !image.split(separator: "/").contains("..")
        else { return }
        pictures.load(id: record.number, path: PathName.join(folder, image), side: side)
    }
}
