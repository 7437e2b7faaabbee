"""What the Python rings share: arguments, node n's check and the one result line the runner parses.

A hop is one message delivered into one node (the send into node 1 and each of the n-1 forwards), so a
run makes n*m hops, as in the .NET rings. setup: until every node can receive; messaging: until node n
has received the m-th message; total: until the ring is torn down.
"""
import atexit
import os
import platform
import signal
import sys
import time

PARENT_VARIABLE = "STOCKPRICES_PARENT_PID"
DEADLINE_VARIABLE = "STOCKPRICES_DEADLINE_UNIX_MS"
WATCH_INTERVAL_S = 0.2


def parse_arguments(program):
    if len(sys.argv) != 3:
        sys.exit(f"usage: {program} NODES MESSAGES")
    try:
        nodes, messages = int(sys.argv[1]), int(sys.argv[2])
    except ValueError:
        sys.exit(f"{program}: NODES and MESSAGES must be integers, got {sys.argv[1:]}")
    if nodes < 2 or messages < 1:
        sys.exit(f"{program}: need NODES >= 2 and MESSAGES >= 1, got {nodes} and {messages}")
    return nodes, messages


def watch_parent(program):
    """Ends this process when the app that started it ends, or at the deadline the app gave it, as the app's own
    children do (StockPrices.Benchmarks/Config/ParentDeathWatch.cs): the app names itself in STOCKPRICES_PARENT_PID and
    sets STOCKPRICES_DEADLINE_UNIX_MS. Checked from a timer signal, not a thread, so the ring's thread count is its own."""
    parent = _integer(os.environ.get(PARENT_VARIABLE))
    deadline_ms = _integer(os.environ.get(DEADLINE_VARIABLE))
    if parent is None and deadline_ms is None:
        return

    def check(_signal, _frame):
        if parent is not None and os.getppid() != parent:
            _stop(program, f"its parent process {parent} ended")
        if deadline_ms is not None and time.time() * 1000 > deadline_ms:
            _stop(program, f"its deadline ({deadline_ms} ms after the epoch) passed")

    signal.signal(signal.SIGALRM, check)
    signal.setitimer(signal.ITIMER_REAL, WATCH_INTERVAL_S, WATCH_INTERVAL_S)
    # The interpreter's shutdown gives SIGALRM its default action back, which ends the process (exit 142); a long
    # teardown of a large ring outlasts the interval, so the timer stops before the shutdown begins.
    atexit.register(signal.setitimer, signal.ITIMER_REAL, 0)


def _integer(text):
    return int(text) if text is not None and text.isascii() and text.isdigit() else None


def _stop(program, why):
    print(f"{program}: process {os.getpid()} stopped: {why}.", file=sys.stderr, flush=True)
    os._exit(137)


class LastNode:
    """Node n: counts what arrives and whether it is the next message in sequence, having passed every node."""

    def __init__(self, nodes, messages):
        self.forwards = nodes - 1
        self.messages = messages
        self.delivered = 0
        self.misdelivered = 0
        self.done_ns = None
        self.done_cpu_ns = None

    def deliver(self, message):
        sequence, forwards = message
        if sequence != self.delivered or forwards != self.forwards:
            self.misdelivered += 1
        self.delivered += 1
        if self.delivered == self.messages:
            self.done_ns = time.perf_counter_ns()
            self.done_cpu_ns = time.process_time_ns()


def status_field(name):
    """A number from /proc/self/status (Linux), or -1 where there is none."""
    try:
        with open("/proc/self/status") as status:
            for line in status:
                if line.startswith(name + ":"):
                    return int(line.split()[1])
    except OSError:
        pass
    return -1


def report(last, start_ns, ready_ns, end_ns, threads_ready, ready_cpu_ns):
    """ready_cpu_ns: time.process_time_ns() when the ring was ready (CPU time of all threads)."""
    done_ns = last.done_ns if last.done_ns is not None else end_ns
    cpu_ns = last.done_cpu_ns - ready_cpu_ns if last.done_cpu_ns is not None else -1
    print(
        f"ring-runtime Python {platform.python_version()} ({platform.python_implementation()}), "
        f"switch interval {sys.getswitchinterval() * 1000:g} ms",
        flush=True,
    )
    print(
        f"ring-result delivered={last.delivered} misdelivered={last.misdelivered} "
        f"setup_ns={ready_ns - start_ns} messaging_ns={done_ns - ready_ns} total_ns={end_ns - start_ns} "
        f"threads_ready={threads_ready} vm_hwm_kb={status_field('VmHWM')} messaging_cpu_ns={cpu_ns}",
        flush=True,
    )
