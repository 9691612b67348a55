// CSVTextTests: the cells the console's downloads write: quoting, and no cell a spreadsheet
// would evaluate.
import Testing
import Wire

@Suite struct CSVTextTests {
    @Test func formulaStartsGetALeadingQuote() {
        #expect(CSVText.cell("=HYPERLINK(\"http://x\")") == "\"'=HYPERLINK(\"\"http://x\"\")\"")
        #expect(CSVText.cell("+1") == "'+1")
        #expect(CSVText.cell("-50% off") == "'-50% off")
        #expect(CSVText.cell("@SUM(A1)") == "'@SUM(A1)")
        #expect(CSVText.cell("\t=1") == "\"'\t=1\"")
        #expect(CSVText.cell("\r=1") == "\"'\r=1\"")
        // Only the first character counts.
        #expect(CSVText.cell("a=b") == "a=b")
        #expect(CSVText.cell("4006381333931") == "4006381333931")
        #expect(CSVText.cell("") == "")
    }

    @Test func quotedWhereRFC4180Needs() {
        #expect(CSVText.cell("Milk, 1 l") == "\"Milk, 1 l\"")
        #expect(CSVText.cell("12\" pizza") == "\"12\"\" pizza\"")
        #expect(CSVText.cell("two\nlines") == "\"two\nlines\"")
        #expect(CSVText.line(["code", "name", "=1"]) == "code,name,'=1\r\n")
        #expect(CSVText.line(["a,b", ""]) == "\"a,b\",\r\n")
    }
}
