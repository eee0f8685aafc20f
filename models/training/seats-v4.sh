#!/bin/sh
# The seat classifier v4 candidate, one command, resumable (models/README.md, "Session 27: seat classifier v4 tried, not shipped"): v3's two nets
# taken back from the shipped v3 file (git, commit 149f253), its fine-tuned net (member 1) fine-tuned again on the
# v3 errors' scenes (`--v4`: empty seats with their pin lying 3-30 mm away) beside v1 and v2 shards, then averaged
# with v1 (member 0) as v3 was. Writes .tmp/seats/v4/seats.onnx, not models/ (session 27: measured, not shipped).
# Complete data shards are skipped; an interrupted training continues from .tmp/seats/t4/ckpt.pt. Niced, one thread.
set -e
cd "$(dirname "$0")/../.."
models/training/seats-generate.sh --shards 12 --first 500 --out .tmp/seats/data-v4 --v4 0.85
models/training/seats-generate.sh --shards 10 --first 200 --out .tmp/seats/data-v2 --v2 0.8
models/training/seats-generate.sh --shards 6 --first 88 --out .tmp/seats/data
# v3's members: the shipped v3 file of commit 149f253 (models/seats.onnx may be v4 by now), unfolded.
if [ ! -f .tmp/seats/ckpt-v3-member1.pt ]; then
  git show 149f253:models/seats.onnx > .tmp/seats/v3.onnx
  /usr/bin/python3 models/training/seats-onnx-to-ckpt.py --onnx .tmp/seats/v3.onnx --data .tmp/seats/data-v4 --out .tmp/seats/ckpt-v3.pt
fi
resume=""
[ -f .tmp/seats/t4/ckpt.pt ] && resume="--resume"
nice -n 10 /usr/bin/python3 models/training/seats-train.py --init .tmp/seats/ckpt-v3-member1.pt \
  --data .tmp/seats/data,.tmp/seats/data-v2,.tmp/seats/data-v4 --old-shards 4 --epochs 3 --lr 1e-3 $resume \
  --ckpt-dir .tmp/seats/t4 --out .tmp/seats/t4/seats.onnx
mkdir -p .tmp/seats/v4
exec nice -n 10 /usr/bin/python3 models/training/seats-train.py --ensemble .tmp/seats/ckpt-v3-member0.pt,.tmp/seats/t4/epoch2.pt \
  --data .tmp/seats/data,.tmp/seats/data-v2,.tmp/seats/data-v4 --out .tmp/seats/v4/seats.onnx
