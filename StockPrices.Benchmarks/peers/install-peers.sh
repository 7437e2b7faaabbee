#!/usr/bin/env bash
# Installs the ring's peers from Debian's packages: Erlang (erlang-base gives erl and escript) and
# Python 3. Run by `ring --install-peers`, never by the tests or CI. Needs root or sudo.
set -euo pipefail

missing=()
command -v escript >/dev/null 2>&1 || missing+=(erlang-base)
command -v python3 >/dev/null 2>&1 || missing+=(python3)
if [ "${#missing[@]}" -eq 0 ]; then
  echo "peers: escript and python3 are already installed"
  exit 0
fi

if [ "$(id -u)" -eq 0 ]; then
  as_root=()
elif command -v sudo >/dev/null 2>&1; then
  as_root=(sudo)
else
  echo "peers: installing ${missing[*]} needs root (or sudo)" >&2
  exit 1
fi

if ! command -v apt-get >/dev/null 2>&1; then
  echo "peers: no apt-get here; install ${missing[*]} with this system's package manager" >&2
  exit 1
fi

echo "peers: installing ${missing[*]} from the distribution's packages"
"${as_root[@]}" apt-get update -qq
DEBIAN_FRONTEND=noninteractive "${as_root[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
echo "peers: Erlang/OTP $(erl -noshell -eval 'io:format("~s", [erlang:system_info(otp_release)]), halt().'), $(python3 --version)"
