// CSVReaderTests: RFC 4180's examples, the separators and encodings spreadsheets export, and
// every way a file can be broken, each with its line.
import Catalog
import Testing

@Suite struct CSVReaderTests {
    func records(_ text: String) throws(CSVError) -> [[String]] {
        var reader = CSVReader(bytes: Array(text.utf8))
        var all: [[String]] = []
        while let record = try reader.next() { all.append(record.fields) }
        return all
    }

    @Test func rfc4180Examples() throws {
        // RFC 4180 section 2, rules 1–7.
        #expect(try records("aaa,bbb,ccc\r\nzzz,yyy,xxx\r\n") == [["aaa", "bbb", "ccc"], ["zzz", "yyy", "xxx"]])
        #expect(try records("\"aaa\",\"bbb\",\"ccc\"\n") == [["aaa", "bbb", "ccc"]])
        #expect(try records("\"aaa\",\"b\r\nbb\",\"ccc\"\r\nzzz,yyy,xxx\r\n") == [["aaa", "b\r\nbb", "ccc"], ["zzz", "yyy", "xxx"]])
        #expect(try records("\"aaa\",\"b\"\"bb\",\"ccc\"\n") == [["aaa", "b\"bb", "ccc"]])
        #expect(try records("a,,\"\"\n") == [["a", "", ""]])
    }

    @Test func separatorsBOMAndLines() throws {
        var reader = CSVReader(bytes: [0xEF, 0xBB, 0xBF] + Array("code;name;price\n1;\"Käse; alt\";2,49\n\n2;Brot;1,99\n".utf8))
        #expect(reader.separator == UInt8(ascii: ";"))
        #expect(try reader.next() == .init(line: 1, fields: ["code", "name", "price"]))
        #expect(try reader.next() == .init(line: 2, fields: ["1", "Käse; alt", "2,49"]))
        #expect(try reader.next() == .init(line: 4, fields: ["2", "Brot", "1,99"]))
        #expect(try reader.next() == nil)
        #expect(try records("code\tname\n1\t\"a,b\"\n") == [["code", "name"], ["1", "a,b"]])
        var multiline = CSVReader(bytes: Array("a,b\n\"x\ny\",z\nlast,one\n".utf8))
        _ = try multiline.next()
        _ = try multiline.next()
        #expect(try multiline.next()?.line == 4)
    }

    @Test func brokenFilesNameTheirLine() {
        let cases: [(String, CSVError)] = [
            ("a,b\n1,\"open\n2,3\n", CSVError(line: 2, reason: "a quoted field is not closed before the end of the file")),
            ("a,b\n1,2", CSVError(line: 2, reason: "the file ends in the middle of this line (no line break): is it still being written?")),
            (
                "a,b\n1,x\"y\n",
                CSVError(line: 2, reason: "a quote inside a field that does not start with one (write it as \"\"\"\" inside quotes)")
            ),
            ("a,b\n1,\"x\"y\n", CSVError(line: 2, reason: "text after a closing quote (a field is either all inside quotes or none)")),
        ]
        for (text, error) in cases {
            #expect(throws: error, "\(text)") { try records(text) }
        }
        var latin1 = CSVReader(bytes: Array("code,name\n1,K".utf8) + [0xE4] + Array("se\n".utf8))
        #expect(throws: CSVError(line: 2, reason: "not UTF-8 text (save the file as CSV UTF-8)")) {
            while try latin1.next() != nil {}
        }
    }
}
