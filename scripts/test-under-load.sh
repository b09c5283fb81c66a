#!/usr/bin/env bash
# `npm run test:under-load [-- N]`: `npm test` N times in a row (default 5) on this checkout while
# `npm run bench` runs over and over beside it: a race that only load shows is a bug, found here.
# Logs go to a temp folder; the summary says each run's exit code, time and load average. The
# runs use the embedded PostgreSQL (DATABASE_URL is unset), as on a fresh machine.
set -u
runs=${1:-5}
logs=$(mktemp -d -t golf-under-load-XXXX)
done_file="$logs/done"
unset DATABASE_URL
load() { cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime; }
(
  n=0
  while [ ! -f "$done_file" ]; do
    n=$((n + 1))
    echo "bench $n start $(date +%T), load $(load)" >>"$logs/summary"
    timeout 1800 npm run bench >"$logs/bench-$n.log" 2>&1
    echo "bench $n exit $? $(date +%T)" >>"$logs/summary"
  done
) &
bench_loop=$!
trap 'touch "$done_file"; kill $bench_loop 2>/dev/null' EXIT
sleep 20
failed=0
for i in $(seq 1 "$runs"); do
  started=$(date +%s)
  echo "test $i start $(date +%T), load $(load)" >>"$logs/summary"
  npm test >"$logs/test-$i.log" 2>&1
  code=$?
  echo "test $i exit $code after $(($(date +%s) - started)) s, load $(load)" >>"$logs/summary"
  [ "$code" -eq 0 ] || failed=$((failed + 1))
done
touch "$done_file"
wait $bench_loop
cat "$logs/summary"
echo "$((runs - failed)) of $runs runs passed; logs in $logs"
[ "$failed" -eq 0 ]
