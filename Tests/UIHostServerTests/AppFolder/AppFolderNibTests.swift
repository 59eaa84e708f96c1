import Foundation
import HeadlessUIKit
import Testing
@testable import UIHostCore

@Suite struct AppFolderNibTests {
    static func nib(_ label: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <label opaque="NO" text="\(label)" id="Af1-Lb-0a1">
                    <rect key="frame" x="0.0" y="0.0" width="80" height="21"/>
                </label>
            </objects>
        </document>
        """
    }

    // docs/uikit-rules.md 8.27, 15.6: the folder's .xib files are read at launch, the Base.lproj copy before one
    // outside any .lproj; a broken one is noted and kept by name, so loading it says why.
    @Test func theFoldersNibsAreReadAndABrokenOneIsNoted() throws {
        let folder = try AppFolderFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let base = folder.appendingPathComponent("Base.lproj")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        try Data(Self.nib("Base").utf8).write(to: base.appendingPathComponent("Badge.xib"))
        try Data(Self.nib("Plain").utf8).write(to: folder.appendingPathComponent("Badge.xib"))
        try Data("<?xml version=\"1.0\"?><document type=".utf8).write(to: folder.appendingPathComponent("Broken.xib"))

        let resources = try AppFolder.read(path: folder.path).resources

        #expect(resources.nibs.keys.sorted() == ["Badge"])
        #expect(resources.nibs["Badge"]?.topLevelObjects.map(\.text) == ["Base"])
        let reason = try #require(resources.unreadableNibs["Broken"])
        #expect(reason.hasPrefix("not a well-formed XML document"))
        #expect(resources.notes.contains("Broken.xib cannot be read: \(reason)"))
    }
}
