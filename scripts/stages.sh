#!/usr/bin/env bash
# Runs Makefile targets one after the other, timing each, and prints a table of
# the durations at the end (also when a stage fails): `make test` uses it so
# that every run shows where its time goes.
#   scripts/stages.sh setup lint pytest ...
set -uo pipefail
now_ms() { local t=${EPOCHREALTIME/./}; echo $((t / 1000)); }
seconds() { printf '%d.%d' $(($1 / 1000)) $(($1 % 1000 / 100)); }
names=() durations=() status=0
begin=$(now_ms)
for stage in "$@"; do
  echo "=== $stage"
  start=$(now_ms)
  make --no-print-directory "$stage"
  status=$?
  names+=("$stage")
  durations+=($(($(now_ms) - start)))
  [ "$status" -eq 0 ] || break
done
echo
echo "Stage timings (seconds):"
for i in "${!names[@]}"; do
  printf '  %-16s %7s\n' "${names[$i]}" "$(seconds "${durations[$i]}")"
done
printf '  %-16s %7s\n' total "$(seconds $(($(now_ms) - begin)))"
[ "$status" -eq 0 ] || echo "stage ${names[-1]} failed (exit $status)"
exit "$status"
