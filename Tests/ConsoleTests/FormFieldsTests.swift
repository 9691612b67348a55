// FormFieldsTests: a form's fields gathered from the post processor's pieces, within bounds.
import Console
import Testing

struct FormFieldsTests {
    @Test func piecesMakeValues() {
        var form = FormFields()
        form.add(name: "token", piece: Array("ab".utf8), offset: 0)
        form.add(name: "token", piece: Array("cd".utf8), offset: 2)
        form.add(name: "passphrase", piece: Array("p\u{e4}ss".utf8), offset: 0)
        form.add(name: "empty", piece: [], offset: 0)
        #expect(form.problem == nil)
        #expect(form["token"] == "abcd" && form["passphrase"] == "p\u{e4}ss" && form["empty"] == "" && form["other"] == nil)
        #expect(form.fieldNames == ["token", "passphrase", "empty"])
    }

    @Test func notUTF8ReadsAsNothing() {
        var form = FormFields()
        form.add(name: "passphrase", piece: [0xFF, 0xFE], offset: 0)
        #expect(form.problem == nil && form["passphrase"] == nil)
    }

    @Test func refusedWhole() {
        func problem(_ build: (inout FormFields) -> Void) -> FormFields.Problem? {
            var form = FormFields()
            form.add(name: "token", piece: Array("t".utf8), offset: 0)
            build(&form)
            #expect(form["token"] == nil || form.problem == nil)  // nothing kept after a problem
            return form.problem
        }
        #expect(problem { $0.add(name: "token", piece: [], offset: 0) } == .repeated)
        #expect(problem { $0.add(name: "token", piece: Array("x".utf8), offset: 5) } == .outOfOrder)
        #expect(problem { $0.add(name: "other", piece: Array("x".utf8), offset: 1) } == .outOfOrder)
        #expect(problem { $0.add(name: String(repeating: "n", count: FormFields.nameLimit + 1), piece: [], offset: 0) } == .nameTooLong)
        #expect(problem { $0.add(name: "v", piece: [UInt8](repeating: 0x61, count: FormFields.valueLimit + 1), offset: 0) } == .valueTooLong)
        #expect(
            problem { form in
                for index in 1..<FormFields.fieldLimit { form.add(name: "f\(index)", piece: [], offset: 0) }
                form.add(name: "one-too-many", piece: [], offset: 0)
            } == .tooManyFields)
    }
}
