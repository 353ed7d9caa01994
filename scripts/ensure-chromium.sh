#!/usr/bin/env bash
# Makes sure a Chromium for the browser tests exists. Uses $CHROMIUM_PATH or
# /usr/bin/chromium; otherwise installs Debian's `chromium` package (needs root,
# as on CI). Playwright's own browser download cannot work on this network.
set -euo pipefail
browser="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$browser" ]; then
  echo "chromium: $("$browser" --version 2>/dev/null || echo "$browser")"
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "No Chromium at $browser. Install Debian's package (sudo apt-get install -y chromium) or set CHROMIUM_PATH." >&2
  exit 1
fi
echo "chromium: not found, installing Debian's package…"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
echo "chromium: $(/usr/bin/chromium --version)"
