import Foundation
import Testing
@testable import UIHostProtocol

@Suite struct ViewSelectorTests {
    @Test func parsesEveryFieldIncludingNestedWithin() throws {
        let selector = try ViewSelector(json: ["tag": 5, "class": "UIButton", "within": ["accessibilityIdentifier": "form"], "index": 1, "visible": true], field: "view")
        #expect(selector.tag == 5)
        #expect(selector.className == "UIButton")
        #expect(selector.within?.accessibilityIdentifier == "form")
        #expect(selector.index == 1)
        #expect(selector.visible == true)
    }

    @Test func namesTheFieldOfABadValue() {
        #expect(throws: RPCError.invalidParams(field: "view.tag", expected: "an integer")) {
            try ViewSelector(json: ["tag": "five"], field: "view")
        }
        #expect(throws: RPCError.invalidParams(field: "view.within.index", expected: "an integer from 0 to 2147483647")) {
            try ViewSelector(json: ["tag": 1, "within": ["tag": 2, "index": -1]], field: "view")
        }
    }

    @Test func refusesUnknownFieldsAndEmptySelectors() {
        #expect(throws: RPCError.self) { try ViewSelector(json: ["colour": "red"], field: "view") }
        #expect(throws: RPCError.self) { try ViewSelector(json: [:], field: "view") }
        #expect(throws: RPCError.self) { try ViewSelector(json: 5, field: "view") }
    }
}
