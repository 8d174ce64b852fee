"""What the chaos run starts and breaks: a private PostgreSQL, three `colr serve` instances on it,
HAProxy in front (the repository's deploy/haproxy.cfg, as the failover test runs it), and the
faults injected into them.

Everything here is on loopback and stops itself: each wait has a timeout, and `Cluster.close`
stops whatever was started, even half-way through a fault (a stopped instance is continued
first, or it could not hear SIGTERM).
"""
import os
import shlex
import shutil
import signal
import subprocess
import tempfile
import threading
import time

from colr_testing import ColrServer, free_port
from failover_support import HAProxy

INSTANCES = ("colr1", "colr2", "colr3")
# How long a live session outlives its dropped socket in this run (COLR_SESSION_GRACE): short,
# so that an instance stopped for a few seconds outlives every grace period it holds.
SESSION_GRACE = 2


class Postgres:
    """A throwaway PostgreSQL cluster: trust auth, 127.0.0.1 only, a free port, its data and
    socket in a temporary folder. PostgreSQL refuses to run as root, so as root its programs run
    as `postgres` (as scripts/test runs them)."""

    def __init__(self, pg_bin):
        self.bin = pg_bin
        self.port = free_port()
        self.directory = tempfile.mkdtemp(prefix="colr-chaos-pg-")
        self.data = os.path.join(self.directory, "data")
        self.log = os.path.join(self.directory, "log")
        self.started = False
        if os.geteuid() == 0:
            shutil.chown(self.directory, "postgres")

    @property
    def url(self):
        return f"postgres://postgres@127.0.0.1:{self.port}/colr"

    def _pg(self, arguments, timeout):
        command = " ".join(shlex.quote(part) for part in [os.path.join(self.bin, arguments[0]), *arguments[1:]])
        if os.geteuid() == 0:
            argv = ["su", "postgres", "-s", "/bin/sh", "-c", command]
        else:
            argv = ["/bin/sh", "-c", command]
        run = subprocess.run(argv, capture_output=True, text=True, timeout=timeout)
        if run.returncode != 0:
            raise RuntimeError(f"{arguments[0]} failed ({run.returncode}): {run.stderr.strip() or run.stdout.strip()}")
        return run.stdout

    def start(self):
        self._pg(["initdb", "-D", self.data, "-A", "trust", "-U", "postgres"], timeout=120)
        options = (f"-p {self.port} -k {self.directory} -c listen_addresses=127.0.0.1 "
                   "-c max_connections=300 -c fsync=off")
        self._pg(["pg_ctl", "-D", self.data, "-l", self.log, "-w", "-t", "60", "-o", options, "start"], timeout=90)
        self.started = True
        self.sql("CREATE DATABASE colr", database="postgres")

    def restart(self):
        """`pg_ctl restart -m fast`: every connection is cut, the server is back when it returns."""
        self._pg(["pg_ctl", "-D", self.data, "-l", self.log, "-w", "-t", "60", "-m", "fast", "restart"], timeout=90)

    def sql(self, statement, database="colr", timeout=15):
        """Rows of a statement's answer, as lists of strings (psql's unaligned output)."""
        psql = os.path.join(self.bin, "psql")
        run = subprocess.run([psql, "-h", "127.0.0.1", "-p", str(self.port), "-U", "postgres", "-d", database,
                              "-X", "-q", "-A", "-t", "-F", "\t", "-v", "ON_ERROR_STOP=1", "-c", statement],
                             capture_output=True, text=True, timeout=timeout)
        if run.returncode != 0:
            raise RuntimeError(f"psql failed on {statement[:80]!r}: {run.stderr.strip()}")
        return [line.split("\t") for line in run.stdout.splitlines() if line]

    def sql_retrying(self, statement, timeout=60):
        """`sql`, tried again while the server restarts (a check must not fail on a fault)."""
        deadline = time.monotonic() + timeout
        while True:
            try:
                return self.sql(statement)
            except (RuntimeError, subprocess.TimeoutExpired):
                if time.monotonic() > deadline:
                    raise
                time.sleep(0.3)

    def close(self):
        if self.started:
            try:
                self._pg(["pg_ctl", "-D", self.data, "-m", "immediate", "-w", "-t", "30", "stop"], timeout=45)
            except (RuntimeError, subprocess.TimeoutExpired):
                self._kill_postmaster()
            self.started = False
        shutil.rmtree(self.directory, ignore_errors=True)

    def _kill_postmaster(self):
        """pg_ctl could not stop it: the postmaster's pid is the first line of postmaster.pid."""
        try:
            with open(os.path.join(self.data, "postmaster.pid")) as file:
                os.kill(int(file.readline().strip()), signal.SIGKILL)
            time.sleep(1)
        except (OSError, ValueError):
            pass


class ReloadableHAProxy(HAProxy):
    """HAProxy in master-worker mode (`-W`), so that SIGUSR2 reloads it as `systemctl reload`
    does: a new worker takes new connections and the old one finishes its own."""

    def command(self):
        return [self.binary, "-W", "-db", "-f", self.config]

    def reload(self):
        self.process.send_signal(signal.SIGUSR2)


