import Foundation
import Testing
@testable import UIHostServer

/// `--exit-with-parent`'s watch given the parent's pid by its starter (`UIHOST_PARENT_PID`): a parent that died while
/// the host was still starting is noticed, instead of its successor being taken for the parent.
@Suite struct ParentWatchTests {
    @Test func aWatchOfTheRealParentSeesItRunning() throws {
        let watch = ParentWatch(expected: getppid())
        #expect(watch.pid == getppid())
        Thread.sleep(forTimeInterval: 0.06)
        #expect(!watch.hasExited)
    }

    @Test func aWatchOfAParentThatIsNoLongerTheParentSeesItGoneAtTheFirstLook() throws {
        // The pid the starter gave is not this process's parent now: that starter has exited.
        let watch = ParentWatch(expected: getppid() == 1 ? 2 : 1)
        #expect(!watch.hasExited)  // looked at no sooner than 50 ms after the start
        Thread.sleep(forTimeInterval: 0.06)
        #expect(watch.hasExited)
    }

    @Test func withoutAnExpectedPidTheWatchTakesTheParentItHasAtTheStart() throws {
        #expect(ParentWatch(expected: nil).pid == getppid())
    }
}
