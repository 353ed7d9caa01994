# Step helpers for scripts/test-quick.sh and scripts/test-all.sh (sourced).
#
#   step TEXT               prints a step header, with the time since
#                           $started when the script has set it
#   background NAME CMD…    starts CMD, its output kept in its own log; if it
#                           fails, the run stops at once (see below)
#   let_finish NAME         a background step that a failing run waits for
#                           instead of stopping it (a package install, which
#                           killed half-way leaves dpkg needing repair)
#   foreground CMD…         runs CMD with its output on the terminal, while the
#                           background steps go on
#   await NAME              waits for a background step, prints its log under a
#                           header with the time since $started
#   lane "TITLE|SCRIPT"…    runs npm scripts in order, each under its header;
#                           stops at the first that fails, with its status
#
# Most of the tools are single-threaded, so independent steps side by side
# use both cores of the CI machine.
#
# Failing fast: a background step that fails signals the script (USR1). The
# script waits with `wait`, which a signal interrupts, so the trap prints the
# failed step's log, stops the other steps and exits with its status, even
# while a foreground step (the browser tests) is still running.

step() {
  if [ -n "${started:-}" ]; then
    printf '\n=== %s  [%ss]\n' "$*" "$(($(date +%s) - started))"
  else
    printf '\n=== %s\n' "$*"
  fi
}

steps_logs=$(mktemp -d)
steps_script_pid=$$
# Leaving early (a failed step, set -e): the steps still running stop too.
trap 'steps_stop_all; rm -rf "$steps_logs"' EXIT
declare -A steps_pids=()
declare -A steps_let_finish=()

# Stops a process and everything it started (npm → node → Chromium, nginx…), children first.
steps_kill_tree() {
  local child
  for child in $(pgrep -P "$1" 2> /dev/null); do steps_kill_tree "$child"; done
  kill "$1" 2> /dev/null || true
}

steps_stop_all() {
  local pid name
  for pid in $(jobs -p); do
    for name in "${!steps_let_finish[@]}"; do [ "${steps_pids[$name]}" = "$pid" ] && continue 2; done
    steps_kill_tree "$pid"
  done
  for name in "${!steps_let_finish[@]}"; do
    if kill -0 "${steps_pids[$name]}" 2> /dev/null; then
      printf '\n(waiting for "%s" to finish, not stopping it half-way)\n' "$name" >&2
      wait "${steps_pids[$name]}" 2> /dev/null || true
    fi
  done
}

let_finish() {
  steps_let_finish[$1]=1
}

steps_report_failure() {
  local file name status
  for file in "$steps_logs"/*.status; do
    [ -e "$file" ] || continue
    name=$(basename "$file" .status)
    status=$(cat "$file")
    step "$name (exit $status, $(($(date +%s) - started))s since start)"
    cat "$steps_logs/$name.log"
    printf '\nFAILED: %s\n' "$name" >&2
    steps_stop_all
    exit "$status"
  done
}
trap steps_report_failure USR1

background() {
  local name=$1
  shift
  printf '    started: %s\n' "$name"
  (
    status=0
    "$@" > "$steps_logs/$name.log" 2>&1 || status=$?
    # When it ended: `await` prints the log later, when the script gets there.
    echo "$(($(date +%s) - started))" > "$steps_logs/$name.ended"
    if [ "$status" -ne 0 ]; then
      echo "$status" > "$steps_logs/$name.status"
      kill -USR1 "$steps_script_pid" 2> /dev/null || true
    fi
    exit "$status"
  ) &
  steps_pids[$name]=$!
}

foreground() {
  local pid status
  "$@" &
  pid=$!
  # A trap interrupts `wait`; unless the trap ended the script, wait again.
  while true; do
    status=0
    wait "$pid" || status=$?
    kill -0 "$pid" 2> /dev/null || return "$status"
  done
}

await() {
  local name=$1 status=0
  wait "${steps_pids[$name]}" || status=$?
  if [ "$status" -ne 0 ]; then
    steps_report_failure
  fi
  step "$name (exit $status, ended $(cat "$steps_logs/$name.ended" 2> /dev/null || echo '?')s since start)"
  cat "$steps_logs/$name.log"
}

# `background` runs a lane as `lane … || status=$?`, where bash ignores `set -e`
# inside the function: without the explicit return, a failed step was not the
# lane's status, and only the last step of a lane could fail the run.
lane() {
  local pair
  for pair in "$@"; do
    step "${pair%%|*}"
    npm run --silent "${pair##*|}" || return $?
  done
}