class Cluster:
    """PostgreSQL, the three instances and HAProxy, started together and stopped together."""

    def __init__(self, binary, pg_bin, log):
        self.binary = binary
        self.log = log
        self.postgres = Postgres(pg_bin)
        self.instances = {}
        self.balancer = None
        self.stopped = set()  # instances under SIGSTOP now
        self.lock = threading.Lock()

    def start(self):
        self.postgres.start()
        self.log(f"PostgreSQL on 127.0.0.1:{self.postgres.port}")
        environment = {
            "COLR_SESSION_GRACE": str(SESSION_GRACE),
            # Every client here is 127.0.0.1: without these, the run would measure the limits.
            "COLR_WRITES_PER_MINUTE": "1000000", "COLR_WRITE_BURST": "1000000",
            "COLR_SESSIONS_PER_CLIENT": "10000", "COLR_CONNECTIONS_PER_CLIENT": "10000",
            # The balancer's X-Forwarded-For names the client, as in production.
            "COLR_TRUSTED_PROXIES": "127.0.0.1",
        }
        for name in INSTANCES:
            self.instances[name] = ColrServer(database=self.postgres.url, env=environment, binary=self.binary)
        # The first one runs the migrations alone; the others then start side by side.
        first, *rest = INSTANCES
        self.instances[first].start()
        errors = []

        def start(name):
            try:
                self.instances[name].start()
            except Exception as error:  # reported below, after both have finished
                errors.append(f"{name}: {error}")
        threads = [threading.Thread(target=start, args=(name,)) for name in rest]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(timeout=180)
        if errors or any(thread.is_alive() for thread in threads):
            raise RuntimeError("an instance did not start: " + "; ".join(errors or ["timed out"]))
        self.log("instances: " + ", ".join(f"{name} on :{server.port}" for name, server in self.instances.items()))
        self.balancer = ReloadableHAProxy([(name, server.port) for name, server in self.instances.items()]).start()
        self.log(f"HAProxy on :{self.balancer.port}")

    # -- Faults ------------------------------------------------------------------------------

    def listener_pids(self):
        """The backends of the instances' change-feed listeners. No application_name is set by
        the code (PostgresChangeFeed connects with PostgresNIO's defaults), so they are found by
        what they last ran: `LISTEN …`, or the `SELECT pg_notify(…)` the feed sends on that same
        connection, idle outside a transaction (a pool connection announcing inside a write's
        transaction would have committed since). An application_name naming the feed is taken
        too, for when the code sets one."""
        rows = self.postgres.sql(
            "SELECT pid FROM pg_stat_activity WHERE datname = 'colr' AND pid <> pg_backend_pid() AND ("
            " query ILIKE 'LISTEN%' OR (state = 'idle' AND query ILIKE 'SELECT pg_notify%')"
            " OR application_name ILIKE '%listen%' OR application_name ILIKE '%feed%')")
        return [int(row[0]) for row in rows]

    def wait_listening(self, timeout):
        """Waits until every instance's feed listens again (a fault is over only then: until
        then an instance cannot hear the others); True if they all do within `timeout`."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            try:
                if len(self.listener_pids()) >= len(INSTANCES):
                    return True
            except (RuntimeError, subprocess.TimeoutExpired):
                pass  # PostgreSQL itself is still coming back
            time.sleep(0.1)
        return False

    def terminate_listeners(self):
        pids = self.listener_pids()
        for pid in pids:
            self.postgres.sql(f"SELECT pg_terminate_backend({pid})")
        return f"{len(pids)} listener backend(s) terminated"

    def restart_postgres(self):
        self.postgres.restart()
        return "pg_ctl restart -m fast"

    def kill_instance(self, name):
        """SIGKILL, then the same instance again on its port (HAProxy sends its pages elsewhere
        meanwhile, and back once its health check passes)."""
        server = self.instances[name]
        server.kill()
        server.start(timeout=120)
        return f"{name} killed and started again"

    def stop_instance(self, name, seconds):
        server = self.instances[name]
        with self.lock:
            self.stopped.add(name)
        server.process.send_signal(signal.SIGSTOP)
        try:
            time.sleep(seconds)
        finally:
            server.process.send_signal(signal.SIGCONT)
            with self.lock:
                self.stopped.discard(name)
        return f"{name} stopped for {seconds:.1f} s (session grace {SESSION_GRACE} s)"

    def reload_haproxy(self):
        self.balancer.reload()
        return "SIGUSR2 to HAProxy's master"

    def close(self):
        """Stops everything, each step on its own so that one failure leaves nothing behind."""
        with self.lock:
            stopped = list(self.stopped)
        for name in stopped:
            try:
                self.instances[name].process.send_signal(signal.SIGCONT)
            except (OSError, AttributeError):
                pass
        if self.balancer is not None:
            try:
                self.balancer.close()
            except Exception as error:  # noqa: BLE001 (the others must still stop)
                self.log(f"stopping HAProxy: {error}")
        for server in self.instances.values():
            try:
                server.close()
            except Exception as error:  # noqa: BLE001
                self.log(f"stopping an instance: {error}")
        self.postgres.close()
