#!/usr/bin/env bash
# npm run test:quick — the fast tier, for writers and pre-push (about 3 minutes
# on 2 cores): lint (ESLint, Prettier, markdownlint, cspell, Redocly, content
# and OGC checks), type check and unit tests. No build, no browser, no mock.
# It regenerates the API pages first: the type check and the type-aware lint
# read the generated sidebars.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n=== %s\n' "$*"; }
started=$(date +%s)

step "api:gen (openapi/*.yaml → docs/<area>/api)"; npm run --silent api:gen > /dev/null
step "typecheck";                      npm run --silent typecheck
step "lint:ts (ESLint, type-aware)";   npm run --silent lint:ts
step "format:check (Prettier)";        npm run --silent format:check
step "lint:md (markdownlint)";         npm run --silent lint:md
step "lint:spelling (cspell)";         npm run --silent lint:spelling
step "api:lint (redocly recommended)"; npm run --silent api:lint
step "lint:content (API paths, JSON samples)"; npm run --silent lint:content
step "lint:ogc (OGC requests carry the parameters their service and version require)"; npm run --silent lint:ogc
step "lint:platform (one catalog, one event and webhook contract, order templates, problem types)"; npm run --silent lint:platform
step "test:unit";                      npm run --silent test:unit

printf '\nQuick tier passed in %ss.\n' "$(( $(date +%s) - started ))"
