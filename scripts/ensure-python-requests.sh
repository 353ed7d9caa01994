#!/usr/bin/env bash
# Makes sure the tools that `npm run test:examples` runs the docs' request
# samples with are here: a python3 that can import `requests`, and curl, jq
# (piped to by some curl samples) and openssl (used by one to make an
# Idempotency-Key). Picks the Python the way the runner does: $PYTHON, then
# python3 on PATH, then Debian's /usr/bin/python3 — the first that imports
# requests. When none can, or a tool is missing, installs Debian's packages
# (python3-requests, curl, jq, openssl) with apt; that needs root, as on CI.
set -euo pipefail

pick_python() {
  local py
  for py in "${PYTHON:-}" python3 /usr/bin/python3; do
    [ -n "$py" ] || continue
    if "$py" -c 'import requests' >/dev/null 2>&1; then
      "$py" -c 'import requests, sys; print(sys.executable, "with requests", requests.__version__)'
      return 0
    fi
  done
  return 1
}

packages=()
pick_python >/dev/null || packages+=(python3-requests)
for tool in curl jq openssl; do
  command -v "$tool" >/dev/null || packages+=("$tool")
done

if [ "${#packages[@]}" -gt 0 ]; then
  if [ "$(id -u)" -ne 0 ]; then
    echo "Missing for the request samples: ${packages[*]}. Install Debian's packages (sudo apt-get install -y ${packages[*]}) or set PYTHON to a python3 that has requests." >&2
    exit 1
  fi
  echo "sample tools: installing Debian's ${packages[*]}…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${packages[@]}" >/dev/null
fi

echo "python: $(pick_python)"
echo "curl: $(curl --version | head -1 | cut -d' ' -f1-2); jq: $(jq --version); openssl: $(openssl version | cut -d' ' -f1-2)"
