#!/bin/sh
# Bundle the TypeScript generator (rolldown, shipped with vite) and run it.
# Usage: models/training/generate.sh [--shards 40] [--first 0] [--out .tmp/detect-data]
set -e
cd "$(dirname "$0")/../.."
mkdir -p .tmp
npx --no-install rolldown models/training/generate.ts --platform node --format esm -e sharp -o .tmp/detect-generate.mjs >/dev/null
exec node .tmp/detect-generate.mjs "$@"
