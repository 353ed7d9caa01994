# Step helpers for scripts/test-quick.sh and scripts/test-all.sh (sourced).
#
#   step TEXT               prints a step header
#   background NAME CMD…    starts CMD, its output kept in its own log
#   await NAME              waits for it, prints its log under a header with the
#                           time since $started; on failure stops the other
#                           background steps and exits with its status
#
# Most of the tools are single-threaded, so two independent steps side by side
# use both cores of the CI machine.

step() { printf '\n=== %s\n' "$*"; }

steps_logs=$(mktemp -d)
trap 'rm -rf "$steps_logs"' EXIT
declare -A steps_pids=()

background() {
  local name=$1
  shift
  printf '    started: %s\n' "$name"
  ("$@") > "$steps_logs/$name.log" 2>&1 &
  steps_pids[$name]=$!
}

await() {
  local name=$1 status=0
  wait "${steps_pids[$name]}" || status=$?
  step "$name (exit $status, $(($(date +%s) - started))s since start)"
  cat "$steps_logs/$name.log"
  if [ "$status" -ne 0 ]; then
    printf '\nFAILED: %s\n' "$name" >&2
    # shellcheck disable=SC2046 # one pid per word
    kill $(jobs -p) 2> /dev/null || true
    exit "$status"
  fi
}
