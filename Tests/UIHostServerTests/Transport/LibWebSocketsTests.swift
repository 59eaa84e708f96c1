import CLibWebSockets
import Testing

/// The system library target links: a context can be created and destroyed.
@Suite struct LibWebSocketsLinkTests {
    @Test func createsAndDestroysAContextWithoutListening() throws {
        lws_set_log_level(0, nil)
        var info = lws_context_creation_info()
        info.port = -1  // CONTEXT_PORT_NO_LISTEN
        let context = try #require(lws_create_context(&info))
        lws_context_destroy(context)
    }

    @Test func reportsTheLibraryVersionAndPaddingFromTheShim() {
        let version = String(cString: lws_get_library_version())
        #expect(version.hasPrefix("4."))
        #expect(uihost_lws_pre() == 16)
    }
}
