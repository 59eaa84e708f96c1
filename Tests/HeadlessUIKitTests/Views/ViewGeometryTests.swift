import Foundation
import Testing
@testable import HeadlessUIKit

/// Frame, bounds, center and transform after each setter (docs/uikit-rules.md 4.1, 4.2).
@Suite @MainActor struct ViewGeometryTests {
    // docs/uikit-rules.md 4.1
    @Test func initWithFrameSetsBoundsToTheSizeAndCenterToTheMiddle() {
        _ = HeadlessHost()

        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))

        #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 60, y: 45))
        #expect(view.transform == .identity)
    }

    // docs/uikit-rules.md 4.1
    @Test func settingTheFrameUpdatesBoundsSizeAndCenter() {
        _ = HeadlessHost()
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))

        view.frame = CGRect(x: 30, y: 40, width: 60, height: 80)

        #expect(view.bounds == CGRect(x: 0, y: 0, width: 60, height: 80))
        #expect(view.center == CGPoint(x: 60, y: 80))
        #expect(view.frame == CGRect(x: 30, y: 40, width: 60, height: 80))
    }

    // docs/uikit-rules.md 4.1: the frame setter changes bounds.size only; a scrolled origin stays.
    @Test func settingTheFrameKeepsTheBoundsOrigin() {
        _ = HeadlessHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.bounds.origin = CGPoint(x: 5, y: 7)

        view.frame = CGRect(x: 0, y: 0, width: 200, height: 50)

        #expect(view.bounds == CGRect(x: 5, y: 7, width: 200, height: 50))
    }

    // docs/uikit-rules.md 4.1
    @Test func settingBoundsSizeResizesAroundTheCenter() {
        _ = HeadlessHost()
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))

        view.bounds.size = CGSize(width: 200, height: 100)

        #expect(view.center == CGPoint(x: 60, y: 45))
        #expect(view.frame == CGRect(x: -40, y: -5, width: 200, height: 100))
    }

    // docs/uikit-rules.md 4.1
    @Test func settingBoundsOriginLeavesTheFrameAndMovesTheSubviewsOnScreen() {
        _ = HeadlessHost()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let parent = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 30, y: 40, width: 10, height: 10))
        root.addSubview(parent)
        parent.addSubview(child)

        parent.bounds.origin = CGPoint(x: 20, y: 30)

        #expect(parent.frame == CGRect(x: 10, y: 20, width: 100, height: 100))
        #expect(parent.center == CGPoint(x: 60, y: 70))
        #expect(child.frame == CGRect(x: 30, y: 40, width: 10, height: 10))
        // Parent point (20, 30) is now its top-left corner, at root (10, 20): the child's origin, parent point
        // (30, 40), is at root (20, 30).
        #expect(parent.convert(CGPoint(x: 20, y: 30), to: root) == CGPoint(x: 10, y: 20))
        #expect(child.convert(CGPoint.zero, to: root) == CGPoint(x: 20, y: 30))
    }

    // docs/uikit-rules.md 4.1
    @Test func settingTheCenterMovesTheFrameAndKeepsTheBounds() {
        _ = HeadlessHost()
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))

        view.center = CGPoint(x: 200, y: 300)

        #expect(view.frame == CGRect(x: 150, y: 275, width: 100, height: 50))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
    }

    // Documented runtime choice: a non-finite geometry value is ignored and reported.
    @Test func nonFiniteFrameIsIgnoredAndReported() {
        let host = HeadlessHost()
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))

        view.frame = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
        view.center = CGPoint(x: CGFloat.infinity, y: 0)

        #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(host.problems.count == 2)
    }

    // Documented runtime choice, as for the setters: a non-finite initial frame is reported and replaced by zero.
    @Test func nonFiniteInitialFrameIsReportedAndBecomesZero() {
        let host = HeadlessHost()

        let view = UIView(frame: CGRect(x: 0, y: CGFloat.nan, width: 10, height: 10))

        #expect(view.frame == .zero)
        #expect(view.center == .zero)
        #expect(host.problems.count == 1)
    }

    // Documented runtime choice, as for the other geometry setters: a non-finite transform is reported and ignored.
    @Test func nonFiniteTransformIsIgnoredAndReported() {
        let host = HeadlessHost()
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))

        view.transform = CGAffineTransform(scaleX: .infinity, y: 1)

        #expect(view.transform == .identity)
        #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(host.problems.count == 1)
    }

    // docs/uikit-rules.md 4.2: the frame is the bounding box of the transformed bounds, about the center.
    @Test func scaleTransformGrowsTheFrameAboutTheCenterAndKeepsTheBounds() {
        _ = HeadlessHost()
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))

        view.transform = CGAffineTransform(scaleX: 2, y: 2)

        #expect(view.frame == CGRect(x: -40, y: -5, width: 200, height: 100))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 60, y: 45))
    }

    // docs/uikit-rules.md 4.2
    @Test func quarterTurnSwapsTheFramesWidthAndHeightAboutTheCenter() {
        _ = HeadlessHost()
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))

        view.transform = CGAffineTransform(rotationAngle: .pi / 2)

        #expect(ViewGeometry.snap(view.frame) == CGRect(x: 35, y: -5, width: 50, height: 100))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 60, y: 45))
    }

    // docs/uikit-rules.md 4.2
    @Test func eighthTurnMakesTheFrameTheBoundingBoxOfTheRotatedSquare() {
        _ = HeadlessHost()
        let view = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))

        view.transform = CGAffineTransform(rotationAngle: .pi / 4)

        let side = 100 * CGFloat(2).squareRoot()
        let expected = CGRect(x: 100 - side / 2, y: 100 - side / 2, width: side, height: side)
        #expect(ViewGeometry.snap(view.frame) == ViewGeometry.snap(expected))
        #expect(view.center == CGPoint(x: 100, y: 100))
    }

    // docs/uikit-rules.md 4.2: back to the identity, the frame is the plain rectangle again.
    @Test func resettingTheTransformRestoresTheFrame() {
        _ = HeadlessHost()
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        view.transform = CGAffineTransform(rotationAngle: .pi / 4)

        view.transform = .identity

        #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
    }

    // Documented runtime choice (UIView.frame): with a transform, setting the frame moves the center only.
    @Test func settingTheFrameWithATransformMovesOnlyTheCenter() {
        _ = HeadlessHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)

        view.frame = CGRect(x: 100, y: 100, width: 10, height: 10)

        #expect(view.center == CGPoint(x: 105, y: 105))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
    }
}

