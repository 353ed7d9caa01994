#!/usr/bin/env bash
# Makes sure Debian's nginx and its Brotli static module exist, for
# `npm run serve:prod`, the hosting tests and the browser tests (which are
# served through nginx). Uses $NGINX_PATH or /usr/sbin/nginx; otherwise
# installs Debian's packages (needs root, as on CI).
set -euo pipefail
nginx="${NGINX_PATH:-/usr/sbin/nginx}"
module=/usr/lib/nginx/modules/ngx_http_brotli_static_module.so
if [ -x "$nginx" ] && [ -f "$module" ]; then
  echo "nginx: $("$nginx" -v 2>&1), brotli_static module present"
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Missing nginx ($nginx) or its Brotli static module ($module)." >&2
  echo "Install Debian's packages: sudo apt-get install -y nginx libnginx-mod-http-brotli-static (or set NGINX_PATH)." >&2
  exit 1
fi
echo "nginx: not found, installing Debian's nginx and libnginx-mod-http-brotli-static…"
apt-get update -qq
# policy-rc.d 101: the package must not start a system nginx on port 80; ours runs in the foreground.
policy=/usr/sbin/policy-rc.d
created_policy=0
if [ ! -e "$policy" ]; then printf '#!/bin/sh\nexit 101\n' > "$policy" && chmod +x "$policy" && created_policy=1; fi
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx libnginx-mod-http-brotli-static >/dev/null
if [ "$created_policy" = 1 ]; then rm -f "$policy"; fi
echo "nginx: $(/usr/sbin/nginx -v 2>&1)"
