"""Tag writes straight to one `colr serve` while its PostgreSQL restarts, counting the answers.

A diagnosis aid for what the chaos run found (BENCHMARKS.md, "Chaos across instances"): a
write in flight during a restart should be answered 200 or 503, never left hanging until the
connection's idle timeout closes it (a `RemoteDisconnected` here, a 502 behind HAProxy).

    python3 Tests/Chaos/pg_restart_writes.py [colr binary, default .build/debug/colr] [restarts, default 6]

Needs PostgreSQL's binaries (COLR_TEST_PG_BIN or the newest /usr/lib/postgresql/*/bin); run as
root it runs PostgreSQL as `postgres`. Everything it starts is stopped at the end.
"""
import http.client
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "PythonSupport"))
from colr_testing import ColrServer, free_port  # noqa: E402

binary = sys.argv[1] if len(sys.argv) > 1 else ".build/debug/colr"
restarts = int(sys.argv[2]) if len(sys.argv) > 2 else 6
pg_bin = os.environ.get("COLR_TEST_PG_BIN") or sorted(Path("/usr/lib/postgresql").glob("*/bin"))[-1]
directory = tempfile.mkdtemp(prefix="colr-pg-restart-")
port = free_port()
options = f"-p {port} -k {directory} -c listen_addresses=127.0.0.1"


def pg(*args):
    command = " ".join(f"'{a}'" for a in args)
    if os.geteuid() == 0:
        subprocess.run(["chown", "postgres", directory], check=True)
        return subprocess.run(["su", "postgres", "-s", "/bin/sh", "-c", command], capture_output=True, timeout=120)
    return subprocess.run(["sh", "-c", command], capture_output=True, timeout=120)


pg(f"{pg_bin}/initdb", "-D", f"{directory}/data", "-A", "trust", "-U", "postgres")
pg(f"{pg_bin}/pg_ctl", "-D", f"{directory}/data", "-l", f"{directory}/log", "-w", "-o", options, "start")
subprocess.run([f"{pg_bin}/psql", "-q", "-h", "127.0.0.1", "-p", str(port), "-U", "postgres", "-c",
                "CREATE DATABASE colr"], check=True)
server = ColrServer(database=f"postgres://postgres@127.0.0.1:{port}/colr", binary=binary,
                    env={"COLR_WRITES_PER_MINUTE": "100000", "COLR_WRITE_BURST": "100000"}).start()
stop = threading.Event()
answers = {}
lock = threading.Lock()


def write(writer):
    number = 0
    while not stop.is_set():
        number += 1
        try:
            connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=30)
            connection.request("POST", f"/api/v1/colors/{random.randrange(1 << 24):06x}/tags",
                               body=json.dumps({"tags": [f"w{writer}n{number}"]}),
                               headers={"Content-Type": "application/json"})
            reply = connection.getresponse()
            reply.read()
            answer = reply.status
        except Exception as error:  # noqa: BLE001 (what went wrong is the answer counted)
            answer = type(error).__name__
        with lock:
            answers[answer] = answers.get(answer, 0) + 1


try:
    writers = [threading.Thread(target=write, args=(index,)) for index in range(4)]
    for writer in writers:
        writer.start()
    for restart in range(restarts):
        time.sleep(3)
        pg(f"{pg_bin}/pg_ctl", "-D", f"{directory}/data", "-l", f"{directory}/log", "-w", "-m", "fast",
           "-o", options, "restart")
        with lock:
            print(f"after restart {restart + 1}: {dict(answers)}", flush=True)
    time.sleep(3)
    stop.set()
    for writer in writers:
        writer.join()
    print(f"answers: {answers}")
finally:
    stop.set()
    server.close()
    pg(f"{pg_bin}/pg_ctl", "-D", f"{directory}/data", "-m", "immediate", "stop")
    shutil.rmtree(directory, ignore_errors=True)