/// Converting points and rects between views (docs/uikit-rules.md 4.2, 4.3).
@Suite @MainActor struct ViewConversionTests {
    // docs/uikit-rules.md 4.3
    @Test func pointConvertsToTheSuperviewByTheFrameOrigin() {
        _ = HeadlessHost()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let child = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        parent.addSubview(child)

        #expect(child.convert(CGPoint(x: 5, y: 5), to: parent) == CGPoint(x: 15, y: 25))
        #expect(child.convert(CGPoint(x: 15, y: 25), from: parent) == CGPoint(x: 5, y: 5))
        #expect(parent.convert(CGPoint(x: 15, y: 25), to: child) == CGPoint(x: 5, y: 5))
    }

    // docs/uikit-rules.md 4.3: between cousins, through their common ancestors.
    @Test func pointConvertsBetweenCousins() {
        _ = HeadlessHost()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let left = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        let right = UIView(frame: CGRect(x: 150, y: 20, width: 100, height: 100))
        let leftChild = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        let rightChild = UIView(frame: CGRect(x: 30, y: 40, width: 10, height: 10))
        root.addSubview(left)
        root.addSubview(right)
        left.addSubview(leftChild)
        right.addSubview(rightChild)

        // leftChild (0,0) is root (15,15); rightChild (0,0) is root (180,60).
        #expect(leftChild.convert(CGPoint.zero, to: rightChild) == CGPoint(x: -165, y: -45))
        #expect(rightChild.convert(CGPoint.zero, from: leftChild) == CGPoint(x: -165, y: -45))
    }

