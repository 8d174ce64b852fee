"""The chaos run's findings: which acknowledged writes the database lacks, which 5xx answers a
fault does not explain, and the report that prints them with the faults, the writes and how fast
the pages converged, returning the checks that failed (each in a sentence)."""
import math

from chaos_pages import SocketPage

FAULT_KINDS = ("listen-kill", "pg-restart", "instance-kill", "instance-stop", "haproxy-reload")
CONVERGENCE_GOAL = 5.0  # seconds, p99 (issue 38)
CONVERGENCE_BOUND = 20.0  # how long a page is watched after one fault before it counts as stuck
FINAL_WAIT = 30.0  # how long pages may take to show the database once the writes have stopped
# A restart's documented 503s ("the database is unavailable; try again shortly") are allowed
# while it lasts and this long after, while pools reconnect.
RESTART_TAIL = 10.0
CHECKS = 4  # missing writes, pages differing at the end, convergence, unexpected 5xx


def missing_writes(run):
    """Acknowledged writes the database does not hold."""
    hexes = sorted({hex_ for hex_, _, _ in run.ledger.tags})
    stored = set()
    for hex_, name in run.cluster.postgres.sql_retrying(
            "SELECT c.hex, t.name FROM color_tags ct JOIN colors c ON c.id = ct.color_id"
            " JOIN tags t ON t.id = ct.tag_id WHERE c.hex IN (" + ",".join(f"'{h}'" for h in hexes) + ")"):
        stored.add((hex_, name))
    missing = [f"tag {tag!r} on #{hex_} (acknowledged to {via})"
               for hex_, tag, via in run.ledger.tags if (hex_, tag) not in stored]
    revisions = {}
    for scheme, number, name, colors in run.cluster.postgres.sql_retrying(
            "SELECT scheme_id, number, name, colors FROM scheme_revisions"):
        revisions[(int(scheme), int(number))] = (name, tuple(colors.split(",")))
    names = {(scheme, state[0]) for (scheme, _), state in revisions.items()}
    for scheme, revision, name, colors, via in run.ledger.saves:
        if revision is not None:
            if revisions.get((scheme, revision)) != (name, colors):
                missing.append(f"palette {scheme} revision {revision} {name!r} {colors} "
                               f"(acknowledged to {via}; stored: {revisions.get((scheme, revision))})")
        elif (scheme, name) not in names:
            missing.append(f"palette {scheme} renamed {name!r} (acknowledged to {via}; in no revision)")
    return missing

def server_errors(run):
    """5xx answers, split into those a restart documents and the rest. A 503 during a restart
    of PostgreSQL or of an instance (and RESTART_TAIL after) is the documented "database
    unavailable", from Colr or from HAProxy with every instance failing its check. HAProxy's
    own 502/503/504 for a request an instance held when it was killed is the kill, not an
    answer of Colr's; it is allowed in a kill's window and counted apart."""
    restarts = [(start, end + RESTART_TAIL) for kind, start, end, _, _ in run.faults
                if kind in ("pg-restart", "instance-kill")]
    kills = [(start, end + RESTART_TAIL) for kind, start, end, _, _ in run.faults if kind == "instance-kill"]

    def within(windows, moment):
        return any(start <= moment <= end for start, end in windows)
    documented, killed, unexpected = [], [], []
    for moment, via, method, path, status, by_colr, _ in run.ledger.exchanges:
        if status < 500:
            continue
        item = f"{status} {method} {path} via {via} at {moment:.1f} s ({'Colr' if by_colr else 'HAProxy'})"
        if status == 503 and within(restarts, moment):
            documented.append(item)
        elif not by_colr and within(kills, moment):
            killed.append(item)
        else:
            unexpected.append(item)
    return documented, killed, unexpected

