#!/bin/sh
# The ball and pin detector from nothing, one command (issue 5): regenerate the training data and retrace the runs that
# made the shipped weights (v4: v1 from scratch, then three fine-tunes, each from the one before; models/README.md,
# "Training"), then export. Resumable: complete data shards are skipped, a finished run is skipped (its folder holds
# `done`), an interrupted one continues from its last epoch (`ckpt.pt`).
# The result is $WORK/detector.onnx (default .tmp/detect-train/detector.onnx), not models/: measure it first
# (models/README.md, "Held-out figures") and copy it over models/detector.onnx only when it is at least as good.
# Needs PyTorch for /usr/bin/python3: models/training/setup.sh. CPU only, niced; hours on two cores (the card's times).
# QUICK=1: a smoke run (tiny shards, one short epoch a run, its own folders) that checks the recipe end to end in minutes.
set -e
cd "$(dirname "$0")/../.."
/usr/bin/python3 -c 'import torch' 2>/dev/null || { echo "detector-all.sh: PyTorch is missing for /usr/bin/python3: run models/training/setup.sh (as root)" >&2; exit 1; }
if [ -n "$QUICK" ]; then
  WORK=${WORK:-.tmp/detect-train-quick}; DATA=${DATA:-.tmp/detect-data-quick}
  V1_SHARDS=3; H1_SHARDS=2; H2_SHARDS=2; SMALL_GEN="--renderers 1 --frames 2"; SMALL_TRAIN="--epochs 1 --epoch-size 64 --batch 16 --warmup 2"
else
  WORK=${WORK:-.tmp/detect-train}; DATA=${DATA:-.tmp/detect-data}
  V1_SHARDS=30; H1_SHARDS=15; H2_SHARDS=7; SMALL_GEN=""; SMALL_TRAIN=""
fi
mkdir -p "$WORK"

# One training run into $WORK/<name>; the arguments after the name are train.py's.
train_step() {
  dir="$WORK/$1"; shift
  if [ -f "$dir/done" ]; then echo "$dir: done, skipped"; return; fi
  resume=""
  [ -f "$dir/ckpt.pt" ] && resume="--resume"
  # shellcheck disable=SC2086 # SMALL_TRAIN is a list of arguments
  nice -n 10 /usr/bin/python3 models/training/train.py --data "$DATA" --ckpt-dir "$dir" --out "$dir/detector.onnx" $resume "$@" $SMALL_TRAIN
  touch "$dir/done"
}

# v1: the game's scenes (8 renderers x 12 frames a shard), 8 epochs from scratch.
models/training/generate.sh --shards "$V1_SHARDS" --first 0 --out "$DATA" $SMALL_GEN
train_step v1 --epochs 8
# v2-v4 data: hard negatives (rail diamonds, cushion noses, chalk, pocket mouths, cue tip and hand, overlays) and more
# five-pins frames, in the same folder (its last shard is the validation split).
models/training/generate.sh --shards "$H1_SHARDS" --first 100 --renderers 4 --frames 12 --hard 4 --five-pins 0.4 --out "$DATA" $SMALL_GEN
models/training/generate.sh --shards "$H2_SHARDS" --first 115 --renderers 4 --frames 12 --hard 4 --five-pins 0.6 --out "$DATA" $SMALL_GEN
# The three fine-tunes (weights only: a fresh optimiser and schedule each). The first was stopped after 3 of its 6 epochs.
train_step v2e3 --init "$WORK/v1/ckpt.pt" --epochs 6 --stop-after 3 --epoch-size 4000 --lr 1.5e-3 --warmup 50
train_step v3 --init "$WORK/v2e3/ckpt.pt" --epochs 4 --epoch-size 3500 --lr 1e-3 --warmup 30
train_step v4 --init "$WORK/v3/ckpt.pt" --epochs 6 --epoch-size 3500 --lr 8e-4 --warmup 30
cp "$WORK/v4/detector.onnx" "$WORK/detector.onnx"
echo "detector-all.sh: $WORK/detector.onnx (measure it before copying it over models/detector.onnx)"
