"""The pieces of scripts/check-storyboards.py, one concern per module (its docstring tells what the checker does):

- storyboard: the file's side (saved frames, the views' parents and autoresizing masks, the design device's size)
- canvas: the status bar Xcode's canvas drew or left out, and the app folder that hides it (docs/uikit-rules.md 8.47)
- host: one `uihost serve` process and its JSON-RPC calls
- variants: the scenes a file is run as, each inside the containers that show it in the app
- measure: the host's tree against the file (broken required constraints, frames, autoresizing, stack views)
- report: the lines printed for each run and the SUMMARY line
- run: one storyboard on one device in both orientations, and the command line
"""