def report(run, differing):
    failures = []
    print("\n== chaos run: seed %d, %.0f s of faults, binary %s" % (run.options.seed, run.options.seconds,
                                                                     run.binary))
    print("faults injected:")
    for kind in FAULT_KINDS:
        print(f"  {kind:15} {sum(1 for f in run.faults if f[0] == kind)}")
    print("writes acknowledged (tried):")
    acknowledged = {}
    for _, _, via in run.ledger.tags:
        acknowledged[("tag", via)] = acknowledged.get(("tag", via), 0) + 1
    for *_, via in run.ledger.saves:
        acknowledged[("palette", via)] = acknowledged.get(("palette", via), 0) + 1
    for key in sorted(set(acknowledged) | set(run.ledger.attempts)):
        print(f"  {key[0]:8} via {key[1]:8} {acknowledged.get(key, 0):6} ({run.ledger.attempts.get(key, 0)})")
    print(f"  total    {sum(acknowledged.values())}")

    missing = missing_writes(run)
    print(f"acknowledged writes missing from the database: {len(missing)}")
    for item in missing[:10]:
        print(f"  {item}")
    if missing:
        failures.append(f"{len(missing)} acknowledged writes are missing from the database")

    print(f"pages whose final view differs from the database after the last fault "
          f"(each given {FINAL_WAIT:.0f} s): {len(differing)} of {len(run.pages)}")
    for page, view, stored in differing:
        if page.kind == "color":
            shown = set(view or ())
            print(f"  {page.describe()}: missing {sorted(stored - shown)[:8]}, extra {sorted(shown - stored)[:8]}")
        else:
            print(f"  {page.describe()}: shows {view}, database {stored}")
    if differing:
        failures.append(f"{len(differing)} pages never showed what the database holds")

    times = [seconds for _, _, seconds in run.convergence]
    stuck = sum(1 for seconds in times if seconds is None)
    ordered = sorted(math.inf if seconds is None else seconds for seconds in times)

    def percentile(q):
        return ordered[min(len(ordered) - 1, math.ceil(q * len(ordered)) - 1)] if ordered else 0.0
    p50, p99 = percentile(0.5), percentile(0.99)
    print(f"time for every page to converge after each fault ({len(times)} page-faults): "
          f"p50 {seconds_text(p50)}, p99 {seconds_text(p99)} (goal p99 < {CONVERGENCE_GOAL:.0f} s); "
          f"not within {CONVERGENCE_BOUND:.0f} s: {stuck}")
    for kind in FAULT_KINDS:
        mine = sorted(math.inf if s is None else s for k, _, s in run.convergence if k == kind)
        if mine:
            print(f"  after {kind:15} worst {seconds_text(mine[-1])}, "
                  f"not converged {sum(1 for s in mine if s == math.inf)} of {len(mine)}")
    for kind, page, lacking in run.stuck[:10]:
        print(f"  not converged after {kind}: {page.describe()}: {lacking}")
    if p99 >= CONVERGENCE_GOAL:
        failures.append(f"pages took {seconds_text(p99)} (p99) to converge after a fault; the goal is under "
                        f"{CONVERGENCE_GOAL:.0f} s" + (f" ({stuck} page-faults never did)" if stuck else ""))

    documented, killed, unexpected = server_errors(run)
    print(f"5xx answered other than a documented 503 during a restart: {len(unexpected)} "
          f"(documented 503s: {len(documented)}; HAProxy's for requests a killed instance held: {len(killed)}; "
          f"HTTP exchanges: {len(run.ledger.exchanges)})")
    for item in unexpected[:10]:
        print(f"  {item}")
    if unexpected:
        failures.append(f"{len(unexpected)} unexpected 5xx answers")

    joins = sum(p.joins for p in run.pages if isinstance(p, SocketPage))
    print(f"socket pages: {joins} joins, {sum(p.reloads for p in run.pages if isinstance(p, SocketPage))} loads")
    return failures


def seconds_text(seconds):
    return "never (past its bound)" if seconds == math.inf else f"{seconds:.2f} s"
