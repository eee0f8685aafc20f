#!/bin/sh
# The seat classifier from nothing, one command: generate the patches, train, export models/seats.onnx.
# Resumable: complete data shards are skipped; an interrupted training continues from its last epoch
# (.tmp/seats/train/ckpt.pt) when run again. CPU-light: niced, one thread (~7 min of data, ~20 min of
# training on the shared 2-core machine). See models/README.md, "Seat classifier".
set -e
cd "$(dirname "$0")/../.."
models/training/seats-generate.sh --shards 100 --out .tmp/seats/data
resume=""
[ -f .tmp/seats/train/ckpt.pt ] && resume="--resume"
exec nice -n 10 /usr/bin/python3 models/training/seats-train.py --data .tmp/seats/data --epochs 6 $resume --out models/seats.onnx
