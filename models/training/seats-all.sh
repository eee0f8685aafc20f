#!/bin/sh
# The seat classifier from nothing, one command: generate the patches, train v1, fine-tune it on the hard cases and
# export v2 (v1 and the fine-tuned copy averaged) to .tmp/seats/v2ens/seats.onnx (not shipped), then v3 (shipped:
# v1 and a copy fine-tuned on v1's last 28 shards and 17 v2-case shards, averaged) to models/seats.onnx.
# See models/README.md. Resumable: complete data shards are skipped; an interrupted training continues from
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
# v1: from scratch on the v1 data (6 epochs; exported to .tmp/seats/train/seats.onnx, shipped until session 15).
resume=""
[ -f .tmp/seats/train/ckpt.pt ] && resume="--resume"
nice -n 10 /usr/bin/python3 models/training/seats-train.py --data .tmp/seats/data --epochs 6 $resume --out .tmp/seats/train/seats.onnx
# v1 fine-tuned on the last 15 v1 training shards and the two hard sets (3 epochs, one-cycle LR 1e-3).
resume=""
[ -f .tmp/seats/v2b/ckpt.pt ] && resume="--resume"
nice -n 10 /usr/bin/python3 models/training/seats-train.py --init .tmp/seats/train/ckpt.pt \
  --data .tmp/seats/data,.tmp/seats/data-hard,.tmp/seats/data-v2 --old-shards 15 --epochs 3 --lr 1e-3 $resume \
  --ckpt-dir .tmp/seats/v2b --out .tmp/seats/v2b/seats.onnx
# v2 (built, not shipped): v1 and its fine-tuned copy as one model, the mean of their probabilities.
mkdir -p .tmp/seats/v2ens
nice -n 10 /usr/bin/python3 models/training/seats-train.py --ensemble .tmp/seats/train/ckpt.pt,.tmp/seats/v2b/ckpt.pt \
  --data .tmp/seats/data,.tmp/seats/data-hard,.tmp/seats/data-v2 --out .tmp/seats/v2ens/seats.onnx
# v3 (shipped): v1 fine-tuned on v1's shards 70-97 and the v2 cases 200-216 (217: validation; the same seeds as
# data-v2's first 18, in a folder of their own so that its last shard is 217), 3 epochs; then v1 and epoch 2 averaged.
# (Session 15 started from the shipped v1 instead: seats-onnx-to-ckpt.py, when .tmp/seats/train is lost.)
models/training/seats-generate.sh --shards 18 --first 200 --out .tmp/seats/data-v3b --v2 0.8
resume=""
[ -f .tmp/seats/t1/ckpt.pt ] && resume="--resume"
nice -n 10 /usr/bin/python3 models/training/seats-train.py --init .tmp/seats/train/ckpt.pt \
  --data .tmp/seats/data,.tmp/seats/data-v3b --old-shards 28 --epochs 3 --lr 1e-3 $resume \
  --ckpt-dir .tmp/seats/t1 --out .tmp/seats/t1/seats.onnx
exec nice -n 10 /usr/bin/python3 models/training/seats-train.py --ensemble .tmp/seats/train/ckpt.pt,.tmp/seats/t1/epoch2.pt \
  --data .tmp/seats/data,.tmp/seats/data-v3b --out models/seats.onnx
