#!/usr/bin/env bash
# npm test — everything CI runs, in CI order. Each step names itself; the first
# failure stops the run with its own message.
#
# 1. The quick tier (scripts/test-quick.sh: lint, typecheck, unit tests) runs
#    first and fails fast. Meanwhile, in the background: the system tools
#    (Chromium, nginx, Python's requests, curl, jq), which a clean CI machine
#    installs with apt (about 80 s there, mostly download and unpacking, so
#    it costs the quick tier little), and the Prism mock of every spec
#    (scripts/mock-platform.ts): test:examples, test:postman and
#    test:integration attach to it through PLATFORM_MOCK instead of each
#    starting Prism (about 16 s of wall time and 29 s of CPU a start).
# 2. Then the slow steps run side by side: the request samples against the
#    mock, and the integration tests (then the diagram check), each in
#    the background with its own log, printed when the step ends; meanwhile
#    the production build, and the browser tests on it as soon as it is done.
#    The browser tests need only the build, so they do not wait for the mock
#    runs: the two cores stay busy from the first step to the last.
# A failing background step stops the run at once with its log (steps.sh).
set -euo pipefail
cd "$(dirname "$0")/.."

source scripts/lib/steps.sh
started=$(date +%s)

# One lane, one apt at a time: the three scripts would wait on each other's dpkg lock.
tools="system tools: Chromium, nginx with its Brotli module, python3 with requests, curl, jq (ensure-chromium, ensure-nginx, ensure-python-requests)"
step "$tools, in the background"
background "$tools" bash -c 'bash scripts/ensure-chromium.sh && bash scripts/ensure-nginx.sh && bash scripts/ensure-python-requests.sh'
# A quick tier that fails early (api:gen on a bad spec, about 30 s in) must not kill apt mid-install.
let_finish "$tools"

# The shared mock writes $mock_file, whole, once every Prism listens; its log says so, or why
# Prism failed. Run by node itself, not npm (which does not pass signals on), so that SIGTERM to
# $mock_pid stops every Prism. A failed or interrupted run stops it with the other background
# jobs (steps.sh's EXIT trap); a passing run stops it at the end.
mock_file="$steps_logs/platform-mock.json"
mock_log="$steps_logs/platform-mock.log"
step "shared mock: Prism for every spec (scripts/mock-platform.ts, npm run mock:start), starting in the background"
PLATFORM_MOCK=$mock_file node --import tsx scripts/mock-platform.ts > "$mock_log" 2>&1 &
mock_pid=$!

step "quick tier (npm run test:quick)"; foreground bash scripts/test-quick.sh

await "$tools"

step "shared mock: wait until it is ready ($mock_file)"
until [ -e "$mock_file" ]; do
  if ! kill -0 "$mock_pid" 2> /dev/null; then
    cat "$mock_log"
    printf '\nFAILED: shared mock: it ended before it was ready\n' >&2
    exit 1
  fi
  sleep 0.1
done
cat "$mock_log"

step "side by side: test:examples (+ test:postman), test:integration (+ diagrams:check) | build (+ hosting:build), then test:e2e"
background "test:examples (every request sample against the shared mock) and test:postman (newman)" \
  env PLATFORM_MOCK="$mock_file" bash -c 'npm run --silent test:examples && npm run --silent test:postman'
# diagrams:check renders diagrams/*.mmd again (Chromium) and fails if a committed SVG differs.
background "test:integration (generated files, sample projects against the shared mock) and diagrams:check" \
  env PLATFORM_MOCK="$mock_file" bash -c 'npm run --silent test:integration && npm run --silent diagrams:check'

# The test build posts page views to a local path the browser tests intercept.
# hosting:build: nginx config from config/ and the build, CSP hashes, precompression, nginx -t.
step "build (broken links and anchors throw) and hosting:build"
foreground bash -c 'ANALYTICS_ENDPOINT=/__analytics npm run --silent site:build && npm run --silent hosting:build'

step "test:e2e (Playwright, Debian Chromium, served through nginx)"
foreground npm run --silent test:e2e

await "test:integration (generated files, sample projects against the shared mock) and diagrams:check"
await "test:examples (every request sample against the shared mock) and test:postman (newman)"

step "shared mock: stop"
kill "$mock_pid" 2> /dev/null || true
if ! wait "$mock_pid"; then
  cat "$mock_log"
  printf '\nFAILED: shared mock: it did not stop cleanly\n' >&2
  exit 1
fi

printf '\nAll checks passed in %ss.\n' "$(( $(date +%s) - started ))"