    // docs/uikit-rules.md 4.2: conversion goes through the center and the transform (a quarter turn), not the frame.
    @Test func pointConvertsThroughARotationAboutTheCenter() {
        _ = HeadlessHost()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let child = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        parent.addSubview(child)
        child.transform = CGAffineTransform(rotationAngle: .pi / 2)

        // The top-left corner is (-50, -25) from the center (60, 45); a quarter turn takes it to (25, -50).
        #expect(ViewGeometry.snap(child.convert(CGPoint.zero, to: parent)) == CGPoint(x: 85, y: -5))
        #expect(ViewGeometry.snap(child.convert(CGPoint(x: 100, y: 50), to: parent)) == CGPoint(x: 35, y: 95))
        #expect(ViewGeometry.snap(child.convert(CGPoint(x: 85, y: -5), from: parent)) == CGPoint(x: 0, y: 0))
    }

    // docs/uikit-rules.md 4.2
    @Test func pointConvertsThroughAScaleAboutTheCenter() {
        _ = HeadlessHost()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let child = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        parent.addSubview(child)
        child.transform = CGAffineTransform(scaleX: 2, y: 2)

        #expect(child.convert(CGPoint.zero, to: parent) == CGPoint(x: -40, y: -5))
        #expect(child.convert(CGPoint(x: 50, y: 25), to: parent) == CGPoint(x: 60, y: 45))
        #expect(child.convert(CGPoint(x: 160, y: 95), from: parent) == CGPoint(x: 100, y: 50))
    }

    // docs/uikit-rules.md 4.2: with the bounds scrolled and the view rotated, conversion applies both.
    @Test func pointConvertsThroughTheBoundsOriginAndTheTransform() {
        _ = HeadlessHost()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let child = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        parent.addSubview(child)
        child.bounds.origin = CGPoint(x: 100, y: 100)
        child.transform = CGAffineTransform(rotationAngle: .pi / 2)

        // Child point (100, 100) is now its top-left corner, which the quarter turn puts at parent (85, -5).
        #expect(ViewGeometry.snap(child.convert(CGPoint(x: 100, y: 100), to: parent)) == CGPoint(x: 85, y: -5))
        #expect(ViewGeometry.snap(child.convert(CGPoint(x: 85, y: -5), from: parent)) == CGPoint(x: 100, y: 100))
    }

    // docs/uikit-rules.md 4.2: a rect across a quarter turn becomes its enclosing box, with a positive size.
    @Test func rectAcrossAQuarterTurnBecomesTheEnclosingBox() {
        _ = HeadlessHost()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let child = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        parent.addSubview(child)
        child.transform = CGAffineTransform(rotationAngle: .pi / 2)

        let converted = child.convert(child.bounds, to: parent)

        #expect(ViewGeometry.snap(converted) == CGRect(x: 35, y: -5, width: 50, height: 100))
        #expect(ViewGeometry.snap(converted) == ViewGeometry.snap(child.frame))
    }

