// PluralRuleTests: the Plural-Forms of the kiosk's languages (as their gettext catalogues write
// them) and of languages with more forms, evaluated for 0–1,200 and large counts and compared
// with Python's gettext (its own evaluator of the same C expressions); malformed rules refused.
import Foundation
import TestSupport
import Testing

@testable import Language

@Suite struct PluralRuleTests {
    static let rules = [
        "nplurals=2; plural=(n != 1);",  // en, de, nl, sv, it, es, pt, he, tr
        "nplurals=2; plural=(n > 1);",  // fr, pt_BR, hi
        "nplurals=1; plural=0;",  // ja, zh, ko, th
        "nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);",  // pl
        "nplurals=6; plural=n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5;",  // ar
        "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);",  // ru, uk
        "nplurals=4; plural=(n%100==1 ? 0 : n%100==2 ? 1 : n%100==3 || n%100==4 ? 2 : 3);",  // sl
        "nplurals=5; plural=(n==1 ? 0 : n==2 ? 1 : (n>2 && n<7) ? 2 :(n>6 && n<11) ? 3 : 4);",  // ga
        "nplurals=3; plural=(n==1) ? 0 : (n>=2 && n<=4) ? 1 : 2;",  // cs, sk
        "nplurals=4; plural=(n==1 && n%1000000!=0) ? 0 : (n==2) ? 1 : (n>10 && n%10==0) ? 2 : 3;",  // he (4 forms)
        "nplurals=2; plural=!(n == 1 || n / 10 * 10 == n) + 0 * 7 - 0;",  // every operator
    ]
    static let counts: [UInt64] = Array(0...1200) + [1_000_000, 1_000_001, 123_456_789, UInt64(UInt32.max), UInt64.max]

    @Test(arguments: rules) func eachCountTakesTheFormPythonsGettextGives(header: String) throws {
        let rule = try PluralRule(header: header)
        let expression = String(header.split(separator: "plural=", maxSplits: 1)[1].dropLast())
        let script = "import gettext, sys; f = gettext.c2py(sys.argv[1]); print(' '.join(str(f(int(n))) for n in sys.argv[2:]))"
        let theirs = try ProgramOutput.of("python3", ["-c", script, expression] + Self.counts.map(String.init))
            .split(separator: " ").map { Int($0.trimmingCharacters(in: .whitespacesAndNewlines))! }
        let ours = Self.counts.map { rule.form(for: $0) }
        #expect(ours == theirs)
        #expect(Set(ours).count == rule.count, "every form is taken by some count")
    }

    @Test func formsAreCountedFromTheHeader() throws {
        #expect(try PluralRule(header: Self.rules[4]).count == 6)
        #expect(try PluralRule(header: Self.rules[2]).count == 1)
        #expect(PluralRule.english.form(for: 1) == 0 && PluralRule.english.form(for: 0) == 1)
        // A value the language has no form for is the first form, as in GNU gettext.
        #expect(try PluralRule(header: "nplurals=2; plural=n;").form(for: 5) == 0)
        // Division by zero answers 0.
        #expect(try PluralRule(header: "nplurals=2; plural=n/0 + n%0;").form(for: 5) == 0)
    }

    @Test(arguments: [
        ("nplurals=2; plural=(n != 1;", "“(” without its “)” at 7"),
        ("nplurals=9; plural=n;", "nplurals must be a number from 1 to 6"),
        ("nplurals=2;", "no plural= expression"),
        ("nplurals=2; plural=n+;", "the expression ends too early"),
        ("nplurals=2; plural=n ? 1;", "“?” without its “:” at 5"),
        ("nplurals=2; plural=m;", "unexpected “m” at 0"),
        ("nplurals=2; plural=n = 1;", "unexpected “= 1” at 2"),
        ("nplurals=2; plural=99999999999999999999999;", "a number too large at 19"),
        ("nplurals=2; plural=\(String(repeating: "(", count: 100))n\(String(repeating: ")", count: 100));", "the expression nests deeper than 64"),
        ("nplurals=2; plural=\(String(repeating: "!", count: 100))n;", "the expression nests deeper than 64"),
        ("nplurals=2 plural=n;", "nplurals must be a number from 1 to 6"),
        ("junk; nplurals=2; plural=n;", "“junk” is not a NAME=VALUE field"),
        ("nplurals=2; plural=n\(String(repeating: "+n", count: 50_000));", "the expression is longer than 400 characters"),
    ])
    func malformedRulesAreRefusedWithTheReason(header: String, reason: String) {
        #expect(throws: PluralRuleError(reason)) { try PluralRule(header: header) }
    }
}
