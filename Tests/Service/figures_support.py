"""Figures about a server under test: its resident memory, and percentiles of timings."""


def vm_rss_kib(pid):
    """The process's resident set size in KiB from /proc, or None if its status has no VmRSS line;
    OSError if the status cannot be read (say, the process is gone)."""
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return None


def percentile(values, fraction):
    """The value at `fraction` (0...1) of the sorted values, nearest rank; `values` must not be empty."""
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, int(round(fraction * (len(ordered) - 1)))))
    return ordered[index]
