"""Best CPU time (user + system, seconds) of N runs of a command, its
output discarded: on a shared machine wall time mostly measures the
others.

    python3 benches/cpu-time.py N COMMAND [ARG...]
"""
import resource
import subprocess
import sys

n, cmd, best = int(sys.argv[1]), sys.argv[2:], None
for _ in range(n):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(cmd, stdout=subprocess.DEVNULL, check=False)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    t = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    best = t if best is None else min(best, t)
print(f"{best:.4f}")
