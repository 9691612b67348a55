// BadgeFormatTests: the settings a booth gives for its badges (a delimited layout, JSON paths, an
// id pattern) read from their text, and the wrong ones refused with the reason.
import Content
import Testing
import Wire

@Suite struct BadgeFormatTests {
    func problem(_ make: () throws -> Void) -> String? {
        do {
            try make()
            return nil
        } catch { return (error as? BadgeFormat.Problem)?.description ?? "\(error)" }
    }

    @Test func aDelimitedLayoutFromItsText() throws {
        let layout = try BadgeDelimitedLayout(parsing: "id^Last_Name^firstname^-^company^e-mail")
        #expect(layout.delimiter == "^" && layout.fields == [.id, .lastName, .firstName, .skipped, .company, .email])
        #expect(layout.description == "id^last_name^first_name^-^company^email")
        #expect(try BadgeDelimitedLayout(parsing: "-%-%id").fields == [.skipped, .skipped, .id])
    }

    @Test func wrongDelimitedLayoutsAreRefused() {
        #expect(
            problem { _ = try BadgeDelimitedLayout(parsing: "id,name") }
                == "the badge layout “id,name” must separate its fields with one of ^ | * % (id^name^company)")
        #expect(
            problem { _ = try BadgeDelimitedLayout(parsing: "id^name|company") }
                == "the badge layout “id^name|company” must separate its fields with one of ^ | * % (id^name^company)")
        #expect(
            problem { _ = try BadgeDelimitedLayout(parsing: "id^nom") }?.hasPrefix(
                "field 2 of the badge layout, “nom”, is none of id, name, first_name") == true)
        #expect(problem { _ = try BadgeDelimitedLayout(parsing: "id|email|id") } == "the badge layout names id twice")
        #expect(
            problem { _ = try BadgeDelimitedLayout(parsing: "id|name|last_name") }
                == "the badge layout has a name and first_name or last_name: give one or the others")
    }

    @Test func jsonPathsReplaceTheStandardOnes() throws {
        let layout = try BadgeJSONLayout(parsing: "id = data.attendee.id, phone=, email=contact.mail")
        #expect(
            layout.description
                == "id=data.attendee.id,name=name,first_name=first_name,last_name=last_name,company=company,title=title,email=contact.mail,country=country"
        )
        #expect(
            BadgeJSONLayout.standard.description
                == "id=id,name=name,first_name=first_name,last_name=last_name,company=company,title=title,email=email,phone=phone,country=country")
        #expect(problem { _ = try BadgeJSONLayout(parsing: "badge=id") }?.hasPrefix("the badge's JSON paths: expected FIELD=PATH") == true)
        #expect(problem { _ = try BadgeJSONLayout(parsing: "id=data..id") } == "the badge's JSON paths: “data..id” has an empty step between dots")
    }

    @Test func anIdPatternMustCompile() throws {
        #expect(try BadgeIDPattern("[0-9]{6}").id(in: "000012") == "000012")
        #expect(try BadgeIDPattern("[0-9]{6}").id(in: "0000123") == nil)
        #expect(problem { _ = try BadgeIDPattern("[0-9") }?.hasPrefix("the registrant id pattern “[0-9” is not a regular expression") == true)
        #expect(problem { _ = try BadgeIDPattern("") } == "the registrant id pattern is empty")
        // A group called id that matched nothing gives no id.
        #expect(try BadgeIDPattern("X(?<id>[0-9]*)").id(in: "X") == nil)
    }
}
