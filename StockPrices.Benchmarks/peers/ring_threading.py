"""The seed's threading + Queue ring: one OS thread per node, a queue.Queue inbox each.

Each node takes exactly m messages and stops, so the program ends by itself.
"""
import queue
import threading
import time

from ring_common import LastNode, parse_arguments, report, status_field, watch_parent


def main():
    nodes, messages = parse_arguments("ring_threading.py")
    watch_parent("ring_threading.py")
    threading.stack_size(256 * 1024)  # the .NET thread rings use the same small stacks
    start_ns = time.perf_counter_ns()
    inboxes = [queue.Queue() for _ in range(nodes)]
    last = LastNode(nodes, messages)

    def forward(inbox, next_inbox):
        for _ in range(messages):
            sequence, forwards = inbox.get()
            next_inbox.put((sequence, forwards + 1))

    def receive(inbox):
        for _ in range(messages):
            last.deliver(inbox.get())

    threads = [threading.Thread(target=forward, args=(inboxes[i], inboxes[i + 1]), daemon=True) for i in range(nodes - 1)]
    threads.append(threading.Thread(target=receive, args=(inboxes[-1],), daemon=True))
    for thread in threads:
        thread.start()
    ready_ns = time.perf_counter_ns()
    threads_ready = status_field("Threads")
    ready_cpu_ns = time.process_time_ns()

    first = inboxes[0]
    for sequence in range(messages):
        first.put((sequence, 0))
    for thread in threads:
        thread.join()
    report(last, start_ns, ready_ns, time.perf_counter_ns(), threads_ready, ready_cpu_ns)


if __name__ == "__main__":
    main()
