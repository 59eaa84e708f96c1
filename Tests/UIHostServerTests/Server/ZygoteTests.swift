import Foundation
import Testing
@testable import UIHostServer

/// `uihost serve --zygote`'s `fork` requests (docs/protocol.md, uihost serve). The forking itself is tested through
/// the binary, by the Python client's tests (Clients/python/tests/test_zygote.py): a test process has threads.
@Suite struct ZygoteTests {
    @Test func aRequestIsAFifoAndOptionallyARecordingsFolderAfterATab() {
        #expect(Zygote.Request("/tmp/z/host-1") == request("/tmp/z/host-1", nil))
        #expect(Zygote.Request("/tmp/z/host 2\t/tmp/rec dir") == request("/tmp/z/host 2", "/tmp/rec dir"))
        #expect(Zygote.Request("/tmp/z/host-3\t") == request("/tmp/z/host-3", nil))
        #expect(Zygote.Request("/tmp/z/host-4\ta\tb") == request("/tmp/z/host-4", "a\tb"))
        #expect(Zygote.Request("") == nil)
        #expect(Zygote.Request("\t/tmp/rec") == nil)
    }

    @Test func thisTestProcessHasMoreThanOneThreadSoAZygoteHereWouldRefuse() throws {
        let threads = Zygote.threadCount()
        #expect(threads > 1)
        let error = #expect(throws: ZygoteError.self) { _ = try Zygote.run() }
        #expect(error?.description.hasPrefix("uihost serve --zygote: ") == true)
        #expect(error?.description.hasSuffix(" threads are running before the first fork, and a fork copies only one; "
                                             + "run `uihost serve` without --zygote") == true)
    }

    private func request(_ output: String, _ folder: String?) -> Zygote.Request? {
        var made = Zygote.Request(Substring(output))
        made?.recordingsDirectory = folder
        return made
    }
}