    // docs/uikit-rules.md 4.2: the eighth turn of a square gives a box √2 times as wide.
    @Test func rectAcrossAnEighthTurnBecomesTheEnclosingBox() {
        _ = HeadlessHost()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let child = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        parent.addSubview(child)
        child.transform = CGAffineTransform(rotationAngle: .pi / 4)

        let converted = child.convert(CGRect(x: 0, y: 0, width: 100, height: 100), to: parent)

        let side = 100 * CGFloat(2).squareRoot()
        #expect(ViewGeometry.snap(converted)
            == ViewGeometry.snap(CGRect(x: 100 - side / 2, y: 100 - side / 2, width: side, height: side)))
    }

    // docs/uikit-rules.md 4.2: converting into a rotated view also gives a positive size.
    @Test func rectConvertedIntoARotatedViewHasAPositiveSize() {
        _ = HeadlessHost()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let child = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        parent.addSubview(child)
        child.transform = CGAffineTransform(rotationAngle: .pi / 2)

        let converted = child.convert(CGRect(x: 35, y: -5, width: 50, height: 100), from: parent)

        #expect(ViewGeometry.snap(converted) == CGRect(x: 0, y: 0, width: 100, height: 50))
    }

    // docs/uikit-rules.md 4.3: nil means the window.
    @Test func convertingToAndFromNilUsesTheWindow() {
        _ = HeadlessHost()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let container = UIView(frame: CGRect(x: 20, y: 30, width: 200, height: 200))
        let view = UIView(frame: CGRect(x: 5, y: 10, width: 50, height: 50))
        window.addSubview(container)
        container.addSubview(view)

        #expect(view.convert(CGPoint(x: 1, y: 2), to: nil) == CGPoint(x: 26, y: 42))
        #expect(view.convert(CGPoint(x: 26, y: 42), from: nil) == CGPoint(x: 1, y: 2))
        #expect(view.convert(CGRect(x: 0, y: 0, width: 50, height: 50), to: nil)
            == CGRect(x: 25, y: 40, width: 50, height: 50))
        #expect(view.convert(CGPoint(x: 1, y: 2), to: nil) == view.convert(CGPoint(x: 1, y: 2), to: window))
    }

    // docs/uikit-rules.md 4.3: views in different windows meet in screen coordinates.
    @Test func pointConvertsBetweenViewsInDifferentWindows() {
        _ = HeadlessHost()
        let first = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let second = UIWindow(frame: CGRect(x: 100, y: 200, width: 200, height: 200))
        let a = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        let b = UIView(frame: CGRect(x: 20, y: 30, width: 50, height: 50))
        first.addSubview(a)
        second.addSubview(b)

        // a (0,0) is screen (10,10); b (0,0) is screen (120,230).
        #expect(a.convert(CGPoint.zero, to: b) == CGPoint(x: -110, y: -220))
        #expect(b.convert(CGPoint.zero, to: a) == CGPoint(x: 110, y: 220))
        #expect(b.convert(CGPoint(x: 5, y: 5), from: a) == CGPoint(x: -105, y: -215))
        #expect(a.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: b)
            == CGRect(x: -110, y: -220, width: 10, height: 10))
    }
}

/// Stored properties with UIKit's defaults (docs/uikit-rules.md 4.5, 4.6, 4.10).
@Suite @MainActor struct ViewPropertyTests {
    // docs/uikit-rules.md 4.6
    @Test func interactionAndTouchFlagsHaveUIKitDefaults() {
        _ = HeadlessHost()
        let view = UIView()

        #expect(view.isUserInteractionEnabled)
        #expect(!view.isMultipleTouchEnabled)
        #expect(!view.isExclusiveTouch)
        #expect(!view.isHidden)
        #expect(view.alpha == 1)
        #expect(view.autoresizesSubviews)
        #expect(view.autoresizingMask == [])
    }

    // docs/uikit-rules.md 4.10
    @Test func accessibilityPropertiesDefaultToEmpty() {
        _ = HeadlessHost()
        let view = UIView()

        #expect(view.accessibilityIdentifier == nil)
        #expect(view.accessibilityLabel == nil)
        #expect(!view.isAccessibilityElement)
        #expect(view.accessibilityTraits == .none)
    }

    // docs/uikit-rules.md 4.10
    @Test func accessibilityPropertiesAreStored() {
        _ = HeadlessHost()
        let view = UIView()

        view.accessibilityIdentifier = "save-button"
        view.accessibilityLabel = "Save"
        view.isAccessibilityElement = true
        view.accessibilityTraits = [.button, .selected]

        #expect(view.accessibilityIdentifier == "save-button")
        #expect(view.accessibilityLabel == "Save")
        #expect(view.isAccessibilityElement)
        #expect(view.accessibilityTraits == [.button, .selected])
    }

    // Documented runtime choice: alpha is clamped to 0...1.
    @Test func alphaIsClampedToZeroThroughOne() {
        _ = HeadlessHost()
        let view = UIView()

        view.alpha = 1.5
        let above = view.alpha
        view.alpha = -0.5
        let below = view.alpha

        #expect([above, below] == [1, 0])
    }
}
