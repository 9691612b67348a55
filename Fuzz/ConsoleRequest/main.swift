// FuzzConsoleRequest: libFuzzer target: any bytes as what the console reads of a request itself
// (its Host, Origin and Cookie headers, its path and method, a form's fields as the post
// processor hands them over, the History's search in the query), through every check and page
// of ConsoleSite. Besides not crashing: a page behind the sign-in is never served without a session, nor anything to a
// Host or Origin that is not the console's; an upload (`/catalog`, multipart) is refused before
// its body without a session.
import CFuzzer
import Console
import Glibc

let address = try! ConsoleAddress(parsing: "127.0.0.1:8080")
let site = ConsoleSite(
    settings: ConsoleSite.Settings(address: address, now: { 1000 }, verify: { $0 == "correct horse battery" }),
    status: ConsoleStatus(
        kioskID: "k", version: "v", facts: [.init("Camera", ["<b>&\"'"])],
        captures: [.init(number: 1, time: "t", heading: "<h>", symbology: "QR Code", text: "=1", withheld: false)]))

/// The fields of one input: NUL-separated (method, path, host, origin, cookie, content type),
/// then the rest as form pieces: a name length, a name, an offset flag, a piece length, a piece.
func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    var fields = bytes.split(separator: 0, maxSplits: 6, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
    while fields.count < 7 { fields.append("") }
    let cookies = CookieHeader(fields[4])
    _ = cookies.value("kioskscan-session")
    // The path, and a query after `?` whose `q` and `n` are read as the server hands them over.
    let pathAndQuery = fields[1].split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
    var request = ConsoleRequest(
        method: ["GET", "POST", "HEAD", "PUT"][Int(bytes.first ?? 0) % 4], path: String(pathAndQuery[0]), host: fields[2].isEmpty ? nil : fields[2],
        origin: fields[3].isEmpty ? nil : fields[3], cookies: cookies, contentType: fields[5], contentLength: fields[6].utf8.count)
    for pair in pathAndQuery.dropFirst().first?.split(separator: "&") ?? [] {
        let parts = pair.split(separator: "=", maxSplits: 1)
        if parts.count == 2, let value = QueryArgument.decoded(String(parts[1])) { request.query[String(parts[0])] = value }
    }
    var form = FormFields()
    var rest = Array(fields[6].utf8)[...]
    var offsets: [String: UInt64] = [:]
    while let nameLength = rest.popFirst() {
        let name = String(decoding: rest.prefix(Int(nameLength % 40)), as: UTF8.self)
        rest = rest.dropFirst(Int(nameLength % 40))
        let continues = (rest.popFirst() ?? 0) & 1 == 1
        let pieceLength = Int(rest.popFirst() ?? 0)
        let piece = Array(rest.prefix(pieceLength))
        rest = rest.dropFirst(pieceLength)
        let offset = continues ? offsets[name, default: 0] : 0
        form.add(name: name, piece: piece, offset: offset)
        offsets[name] = offset + UInt64(piece.count)
    }
    _ = form["passphrase"]
    _ = form.fieldNames
    let answer = site.refusal(before: request) ?? site.answer(request, form: request.method == "POST" ? form : nil)
    if !(request.host.map { address.accepts(host: $0) } ?? false) { precondition(answer.status == 421, "served to another Host") }
    if request.method == "POST", !(request.origin.map { address.accepts(origin: $0) } ?? false) {
        precondition(answer.status >= 400, "a form taken from another Origin")
    }
    if ["/status", "/status.json", "/status.js", "/catalog", "/catalog.csv", "/slides", "/history", "/history.csv"].contains(request.path) {
        precondition(answer.status != 200, "a page without a session")
    }
    _ = ConsoleSite.headers(of: answer)
    return 0
}

// libFuzzer reads its own options (-max_total_time=, -runs=, corpus folders) from the command line.
var argumentCount = CommandLine.argc
var arguments = Optional(CommandLine.unsafeArgv)
exit(LLVMFuzzerRunDriver(&argumentCount, &arguments) { fuzz($0, $1) })
