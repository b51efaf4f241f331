#!/usr/bin/env bash
# Finds Chromium for the browser tests (CHROME_PATH or /usr/bin/chromium). On a Debian machine
# where we are root, installs Debian's chromium package; otherwise stops with one instruction.
set -euo pipefail
if [[ -n "${CHROME_PATH:-}" && -x "${CHROME_PATH}" ]]; then exit 0; fi
if [[ -x /usr/bin/chromium ]]; then exit 0; fi
if [[ $(id -u) -eq 0 ]] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium not found: installing Debian's chromium package…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "Chromium not found: install it (apt-get install -y chromium) or set CHROME_PATH to a Chromium binary." >&2
exit 1
