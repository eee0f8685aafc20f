#!/bin/sh
# Bundle the seat-patch generator (rolldown, shipped with vite) and run it, niced: the machine is shared.
# Usage: models/training/seats-generate.sh [--shards 100] [--first 0] [--out .tmp/seats/data] [--renderers 24] [--frames 8]
set -e
cd "$(dirname "$0")/../.."
mkdir -p .tmp/seats
npx --no-install rolldown models/training/seats-generate.ts --platform node --format esm -e sharp -o .tmp/seats/generate.mjs >/dev/null
exec nice -n 10 node .tmp/seats/generate.mjs "$@"
