#!/usr/bin/env bash
# Every check and every test: types, lint, formatting, build, unit/component/gateway/core suites, end-to-end journeys.
set -euo pipefail
cd "$(dirname "$0")/.."

# The vault suites need a real Secret Service. Run inside a private D-Bus session with a fresh, unlocked
# gnome-keyring kept in a temporary folder, so tests never touch (or trip over) the user's own keyrings.
if [ -z "${HCM_TEST_KEYRING:-}" ] && command -v dbus-run-session >/dev/null && command -v gnome-keyring-daemon >/dev/null; then
  export HCM_TEST_KEYRING=private
  exec dbus-run-session -- bash -c '
    keyrings=$(mktemp -d)
    echo test-keyring | XDG_DATA_HOME="$keyrings" gnome-keyring-daemon --unlock --components=secrets >/dev/null
    bash scripts/test.sh
    status=$?
    rm -rf "$keyrings"
    exit $status'
fi

step() { printf '\n== %s\n' "$1"; }

step "native drivers"
npx tsx scripts/ensure-native.ts
step "typecheck"
npm run typecheck
step "lint"
npm run lint
step "format"
npm run format:check
step "build"
npm run build
step "unit, component, gateway and core tests"
npx vitest run
step "end-to-end journeys in Chromium"
if ! npx playwright test; then
  # What a failed journey's page held when it failed, for a run that is read only through its log.
  for context in test-results/*/error-context.md; do
    [ -f "$context" ] && printf '\n-- %s\n%s\n' "$context" "$(cat "$context")"
  done
  exit 1
fi
