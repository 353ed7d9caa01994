#!/usr/bin/env bash
# npm run test:quick — the fast tier, for writers and pre-push (about 2
# minutes on 2 cores): lint (ESLint, Prettier, markdownlint, cspell, Redocly,
# content, OGC and platform checks), type check and unit tests. No build, no
# browser, no mock. It regenerates the API pages first: the type check and the
# type-aware lint read the generated sidebars. Then two lanes run side by side
# (each tool uses about one core); a lane stops at its first failure, and a
# failed lane fails the run with its output.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/steps.sh
started=$(date +%s)

step "api:gen (openapi/*.yaml → docs/<area>/api)"
npm run --silent api:gen > /dev/null

# The lanes are balanced by measured time (side by side on the 2-core machine: 97 s and 100 s).
step "side by side: lint:ts, lint:md, lint:platform | typecheck, format:check, lint:content, lint:ogc, test:unit, lint:spelling, api:lint"
background "ESLint, markdownlint, platform checks" lane \
  "lint:ts (ESLint, type-aware)|lint:ts" \
  "lint:md (markdownlint)|lint:md" \
  "lint:platform (one catalog, one event and webhook contract, order templates, problem types)|lint:platform"
background "typecheck, Prettier, content checks, unit tests, cspell, Redocly" lane \
  "typecheck|typecheck" \
  "format:check (Prettier)|format:check" \
  "lint:content (API paths, JSON samples)|lint:content" \
  "lint:ogc (OGC requests carry the parameters their service and version require)|lint:ogc" \
  "test:unit|test:unit" \
  "lint:spelling (cspell)|lint:spelling" \
  "api:lint (redocly recommended)|api:lint"
await "ESLint, markdownlint, platform checks"
await "typecheck, Prettier, content checks, unit tests, cspell, Redocly"

printf '\nQuick tier passed in %ss.\n' "$(($(date +%s) - started))"
