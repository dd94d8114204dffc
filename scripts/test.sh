#!/usr/bin/env bash
# Every check and every test: types, lint, build, unit/component/gateway/core suites, end-to-end journeys.
set -euo pipefail
cd "$(dirname "$0")/.."

# The vault suites need a real Secret Service. Run inside a private D-Bus session with its own unlocked
# gnome-keyring, so tests never touch the developer's own keychain.
if [ -z "${HCM_TEST_KEYRING:-}" ] && command -v dbus-run-session >/dev/null && command -v gnome-keyring-daemon >/dev/null; then
  export HCM_TEST_KEYRING=private
  exec dbus-run-session -- bash -c 'echo test-keyring | gnome-keyring-daemon --unlock --components=secrets >/dev/null && exec bash scripts/test.sh'
fi

step() { printf '\n== %s\n' "$1"; }

step "native drivers"
npx tsx scripts/ensure-native.ts
step "typecheck"
npm run typecheck
step "lint"
npm run lint
step "build"
npm run build
step "unit, component, gateway and core tests"
npx vitest run
step "end-to-end journeys in Chromium"
npx playwright test
