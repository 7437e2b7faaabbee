"""The ring on asyncio: one task per node on one thread, an asyncio.Queue inbox each (the eventlet analogue).

Each node takes exactly m messages and stops, so the program ends by itself.
"""
import asyncio
import time

from ring_common import LastNode, parse_arguments, report, status_field, watch_parent


async def forward(inbox, next_inbox, messages):
    for _ in range(messages):
        sequence, forwards = await inbox.get()
        next_inbox.put_nowait((sequence, forwards + 1))


async def receive(inbox, messages, last):
    for _ in range(messages):
        last.deliver(await inbox.get())


async def ring(nodes, messages):
    start_ns = time.perf_counter_ns()
    inboxes = [asyncio.Queue() for _ in range(nodes)]
    last = LastNode(nodes, messages)
    tasks = [asyncio.create_task(forward(inboxes[i], inboxes[i + 1], messages)) for i in range(nodes - 1)]
    tasks.append(asyncio.create_task(receive(inboxes[-1], messages, last)))
    ready_ns = time.perf_counter_ns()
    threads_ready = status_field("Threads")
    ready_cpu_ns = time.process_time_ns()

    first = inboxes[0]
    for sequence in range(messages):
        first.put_nowait((sequence, 0))
    await asyncio.gather(*tasks)
    report(last, start_ns, ready_ns, time.perf_counter_ns(), threads_ready, ready_cpu_ns)


def main():
    nodes, messages = parse_arguments("ring_asyncio.py")
    watch_parent("ring_asyncio.py")
    asyncio.run(ring(nodes, messages))


if __name__ == "__main__":
    main()
