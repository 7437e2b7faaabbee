%% The original anchor of seed 003 (Armstrong, Programming Erlang, ch. 8): n processes in a ring, m
%% messages sent one by one into process 1, each process forwarding to the next, process n keeping them.
%% Run as `escript ring.erl NODES MESSAGES`; prints the one result line the .NET runner parses, after a
%% ring-runtime line naming the release and the schedulers (`ERL_FLAGS="+S 1"` runs it on one scheduler).
%%
%% The message is the bare sequence number, as the .NET rings forward theirs: an immediate integer, which a
%% send copies as one word, where a tagged tuple would be copied onto every receiving process's heap. Each
%% process forwards what it received as it is. Process n checks that the messages arrive in sequence; a
%% message can only reach it through every process.
%%
%% A hop is one message delivered into one process (the send into process 1 and each of the n-1
%% forwards), so a run makes n*m hops. setup: until every process is spawned; messaging: until process n
%% has received the m-th message; total: until the root has heard so. messaging_cpu_ns: the runtime's
%% CPU time over the messaging time, to the millisecond. Each process takes exactly m
%% messages and ends, so the program stops by itself.
-module(ring).
-mode(compile).
-export([main/1]).

main([NodesArg, MessagesArg]) ->
    case {string:to_integer(NodesArg), string:to_integer(MessagesArg)} of
        {{Nodes, []}, {Messages, []}} when Nodes >= 2, Messages >= 1 ->
            watch_parent(),
            run(Nodes, Messages);
        _ -> usage("need NODES >= 2 and MESSAGES >= 1")
    end;
main(_) ->
    usage("usage: escript ring.erl NODES MESSAGES").

usage(Text) ->
    io:format(standard_error, "ring.erl: ~s~n", [Text]),
    halt(2).

run(Nodes, Messages) ->
    Root = self(),
    Start = now_ns(),
    Last = spawn(fun() -> last(Messages, 0, 0, Root) end),
    First = spawn_forwarders(Nodes - 1, Last, Messages),
    Ready = now_ns(),
    ThreadsReady = status_field(<<"Threads">>),
    ReadyCpu = cpu_ms(),
    io:format("ring-runtime Erlang/OTP ~s (ERTS ~s), ~b scheduler(s) online~n",
              [erlang:system_info(otp_release), erlang:system_info(version), erlang:system_info(schedulers_online)]),
    send_all(First, 0, Messages),
    receive
        {done, Delivered, Misdelivered, Done, DoneCpu} ->
            End = now_ns(),
            io:format("ring-result delivered=~b misdelivered=~b setup_ns=~b messaging_ns=~b total_ns=~b threads_ready=~b vm_hwm_kb=~b messaging_cpu_ns=~b~n",
                      [Delivered, Misdelivered, Ready - Start, Done - Ready, End - Start, ThreadsReady, status_field(<<"VmHWM">>),
                       (DoneCpu - ReadyCpu) * 1000000])
    end.

spawn_forwarders(0, Next, _Messages) -> Next;
spawn_forwarders(Count, Next, Messages) ->
    Node = spawn(fun() -> forward(Next, Messages) end),
    spawn_forwarders(Count - 1, Node, Messages).

forward(_Next, 0) -> ok;
forward(Next, Remaining) ->
    receive
        Message ->
            Next ! Message,
            forward(Next, Remaining - 1)
    end.

%% Process n: counts what arrives and whether it is the next in sequence.
last(0, Delivered, Misdelivered, Root) ->
    Root ! {done, Delivered, Misdelivered, now_ns(), cpu_ms()};
last(Remaining, Delivered, Misdelivered, Root) ->
    receive
        Sequence when is_integer(Sequence) ->
            Wrong = case Sequence of Delivered -> 0; _ -> 1 end,
            last(Remaining - 1, Delivered + 1, Misdelivered + Wrong, Root)
    end.

send_all(_First, Messages, Messages) -> ok;
send_all(First, Sequence, Messages) ->
    First ! Sequence,
    send_all(First, Sequence + 1, Messages).

now_ns() -> erlang:monotonic_time(nanosecond).

%% Ends the runtime when the app that started it ends, or at the deadline the app gave it, as the app's own
%% children do (StockPrices.Benchmarks/Config/ParentDeathWatch.cs): the app names itself in
%% STOCKPRICES_PARENT_PID and sets STOCKPRICES_DEADLINE_UNIX_MS. A watcher process, not a thread, so the
%% ring's thread count is its own. The parent is checked by its pid (gone, or a zombie), which holds however
%% escript reaches the runtime.
watch_parent() ->
    case {env_integer("STOCKPRICES_PARENT_PID"), env_integer("STOCKPRICES_DEADLINE_UNIX_MS")} of
        {undefined, undefined} -> ok;
        {Parent, Deadline} -> spawn(fun() -> watch(Parent, Deadline) end)
    end.

watch(Parent, Deadline) ->
    ParentGone = Parent =/= undefined andalso not process_alive(Parent),
    Late = Deadline =/= undefined andalso os:system_time(millisecond) > Deadline,
    case {ParentGone, Late} of
        {false, false} ->
            timer:sleep(200),
            watch(Parent, Deadline);
        _ ->
            io:format(standard_error, "ring.erl: process ~s stopped: its parent process ended or its deadline passed.~n", [os:getpid()]),
            halt(137)
    end.

env_integer(Name) ->
    case os:getenv(Name) of
        false -> undefined;
        Text ->
            case string:to_integer(Text) of
                {Value, []} when Value >= 0 -> Value;
                _ -> undefined
            end
    end.

%% Whether the OS process runs (Linux /proc; a zombie, dead but not yet reaped, does not). Without /proc
%% it cannot tell, and says it runs.
process_alive(Pid) ->
    case {filelib:is_dir("/proc/self"), file:read_file("/proc/" ++ integer_to_list(Pid) ++ "/stat")} of
        {false, _} -> true;
        {true, {ok, Stat}} ->
            [_, AfterName] = string:split(Stat, <<") ">>, trailing),
            binary:first(AfterName) =/= $Z;
        {true, _} -> false
    end.

%% CPU time of all the runtime's threads, in milliseconds (the finest statistics(runtime) gives).
cpu_ms() ->
    {Runtime, _SinceLastCall} = erlang:statistics(runtime),
    Runtime.

%% A number from /proc/self/status (Linux), or -1 where there is none.
status_field(Name) ->
    case file:read_file("/proc/self/status") of
        {ok, Status} ->
            Lines = binary:split(Status, <<"\n">>, [global]),
            Prefix = <<Name/binary, ":">>,
            case [L || L <- Lines, binary:longest_common_prefix([L, Prefix]) =:= byte_size(Prefix)] of
                [Line | _] ->
                    [_, Value | _] = binary:split(Line, [<<" ">>, <<"\t">>], [global, trim_all]),
                    binary_to_integer(Value);
                [] -> -1
            end;
        _ -> -1
    end.
