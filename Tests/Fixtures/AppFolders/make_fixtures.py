#!/usr/bin/env python3
"""Writes the binary files of the app folder fixtures (docs/uikit-rules.md 15): tiny PNGs made here with zlib,
a JPEG header, a UTF-16 strings file and a binary Info.plist. The text files beside them are written by hand.
Run from this folder: python3 make_fixtures.py"""
import os
import plistlib
import struct
import zlib


def png(path, width, height, rgb=(40, 120, 200)):
    """A solid-colour 8-bit RGB PNG of width x height pixels."""
    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)
    row = b"\x00" + bytes(rgb) * width
    raw = row * height
    data = (b"\x89PNG\r\n\x1a\n"
            + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw, 9))
            + chunk(b"IEND", b""))
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(data)


def jpeg_header(path, width, height):
    """Only the segments up to the start of frame: enough for a reader of sizes, not a decodable picture."""
    os.makedirs(os.path.dirname(path), exist_ok=True)
    app0 = b"\xff\xe0" + struct.pack(">H", 16) + b"JFIF\x00\x01\x01\x00\x00\x01\x00\x01\x00\x00"
    sof0 = b"\xff\xc0" + struct.pack(">HBHHB", 11, 8, height, width, 1) + b"\x01\x11\x00"
    with open(path, "wb") as f:
        f.write(b"\xff\xd8" + app0 + sof0 + b"\xff\xd9")


notebook = "Notebook"
catalog = os.path.join(notebook, "Assets.xcassets")
png(os.path.join(catalog, "Logo.imageset", "Logo@2x.png"), 60, 40)
png(os.path.join(catalog, "Logo.imageset", "Logo@3x.png"), 90, 60)
png(os.path.join(catalog, "Icons", "Star.imageset", "Star.png"), 16, 16, (250, 200, 0))
jpeg_header(os.path.join(notebook, "Art.xcassets", "Cover.imageset", "Cover@2x.jpg"), 640, 480)

strings = (
    "/* The home screen's title. */\n"
    "\"home.title\" = \"Notebook\";\n"
    "// A comment on one line\n"
    "\"home.greeting\" = \"Hello, \\\"friend\\\"\";\n"
    "\"note.count\" = \"%d notes \\U2014 saved\";\n"
)
os.makedirs(os.path.join(notebook, "en.lproj"), exist_ok=True)
with open(os.path.join(notebook, "en.lproj", "Localizable.strings"), "wb") as f:
    f.write(b"\xff\xfe" + strings.encode("utf-16-le"))

variables = os.path.join("Field-Notes", "Supporting Files")
os.makedirs(variables, exist_ok=True)
info = {
    "CFBundleName": "$(PRODUCT_NAME)",
    "CFBundleIdentifier": "org.example.$(PRODUCT_NAME:rfc1034identifier)",
    "CFBundleDevelopmentRegion": "$(DEVELOPMENT_LANGUAGE)",
    "UILaunchStoryboardName": "LaunchScreen",
    "UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeLeft",
                                         "UIInterfaceOrientationLandscapeRight"],
    "UIApplicationSceneManifest": {
        "UIApplicationSupportsMultipleScenes": False,
        "UISceneConfigurations": {
            "UIWindowSceneSessionRoleApplication": [{
                "UISceneConfigurationName": "Default Configuration",
                "UISceneDelegateClassName": "$(PRODUCT_MODULE_NAME).SceneDelegate",
                "UISceneStoryboardFile": "Board",
            }],
        },
    },
}
with open(os.path.join(variables, "Field-Notes-Info.plist"), "wb") as f:
    plistlib.dump(info, f, fmt=plistlib.FMT_BINARY)
