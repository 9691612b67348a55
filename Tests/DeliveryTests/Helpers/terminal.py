#!/usr/bin/env python3
"""terminal: a pseudo-terminal for the serial tests. Writes its slave side's path to PATH_FILE
and appends what is written there to OUT_FILE (read on the master side). Ends after 60 s.

    terminal.py PATH_FILE OUT_FILE
"""
import os
import select
import sys
import time

master, slave = os.openpty()
with open(sys.argv[1] + ".tmp", "w") as f:
    f.write(os.ttyname(slave))
os.rename(sys.argv[1] + ".tmp", sys.argv[1])
end = time.monotonic() + 60
with open(sys.argv[2], "ab", buffering=0) as out:
    while time.monotonic() < end:
        if select.select([master], [], [], 0.1)[0]:
            out.write(os.read(master, 4096))
