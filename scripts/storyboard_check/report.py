"""The lines printed for each storyboard x device run, and the SUMMARY line a report quotes."""
import json


def fmt(res):
    out = []
    for r in res:
        head = f'{r["storyboard"]:<22} {r["device"]:<10}'
        if "error" in r and "portrait" not in r:
            out.append(f'{head} ERROR {r["error"][:200]}')
            continue
        for o in ("portrait", "landscapeLeft"):
            s = r.get(o)
            if not s:
                continue
            if "constraints" not in s:
                out.append(f'{head} {o:<13} not rotated: {s.get("reason")}')
                continue
            line = (f'{head} {o:<13} win={s["windowSize"]} views={s["views"]} cons={s["constraints"]} '
                    f'reqBroken={s["requiredNotHolding"]} unsat={s["unsatisfiable"]} ambig={s["ambiguous"]}')
            if "framesChecked" in s:
                line += f' frames {len(s["frameDiffs"])}/{s["framesChecked"]} differ'
            out.append(line)
            for d in s["requiredNotHoldingExamples"][:3]:
                out.append(f'      !holds {d}')
            for d in s["ambiguousExamples"][:3]:
                out.append(f'      ambiguous {d}')
            if s.get("offscreenOrEmpty"):
                out.append(f'      zero-size/offscreen ({len(s["offscreenOrEmpty"])}): {s["offscreenOrEmpty"][:4]}')
            if "fixedFramesChecked" in s:
                out.append(f'      fixedFrame autoresizing: {len(s["fixedFrameDiffs"])}/{s["fixedFramesChecked"]} differ')
                for d in s["fixedFrameDiffs"][:3]:
                    out.append(f'        fixed {d["tag"]} {d["id"]}: expected {d["expected"]} host {d["got"]}')
            if "stackRelChecked" in s:
                out.append(f'      stack-relative: {len(s["stackRelDiffs"])}/{s["stackRelChecked"]} differ')
                for d in s["stackRelDiffs"][:6]:
                    out.append(f'        rel {d["tag"]} {d["id"]} {d["text"]!r}: file {d["expected"]} host {d["got"]}')
            for d in s.get("frameDiffs", [])[:8]:
                out.append(f'      frame {d["tag"]} {d["id"]} {d["text"]!r}: file {d["expected"]} host {d["got"]}')
        for sg in r.get("segues", []):
            out.append(f'      segue {json.dumps({k: v for k, v in sg.items() if k not in ("frameDiffs",)})[:300]}')
            for d in sg.get("frameDiffs", [])[:5]:
                out.append(f'        frame {d["tag"]} {d["id"]} {d["text"]!r}: file {d["expected"]} host {d["got"]}')
        if r.get("error"):
            out.append(f'      ERROR {r["error"][:300]}')
        for l in r.get("stderrTail", [])[:3]:
            out.append(f'      log {l[:200]}')
    return "\n".join(out)


def summary(results):
    """The figures a report quotes: files, scenes run, device runs, load errors, runs with a broken required
    constraint, and frames compared on the design device (and iphone-8 for 375x667 files) with those off by more
    than TOL."""
    files = {r["storyboard"].split("@")[0].replace(".storyboard", "") for r in results}
    errors = [r for r in results if "error" in r and "portrait" not in r]
    broken = compared = off = 0
    for r in results:
        for o in ("portrait", "landscapeLeft"):
            s = r.get(o) or {}
            broken += 1 if s.get("requiredNotHolding") else 0
            compared += s.get("framesChecked", 0)
            off += len(s.get("frameDiffs", []))
    return (f"SUMMARY files={len(files)} scenes={len({r['storyboard'] for r in results})} deviceRuns={len(results)} "
            f"loadErrors={len(errors)} orientationRunsWithBrokenRequired={broken} framesCompared={compared} "
            f"framesOff={off}")
