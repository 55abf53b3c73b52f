# Stage timing for `npm test` and `.ci/run` (issue 34 "A time report"): `stage NAME CMD…` runs a
# command and records how long it took; `together NAME CMD… -- NAME CMD…` runs two stages at once,
# each into a log of its own printed when both have ended (so their lines do not interleave); the
# report is printed when the script exits, passed or failed, after the last lines each failed stage
# printed (a CI log kept only in part still shows why). Sourced, not run.

STAGE_REPORT="${STAGE_REPORT:-$(mktemp -t stages.XXXXXX)}"
export STAGE_REPORT
STAGES_STARTED="${STAGES_STARTED:-$(date +%s)}"
export STAGES_STARTED
STAGE_LOGS="${STAGE_LOGS:-$(mktemp -d -t stage-logs.XXXXXX)}"
export STAGE_LOGS
# How many of a failed stage's last lines the report repeats.
STAGE_FAILURE_LINES=60

stage() {
  local name=$1 start status=0
  start=$(date +%s)
  shift
  echo "── stage: $name ──"
  local log="$STAGE_LOGS/$name.log"
  { "$@" 2>&1 || echo "$?" >"$log.status"; } | tee "$log"
  [ -f "$log.status" ] && status=$(cat "$log.status")
  printf '%s\t%s\t%s\n' "$name" "$(($(date +%s) - start))" "$([ "$status" -eq 0 ] && echo passed || echo "FAILED ($status)")" >>"$STAGE_REPORT"
  return "$status"
}

# together NAME CMD… -- NAME CMD…: both stages at once; fails when either failed.
together() {
  local first=() second=() in_second=0 argument
  for argument in "$@"; do
    if [ "$in_second" -eq 0 ] && [ "$argument" = "--" ]; then in_second=1; continue; fi
    if [ "$in_second" -eq 0 ]; then first+=("$argument"); else second+=("$argument"); fi
  done
  together_runs stage "${first[@]}" -- stage "${second[@]}"
}

# together_runs CMD… -- CMD…: two commands (stages, or functions running stages) at once, their
# output one after the other; fails when either failed.
together_runs() {
  local first=() second=() in_second=0 argument
  for argument in "$@"; do
    if [ "$in_second" -eq 0 ] && [ "$argument" = "--" ]; then in_second=1; continue; fi
    if [ "$in_second" -eq 0 ]; then first+=("$argument"); else second+=("$argument"); fi
  done
  local first_log second_log first_status=0 second_status=0
  first_log=$(mktemp) second_log=$(mktemp)
  "${first[@]}" >"$first_log" 2>&1 &
  local first_pid=$!
  "${second[@]}" >"$second_log" 2>&1 &
  local second_pid=$!
  wait "$first_pid" || first_status=$?
  wait "$second_pid" || second_status=$?
  cat "$first_log" "$second_log"
  rm -f "$first_log" "$second_log"
  [ "$first_status" -eq 0 ] && [ "$second_status" -eq 0 ]
}

stage_report() {
  [ -s "$STAGE_REPORT" ] || return 0
  local name
  for name in $(awk -F'\t' '$3 != "passed" { print $1 }' "$STAGE_REPORT"); do
    echo
    echo "── the last lines stage $name printed ──"
    tail -n "$STAGE_FAILURE_LINES" "$STAGE_LOGS/$name.log" 2>/dev/null
  done
  echo
  echo "── stage times (s) ──"
  awk -F'\t' '{ printf "  %-22s %6d  %s\n", $1, $2, $3 }' "$STAGE_REPORT"
  printf '  %-22s %6d\n' "total" "$(($(date +%s) - STAGES_STARTED))"
}
