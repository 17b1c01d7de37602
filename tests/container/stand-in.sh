#!/usr/bin/env bash
# Makes the base image the Dockerfile names (node:<major>-bookworm-slim) on a machine that reaches Debian's
# mirror and the npm registry but no image registry: Debian bookworm (minbase), Node from the npm registry's
# `node` package, this machine's npm, a user `node` (1000:1000), as the official image has them. Its shape,
# not its content: a Dockerfile that builds on it needs nothing the real image lacks.
#
# Once per machine: does nothing when the image exists; a second caller waits for the first (flock), so CI
# starts it early in the background and the container test calls it again to wait. Needs root, buildah and
# debootstrap (Debian packages). Log: stdout.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
major=$(sed -n 's/^FROM node:\([0-9]*\)-bookworm-slim.*/\1/p' "$root/Dockerfile" | head -1)
[ -n "$major" ] || { echo "The Dockerfile names no node:<major>-bookworm-slim base." >&2; exit 1; }
name="docker.io/library/node:$major-bookworm-slim"
for tool in buildah debootstrap; do
  command -v "$tool" >/dev/null || { echo "$tool is missing: apt-get install -y buildah debootstrap" >&2; exit 1; }
done

mkdir -p /var/tmp/vitrine-stand-in
exec 9>/var/tmp/vitrine-stand-in/lock
flock 9
if buildah inspect --type image "$name" >/dev/null 2>&1; then
  echo "$name is here."
  exit 0
fi

started=$(date +%s)
phases=""
phase() { phases="$phases $1 $(( $(date +%s) - ${last:-$started} ))s"; last=$(date +%s); }
work=$(mktemp -d /var/tmp/vitrine-stand-in/build.XXXXXX)
container=
cleanup() {
  [ -n "$container" ] && buildah rm "$container" >/dev/null 2>&1
  rm -rf "$work"
}
trap cleanup EXIT
rootfs="$work/rootfs"

debootstrap --variant=minbase bookworm "$rootfs" http://deb.debian.org/debian >"$work/debootstrap.log" 2>&1 ||
  { tail -20 "$work/debootstrap.log" >&2; exit 1; }
rm -rf "$rootfs"/var/cache/apt/archives/*.deb "$rootfs"/var/lib/apt/lists/*
phase debootstrap

# Node from the npm registry (a real binary inside the package), npm as this machine runs it.
npm install --prefix "$work/node" --no-save --no-audit --no-fund --loglevel=error "node@$major" >/dev/null
install -m 0755 "$work/node/node_modules/node/bin/node" "$rootfs/usr/local/bin/node"
npm_dir=$(dirname "$(dirname "$(readlink -f "$(command -v npm)")")")
mkdir -p "$rootfs/usr/local/lib/node_modules"
cp -a "$npm_dir" "$rootfs/usr/local/lib/node_modules/npm"
ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$rootfs/usr/local/bin/npm"
ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$rootfs/usr/local/bin/npx"
chroot "$rootfs" groupadd --gid 1000 node
chroot "$rootfs" useradd --uid 1000 --gid node --shell /bin/bash --create-home node
# TLS to the registry is verified here with this machine's CA bundle; the real image needs no such thing.
mkdir -p "$rootfs/etc/ssl/certs"
cp /etc/ssl/certs/ca-certificates.crt "$rootfs/etc/ssl/certs/ca-certificates.crt"
phase node

container=$(buildah from scratch)
mount=$(buildah mount "$container")
cp -a "$rootfs/." "$mount/"
buildah umount "$container" >/dev/null
buildah config \
  --env NODE_VERSION="$(chroot "$rootfs" /usr/local/bin/node --version | tr -d v)" \
  --env NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt \
  --env PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
  --cmd node "$container"
buildah commit --quiet --rm "$container" "$name" >/dev/null
container=
phase image
echo "$name made in $(( $(date +%s) - started ))s:$phases ($(chroot "$rootfs" /usr/local/bin/node --version), npm $(chroot "$rootfs" /usr/local/bin/node /usr/local/lib/node_modules/npm/bin/npm-cli.js --version))."
