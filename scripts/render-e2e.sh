#!/bin/sh
# Render held-out match recordings for the end-to-end evaluation
# (test/vision.eval.test.ts with LIBRARY=DIR). Seeds 7000+ are never used by
# the committed library (test-videos, seeds < 100) nor by detector training
# (1 000 000+). Resumable: a folder with its truth.json is kept.
# Usage: scripts/render-e2e.sh [DIR=.tmp/e2e] [SECONDS=90] [FPS=30] [SIZE=1920x1080] [FIRST_SEED=7001]
# (one seed per discipline from FIRST_SEED on; a second set: FIRST_SEED=7101, 7201, ...)
# Then: EVAL=1 LIBRARY=DIR npx vitest run test/vision.eval.test.ts
set -e
cd "$(dirname "$0")/.."
dir=${1:-.tmp/e2e}; secs=${2:-90}; fps=${3:-30}; size=${4:-1920x1080}; first=${5:-7001}
mkdir -p "$dir"
case $first in 7[0-9][0-9][0-9]) ;; *) echo "render-e2e.sh: FIRST_SEED $first is outside the held-out range 7000-7999" >&2; exit 2;; esac
seed=$first
for d in five-pins libre cadre-47-2 cadre-71-2 cadre-47-1 one-cushion three-cushion russian-colour; do
  out="$dir/$d-$fps-$seed"
  if [ ! -f "$out/truth.json" ]; then
    nice -n 10 node bin/tabletrack.js simulate --match "$d" --seed "$seed" --fps "$fps" --size "$size" --duration "$secs" --no-frames --out "$out"
  fi
  seed=$((seed + 1))
done
