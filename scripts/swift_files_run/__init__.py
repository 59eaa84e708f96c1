"""The pieces of scripts/run-swift-files.py, one concern per module (its docstring tells what the tool does):
build (port, type-check, sort errors, link the run executable), targets (which classes run and how they are made),
run (the command line, the runs and the report). Driver.swift is the Swift side of a run."""
