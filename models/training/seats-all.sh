#!/bin/sh
# The seat classifier from nothing, one command: generate the patches, train v1 (exported to models/seats.onnx),
# fine-tune it on the hard cases and export v2 (v1 and the fine-tuned copy averaged) to .tmp/seats/v2ens/seats.onnx
# (not shipped: see models/README.md). Resumable: complete data shards are skipped; an interrupted training continues from
# its last epoch (.tmp/seats/train/ckpt.pt for v1, .tmp/seats/v2b/ckpt.pt for v2) when run again. CPU-light:
# niced, one thread. See models/README.md, "Seat classifier" (data, epochs and times of each step).
set -e
cd "$(dirname "$0")/../.."
# v1 data (the game's scenes and harder pins), then the hard cases: fallen pins near any seat and a hand over the
# castle (shards 100-123), and the v2 cases (`--v2`: fallen pins 5-35 mm from an empty seat, standing pins 10-60 %
# under a hand or cue, a fallen pin against a standing one; shards 200-229, two processes).
models/training/seats-generate.sh --shards 100 --out .tmp/seats/data
models/training/seats-generate.sh --shards 24 --first 100 --out .tmp/seats/data-hard --near-fallen 0.5 --castle-hand 0.25
models/training/seats-generate.sh --shards 15 --first 200 --out .tmp/seats/data-v2 --v2 0.8 &
models/training/seats-generate.sh --shards 15 --first 215 --out .tmp/seats/data-v2 --v2 0.8
wait
# v1: from scratch on the v1 data (6 epochs).
resume=""
[ -f .tmp/seats/train/ckpt.pt ] && resume="--resume"
nice -n 10 /usr/bin/python3 models/training/seats-train.py --data .tmp/seats/data --epochs 6 $resume --out models/seats.onnx
# v1 fine-tuned on the last 15 v1 training shards and the two hard sets (3 epochs, one-cycle LR 1e-3).
resume=""
[ -f .tmp/seats/v2b/ckpt.pt ] && resume="--resume"
nice -n 10 /usr/bin/python3 models/training/seats-train.py --init .tmp/seats/train/ckpt.pt \
  --data .tmp/seats/data,.tmp/seats/data-hard,.tmp/seats/data-v2 --old-shards 15 --epochs 3 --lr 1e-3 $resume \
  --ckpt-dir .tmp/seats/v2b --out .tmp/seats/v2b/seats.onnx
# v2 (built, not shipped): v1 and its fine-tuned copy as one model, the mean of their probabilities.
mkdir -p .tmp/seats/v2ens
exec nice -n 10 /usr/bin/python3 models/training/seats-train.py --ensemble .tmp/seats/train/ckpt.pt,.tmp/seats/v2b/ckpt.pt \
  --data .tmp/seats/data,.tmp/seats/data-hard,.tmp/seats/data-v2 --out .tmp/seats/v2ens/seats.onnx
