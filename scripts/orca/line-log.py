"""Runs a Python program (Orca) with the file named after its --debug-file written line by line.

Usage: python3 line-log.py PROGRAM ARGS... (ARGS holding "--debug-file PATH").

Orca opens its debug file with Python's default buffering: a block of 8 KB is written at a time,
so the last lines of what it did (an utterance, a move of its focus) reach the file only when
later events fill the block. A reader of the log as it grows (scripts/orca/listener.ts) would
then hear a key as silent, and its speech after the next key. Here that one file is opened line
buffered: each line is in the file once Orca has written it. Nothing else of the program changes.
"""
import builtins
import runpy
import sys


def main() -> None:
    program, *args = sys.argv[1:]
    path = args[args.index("--debug-file") + 1]
    real_open = builtins.open

    def open_line_buffered(file, mode="r", buffering=-1, *rest, **options):
        if file == path and "b" not in mode and any(m in mode for m in "wax"):
            buffering = 1
        return real_open(file, mode, buffering, *rest, **options)

    builtins.open = open_line_buffered
    sys.argv = [program, *args]
    runpy.run_path(program, run_name="__main__")


if __name__ == "__main__":
    main()
