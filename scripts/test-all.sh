#!/usr/bin/env bash
# npm test — everything CI runs, in CI order. Each step names itself; the first
# failure stops the run with its own message.
#
# 1. The quick tier (scripts/test-quick.sh: lint, typecheck, unit tests) runs
#    first and fails fast, before anything is installed.
# 2. Then the slow steps run side by side: the request samples against the
#    Prism mock, and the integration tests (then the diagram check), each in
#    the background with its own log, printed when the step ends; meanwhile
#    the production build, and the browser tests on it as soon as it is done.
#    The browser tests need only the build, so they do not wait for the mock
#    runs: the two cores stay busy from the first step to the last.
# A failing background step stops the run at once with its log (steps.sh).
set -euo pipefail
cd "$(dirname "$0")/.."

source scripts/lib/steps.sh
started=$(date +%s)

step "quick tier (npm run test:quick)"; bash scripts/test-quick.sh
step "browser: ensure Chromium";       bash scripts/ensure-chromium.sh
step "hosting: ensure nginx (+ Brotli static module)"; bash scripts/ensure-nginx.sh
step "sample tools: python3 with requests, curl, jq"; bash scripts/ensure-python-requests.sh

step "side by side: test:examples (+ test:postman), test:integration (+ diagrams:check) | build (+ hosting:build), then test:e2e"
background "test:examples (every request sample against a Prism mock) and test:postman (newman)" bash -c 'npm run --silent test:examples && npm run --silent test:postman'
# diagrams:check renders diagrams/*.mmd again (Chromium) and fails if a committed SVG differs.
background "test:integration (generated files, sample projects against the mock) and diagrams:check" bash -c 'npm run --silent test:integration && npm run --silent diagrams:check'

# The test build posts page views to a local path the browser tests intercept.
# hosting:build: nginx config from config/ and the build, CSP hashes, precompression, nginx -t.
step "build (broken links and anchors throw) and hosting:build"
foreground bash -c 'ANALYTICS_ENDPOINT=/__analytics npm run --silent site:build && npm run --silent hosting:build'

step "test:e2e (Playwright, Debian Chromium, served through nginx)"
foreground npm run --silent test:e2e

await "test:integration (generated files, sample projects against the mock) and diagrams:check"
await "test:examples (every request sample against a Prism mock) and test:postman (newman)"

printf '\nAll checks passed in %ss.\n' "$(( $(date +%s) - started ))"
