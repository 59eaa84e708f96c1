import Foundation

/// Attributed text in several styles set in a box for drawing (docs/uikit-rules.md 11.190, 11.217, 11.220): the
/// lines that fit, each placed by the alignment and spaced by the paragraph style, the last one truncated as the
/// line break mode says.
extension StyledText {
    /// The lines shown in a box `width` wide and `height` tall: broken at the width (not at all for one line; between
    /// characters for `.byCharWrapping`), at most `numberOfLines` (0: any) and as many whole lines as the height holds
    /// (one at least), the last one truncated by a truncating `lineBreakMode` when text is left over or it is too wide
    /// (11.220).
    func shownLines(width: CGFloat, height: CGFloat, numberOfLines: Int, lineBreakMode: NSLineBreakMode) -> [Line] {
        let all = lines(constrainedToWidth: numberOfLines == 1 ? .greatestFiniteMagnitude : width,
                        byCharacters: lineBreakMode == .byCharWrapping)
        var shown: [Line] = []
        var top: CGFloat = 0
        for line in all {
            if numberOfLines > 0 && shown.count == numberOfLines { break }
            // A hair of slack for rounding, as the renderer's line count has.
            if !shown.isEmpty && top + line.height > height + 0.01 { break }
            shown.append(line)
            top += line.height + line.spacing
        }
        guard let last = shown.last,
              [.byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail].contains(lineBreakMode) else { return shown }
        shown[shown.count - 1] = truncated(last, rest: all.dropFirst(shown.count), width: width, mode: lineBreakMode)
        return shown
    }

    /// `line` with "…" where text is cut (11.220), as one font's text is truncated (19.4): at the tail when the
    /// line or the text left over after it does not fit (as much of the line as fits with the mark, trailing spaces
    /// dropped), at the head or the middle when the line with what is left over does not fit. The mark is set in the
    /// run of the first character it stands for (UIHost's choice). The line keeps its height and baseline.
    func truncated(_ line: Line, rest: ArraySlice<Line>, width: CGFloat, mode: NSLineBreakMode) -> Line {
        var collected = pieces(of: line)
        for next in rest {
            // What is left over joins the line after a space, as one font's truncated text does (19.4).
            let text = pieces(of: next)
            if let previous = collected.last ?? text.first { collected.append(Piece(character: " ", run: previous.run)) }
            collected += text
        }
        let characters = collected
        let hasMore = !rest.isEmpty
        let fits = measuredWidth(characters) <= width + 1e-9
        if fits && !hasMore || characters.isEmpty { return line }
        // 11.237: a line no wider than its width times 1 + its paragraph's tightening factor is tightened instead.
        if !hasMore, let style = runs[line.fragments.first?.run ?? 0].paragraphStyle,
           style.tighteningFactorForTruncation > 0,
           line.width <= width * (1 + CGFloat(style.tighteningFactorForTruncation)) + 1e-9 {
            return tightened(line, to: width)
        }
        let form: (Int) -> [Piece]
        switch mode {
        case .byTruncatingTail:
            form = { count in
                var kept = Array(characters.prefix(count))
                while kept.last?.character == " " { kept.removeLast() }
                return kept + [Piece(character: "…", run: characters[min(count, characters.count - 1)].run)]
            }
        case .byTruncatingHead:
            guard !fits else { return line }
            form = { count in
                let kept = characters.suffix(count).drop { $0.character == " " }
                return [Piece(character: "…", run: characters[max(0, characters.count - count - 1)].run)] + kept
            }
        case .byTruncatingMiddle:
            guard !fits else { return line }
            form = { count in
                let front = (count + 1) / 2, back = count - front
                return Array(characters.prefix(front))
                    + [Piece(character: "…", run: characters[min(front, characters.count - 1)].run)]
                    + Array(characters.suffix(back))
            }
        case .byWordWrapping, .byCharWrapping, .byClipping:
            return line
        }
        var low = 0, high = characters.count
        while low < high {
            let mid = (low + high + 1) / 2
            if measuredWidth(form(mid)) <= width + 1e-9 { low = mid } else { high = mid - 1 }
        }
        var result = self.line(form(low), emptyRun: characters[0].run)
        result.ascender = line.ascender
        result.descender = line.descender
        result.leading = line.leading
        result.above = line.above
        result.spacing = line.spacing
        return result
    }

    /// `line` with the same space taken from after each of its characters so it is `width` wide (11.237).
    func tightened(_ line: Line, to width: CGFloat) -> Line {
        let count = line.fragments.reduce(0) { $0 + $1.text.count }
        guard count > 0 else { return line }
        var result = line
        result.tightening = (width - line.width) / CGFloat(count)
        var x: CGFloat = 0
        for index in result.fragments.indices {
            result.fragments[index].x = x
            result.fragments[index].width += result.tightening * CGFloat(result.fragments[index].text.count)
            x += result.fragments[index].width
        }
        result.width = x
        return result
    }

    private func measuredWidth(_ pieces: [Piece]) -> CGFloat {
        pieces.isEmpty ? 0 : line(pieces, emptyRun: pieces[0].run).width
    }

    /// The text set in `rect` for drawing (11.190): `shownLines`, each placed by `alignment` with its baseline its
    /// `baseline` below its top. `color` gives each run's drawn colour from its own.
    @MainActor
    func fragments(in rect: CGRect, alignment: NSTextAlignment, numberOfLines: Int,
                   lineBreakMode: NSLineBreakMode = .byWordWrapping, color: (UIColor?) -> CGColor) -> [CGTextFragment] {
        let lines = shownLines(width: rect.width, height: rect.height, numberOfLines: numberOfLines,
                               lineBreakMode: lineBreakMode)
        var result: [CGTextFragment] = []
        var top: CGFloat = 0
        for line in lines {
            let x: CGFloat
            switch alignment {
            case .center: x = (rect.width - line.width) / 2
            case .right: x = rect.width - line.width
            case .left, .natural, .justified: x = 0
            }
            for fragment in line.fragments {
                let run = runs[fragment.run]
                var drawn = CGTextFragment(text: fragment.text, fontName: run.font.fontName,
                                           fontSize: run.font.pointSize, color: color(run.color),
                                           origin: CGPoint(x: x + fragment.x, y: top + line.baseline))
                drawn.kern = run.kern + line.tightening
                result.append(drawn)
            }
            top += line.height + line.spacing
        }
        return result
    }
}
