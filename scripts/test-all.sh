#!/usr/bin/env bash
# npm test — everything CI runs, in CI order. Each step names itself; the first
# failure stops the run with its own message.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n=== %s\n' "$*"; }
started=$(date +%s)

step "browser: ensure Chromium";       bash scripts/ensure-chromium.sh
step "hosting: ensure nginx (+ Brotli static module)"; bash scripts/ensure-nginx.sh
step "api:gen (openapi/*.yaml → docs/<area>/api)"; npm run --silent api:gen
step "typecheck";                      npm run --silent typecheck
step "test:unit";                      npm run --silent test:unit
step "api:lint (redocly recommended)"; npm run --silent api:lint
step "lint:content (API paths, JSON samples)"; npm run --silent lint:content
step "lint:ogc (OGC requests carry the parameters their service and version require)"; npm run --silent lint:ogc
step "lint:platform (one catalog, one event and webhook contract, order templates, problem types)"; npm run --silent lint:platform
step "sample tools: python3 with requests, curl, jq"; bash scripts/ensure-python-requests.sh
step "test:examples (every request sample against a Prism mock)"; npm run --silent test:examples
step "test:postman (deterministic collection; newman runs every request against the mock)"; npm run --silent test:postman
# The test build posts page views to a local path the browser tests intercept.
step "build (broken links and anchors throw)"
ANALYTICS_ENDPOINT=/__analytics npx docusaurus build
step "hosting:build (nginx config from config/ and the build, CSP hashes, precompression, nginx -t)"; npm run --silent hosting:build
step "test:e2e (Playwright, Debian Chromium, served through nginx)"; npm run --silent test:e2e

printf '\nAll checks passed in %ss.\n' "$(( $(date +%s) - started ))"
