#!/usr/bin/env bash
# Runs Makefile targets, timing each, and prints a table of the durations at
# the end (also when a stage fails): `make test` uses it so that every run
# shows where its time goes.
#   scripts/stages.sh setup "pytest | lint vitest" e2e
# An argument with "|" is a group of lanes run side by side (the stages of a
# lane one after the other): on two cores, the single-threaded pytest run
# leaves a core to the quick checks. A lane's output is shown when it ends.
# A lane that starts with the word "nice" runs at a lower CPU priority
# ("e2e | nice pytest unit"): it takes the CPU the other lanes leave, so the
# longest lane runs as if alone and the group ends sooner.
set -uo pipefail
now_ms() { local t=${EPOCHREALTIME/./}; echo $((t / 1000)); }
seconds() { printf '%d.%d' $(($1 / 1000)) $(($1 % 1000 / 100)); }
# The machine's speed, so that timings from two machines can be compared
# (docs/testing.md): one core's time for 5 million Python additions.
speed=$(python3 -c 'import time
t = time.perf_counter(); s = 0
for i in range(5_000_000): s += i
print(f"{time.perf_counter() - t:.2f}")')
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
begin=$(now_ms)
status=0 failed=

# run_lane ID STAGE...: runs the stages in order, stops at the first failure;
# writes "stage duration_ms exit" lines to $logs/ID.times.
run_lane() {
  local id=$1 stage start code priority=()
  shift
  if [ "${1:-}" = nice ]; then
    priority=(nice -n 10)
    shift
  fi
  for stage in "$@"; do
    echo "=== $stage${priority:+ (lower CPU priority)}"
    start=$(now_ms)
    "${priority[@]}" make --no-print-directory "$stage"
    code=$?
    echo "$stage $(($(now_ms) - start)) $code" >>"$logs/$id.times"
    [ "$code" -eq 0 ] || return "$code"
  done
}

group=0
for arg in "$@"; do
  group=$((group + 1))
  if [[ $arg != *"|"* ]]; then
    run_lane main "$arg"
  else
    IFS='|' read -ra lanes <<<"$arg"
    pids=()
    for i in "${!lanes[@]}"; do
      # shellcheck disable=SC2086  # a lane is a list of stage names
      run_lane "group$group-lane$i" ${lanes[$i]} >"$logs/group$group-lane$i.log" 2>&1 &
      pids+=($!)
    done
    for i in "${!pids[@]}"; do
      wait "${pids[$i]}"
      cat "$logs/group$group-lane$i.log"
      cat "$logs/group$group-lane$i.times" >>"$logs/main.times" 2>/dev/null
    done
  fi
  if awk '$3 != 0 { bad = 1 } END { exit !bad }' "$logs/main.times" 2>/dev/null; then
    status=1
    failed=$(awk '$3 != 0 { print $1 }' "$logs/main.times" | tr '\n' ' ')
    break
  fi
done

echo
echo "Stage timings (seconds; stages of one group ran side by side):"
while read -r stage ms _; do
  printf '  %-16s %7s\n' "$stage" "$(seconds "$ms")"
done <"$logs/main.times"
printf '  %-16s %7s\n' total "$(seconds $(($(now_ms) - begin)))"
echo "Machine speed: 5 million Python additions took ${speed} s on one core (0.55 to 0.87 s, varying within an hour, on the machine of docs/testing.md's 28 Nov figures)."
[ "$status" -eq 0 ] || echo "failed: $failed"
exit "$status"
