import Foundation

/// The flow layout's engine (docs/uikit-rules.md 16.13-16.19): items in lines along the cross axis, lines stacked
/// along the scrolling axis, in "main/cross" coordinates so both scroll directions share the code (vertical: main is
/// y, cross is x; horizontal: main is x, cross is y). Frames are kept per section, with the lines' extents for
/// binary search, so the elements in a rect cost a few comparisons plus the elements themselves.
struct FlowLayoutGeometry {
    /// What the engine needs of one section, in main/cross terms.
    struct SectionInput {
        /// Each item's size as (cross, main).
        var itemSizes: [(cross: CGFloat, main: CGFloat)]
        var insetMainStart: CGFloat, insetMainEnd: CGFloat
        var insetCrossStart: CGFloat, insetCrossEnd: CGFloat
        var lineSpacing: CGFloat
        var interitemSpacing: CGFloat
        var headerMain: CGFloat
        var footerMain: CGFloat
    }

    struct Line {
        var mainStart: CGFloat
        var mainEnd: CGFloat
        var firstItem: Int
        var endItem: Int
    }

    struct Section {
        var mainStart: CGFloat = 0
        var mainEnd: CGFloat = 0
        /// (cross origin, main origin, cross length, main length) per item.
        var items: [(cross: CGFloat, main: CGFloat, crossLength: CGFloat, mainLength: CGFloat)] = []
        var lines: [Line] = []
        var headerMainStart: CGFloat = 0
        var headerMain: CGFloat = 0
        var footerMainStart: CGFloat = 0
        var footerMain: CGFloat = 0
    }

    var sections: [Section] = []
    /// The content's extent along the scrolling axis.
    var mainLength: CGFloat = 0
    /// Items wider (along the cross axis) than the room between the section insets, for a report.
    var oversizedItems: [IndexPath] = []

    /// Places everything. `crossLength` is the room across the scrolling axis (the content width of a vertical
    /// layout); `crossStartExtra` and `crossEndExtra` are added to every section's insets (the section inset
    /// reference's safe area or layout margins).
    init(sections inputs: [SectionInput], crossLength: CGFloat, crossStartExtra: CGFloat = 0, crossEndExtra: CGFloat = 0) {
        var main: CGFloat = 0
        sections.reserveCapacity(inputs.count)
        for (sectionIndex, input) in inputs.enumerated() {
            var section = Section()
            section.mainStart = main
            section.headerMainStart = main
            section.headerMain = input.headerMain
            main += input.headerMain
            if !input.itemSizes.isEmpty {
                main += input.insetMainStart
                let crossStart = crossStartExtra + input.insetCrossStart
                let available = max(0, crossLength - crossStartExtra - crossEndExtra - input.insetCrossStart - input.insetCrossEnd)
                section.items.reserveCapacity(input.itemSizes.count)
                var first = 0
                let sizes = input.itemSizes
                while first < sizes.count {
                    // Fill the line greedily: an item joins when it fits after the spacing.
                    var end = first + 1
                    var used = sizes[first].cross
                    if sizes[first].cross > available + 0.0001 {
                        oversizedItems.append(IndexPath(item: first, section: sectionIndex))
                    }
                    while end < sizes.count, used + input.interitemSpacing + sizes[end].cross <= available + 0.0001 {
                        used += input.interitemSpacing + sizes[end].cross
                        end += 1
                    }
                    var lineMain: CGFloat = 0
                    for index in first..<end { lineMain = max(lineMain, sizes[index].main) }
                    let count = end - first
                    // 16.15: a line of one item starts at the inset; longer lines spread their leftover room evenly
                    // between the items (justified), the last line included.
                    let gap: CGFloat
                    if count == 1 {
                        gap = 0
                    } else {
                        var widths: CGFloat = 0
                        for index in first..<end { widths += sizes[index].cross }
                        gap = (available - widths) / CGFloat(count - 1)
                    }
                    var cross = crossStart
                    for index in first..<end {
                        let size = sizes[index]
                        section.items.append((cross: cross, main: main + (lineMain - size.main) / 2,
                                              crossLength: size.cross, mainLength: size.main))
                        cross += size.cross + gap
                    }
                    section.lines.append(Line(mainStart: main, mainEnd: main + lineMain, firstItem: first, endItem: end))
                    main += lineMain
                    first = end
                    if first < sizes.count { main += input.lineSpacing }
                }
                main += input.insetMainEnd
            }
            section.footerMainStart = main
            section.footerMain = input.footerMain
            main += input.footerMain
            section.mainEnd = main
            sections.append(section)
        }
        mainLength = main
    }

    /// The items whose extent meets `mainMin..<mainMax` along the scrolling axis, in order, by section.
    func items(from mainMin: CGFloat, to mainMax: CGFloat, _ body: (Int, Int) -> Void) {
        guard let firstSection = lastIndex(in: sections.count, where: { sections[$0].mainStart <= mainMin }) ?? (sections.isEmpty ? nil : 0)
        else { return }
        var sectionIndex = firstSection
        while sectionIndex < sections.count, sections[sectionIndex].mainStart < mainMax {
            let section = sections[sectionIndex]
            if section.mainEnd > mainMin, !section.lines.isEmpty {
                var lineIndex = lastIndex(in: section.lines.count, where: { section.lines[$0].mainStart <= mainMin }) ?? 0
                while lineIndex < section.lines.count, section.lines[lineIndex].mainStart < mainMax {
                    let line = section.lines[lineIndex]
                    if line.mainEnd > mainMin {
                        for item in line.firstItem..<line.endItem { body(sectionIndex, item) }
                    }
                    lineIndex += 1
                }
            }
            sectionIndex += 1
        }
    }

    /// The sections whose extent meets `mainMin..<mainMax`.
    func sections(from mainMin: CGFloat, to mainMax: CGFloat) -> Range<Int> {
        guard !sections.isEmpty else { return 0..<0 }
        let first = lastIndex(in: sections.count, where: { sections[$0].mainStart <= mainMin }) ?? 0
        var end = first
        while end < sections.count, sections[end].mainStart < mainMax {
            end += 1
        }
        return first..<end
    }

    /// The last index in `0..<count` for which `isBefore` holds, for a predicate true up to some index and false after.
    private func lastIndex(in count: Int, where isBefore: (Int) -> Bool) -> Int? {
        var low = 0, high = count
        while low < high {
            let mid = (low + high) / 2
            if isBefore(mid) { low = mid + 1 } else { high = mid }
        }
        return low == 0 ? nil : low - 1
    }
}
