#!/usr/bin/env bash
# Installs a Debian package with apt-get when its program is missing:
# `ensure-package.sh <program> <package>`. Needs root (sudo when not root).
set -euo pipefail
program="$1" package="$2"
[ -x "$program" ] && exit 0
echo "› installing Debian's $package (needs root)"
SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "$package" >/dev/null
