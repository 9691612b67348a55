// AttractSlides: the shop's slides for the attract screen — a folder's PNG, JPEG and WebP files
// in name order, each made screen-sized off the loop (PictureLoader), shown for `seconds` and
// cross-faded into the next. The folder is read again at each round, so slides put in or taken
// out show without a restart.
import Pixels
import Scene
import SystemCall
import Wire

public final class AttractSlides {
    public let folder: String
    public let seconds: Double
    private let loader: PictureLoader
    private let log: (String) -> Void
    private var paths: [String] = []
    private var nextIndex = 0
    /// The id of the slide asked for and not yet made (ids only grow).
    private var asked: Int?
    private var lastID = 0
    public private(set) var current: ProductPicture?
    public private(set) var previous: ProductPicture?
    /// When `current` began to show.
    public private(set) var slideStart = 0.0
    /// The size slides are made for (the screen's).
    private var size = PixelSize(width: 0, height: 0)
    /// Each unreadable file is said once.
    private var refused: Set<String> = []
    /// What the folder held when last read: said when it changes, not at every look (a folder
    /// taken away was one line per slide, then one per round).
    private var folderState = FolderState.slides

    private enum FolderState: Equatable {
        case slides
        case empty
        case unreadable(reason: String)
    }

    public static let extensions = ["png", "jpg", "jpeg", "webp"]

    public init(folder: String, seconds: Double, loader: PictureLoader, log: @escaping (String) -> Void) {
        self.folder = folder
        self.seconds = seconds
        self.loader = loader
        self.log = log
    }

    /// The slides' file names in name order (hidden files and other kinds left out).
    public static func list(_ folder: String) -> [String] { (try? listing(folder)) ?? [] }

    /// The same, or why the folder cannot be read.
    static func listing(_ folder: String) throws(SystemError) -> [String] {
        try Folder.names(in: folder).filter { name in
            guard !name.hasPrefix("."), let dot = name.lastIndex(of: ".") else { return false }
            return extensions.contains(name[name.index(after: dot)...].lowercased())
        }.sorted().map { PathName.join(folder, $0) }
    }

    /// The attract screen begins (or the screen changed size): the first slide is asked for.
    public func start(at time: Double, screen: PixelSize) {
        if screen != size {
            size = screen
            current = nil
            previous = nil
        }
        nextIndex = 0
        paths = []
        asked = nil
        askNext(at: time)
    }

    /// Time passes: the next slide is asked for once the current one has shown its seconds
    /// (with none readable yet, the folder is tried again as often).
    public func tick(at time: Double) {
        guard asked == nil, time - slideStart >= seconds else { return }
        askNext(at: time)
    }

    /// Slides made since the last call (on the loop): the newest becomes the current one.
    public func arrived(at time: Double) {
        for (id, result) in loader.finished() where id == asked {
            asked = nil
            switch result {
            case .success(let picture):
                previous = current
                current = picture
                slideStart = time
            case .failure(let error):
                // A slide taken out since the round began (or the folder with it) is no broken
                // file: the round goes on with what the folder holds now, after its name.
                let listed = readFolder()
                if listed.contains(error.path) {
                    if refused.insert(error.path).inserted { log("attract: \(Self.shown(error.path)): \(Self.shown(error.reason)) (skipped)") }
                } else {
                    paths = listed
                    nextIndex = listed.firstIndex { $0 > error.path } ?? listed.count
                }
                // The next one of this round at once (an unreadable file is not shown for its
                // seconds); at the round's end, the folder is read again at the next tick.
                if nextIndex < paths.count {
                    askNext(at: time)
                } else {
                    slideStart = time
                }
            }
        }
    }

    private func askNext(at time: Double) {
        if nextIndex >= paths.count {
            paths = readFolder()
            nextIndex = 0
            guard !paths.isEmpty else {
                slideStart = time  // looked at again in a slide's seconds, not on every frame
                return
            }
        }
        let path = paths[nextIndex]
        nextIndex += 1
        lastID += 1
        asked = lastID
        loader.load(id: lastID, path: path, filling: size)
    }

    /// The folder's slides now; what it holds said once each time that changes.
    private func readFolder() -> [String] {
        let listed: [String]
        let state: FolderState
        do {
            listed = try Self.listing(folder)
            state = listed.isEmpty ? .empty : .slides
        } catch {
            listed = []
            state = .unreadable(reason: error.reason)
        }
        guard state != folderState else { return listed }
        folderState = state
        let shownFolder = Self.shown(folder)
        switch state {
        case .slides: log("attract: \(listed.count) slide\(listed.count == 1 ? "" : "s") in \(shownFolder) again")
        case .empty: log("attract: no PNG, JPEG or WebP slides in \(shownFolder); showing \"Scan here\"")
        case .unreadable(let reason): log("attract: cannot read the slide folder \(shownFolder): \(reason); showing \"Scan here\"")
        }
        return listed
    }

    /// A name (or a reason that may quote one) as the log has it: escaped, cut.
    private static func shown(_ text: String) -> String { PrintableText.escaped(Array(text.utf8)) }

    /// The attract screen's slides as the scene draws them.
    public func apply(to view: inout AttractView) {
        view.slide = current
        view.previousSlide = previous
        view.slideStart = slideStart
    }
}
