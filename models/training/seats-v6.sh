#!/bin/sh
# The seat classifier v6 candidate of session 42, one command, resumable (models/README.md, "Session 42"): a wider
# view, 48 x 48 px instead of 32 x 32 (~106 mm at a hall camera's 2.2 mm/px: a pin lying across or beside the seat
# and the cloth around it in view), cut at full resolution around the same point. Data: the v1, v2 and v5 scenes of
# sessions 27-41 from their seeds, cut wider (`--side 48`; a shard's centre 40 x 40 is the 32-px data's). v3's
# fine-tuned net (member 1), taken back from the shipped v3 file (git, commit 041ba90), widened (the net is
# convolutional with global pooling: only its unlearned border mask depends on the side) and fine-tuned at a low LR;
# then averaged with member 0 (v1), which sees the patch's centre 32 x 32, as v3 averaged the two. Writes
# .tmp/seats/v6/seats.onnx, not models/. Complete data shards are skipped; an interrupted training continues from
# .tmp/seats/t6/ckpt.pt. Niced, one thread per process.
set -e
cd "$(dirname "$0")/../.."
G="models/training/seats-generate.sh --side 48"
$G --shards 13 --first 600 --out .tmp/seats/w48-v5 --v5 0.8 &
$G --shards 14 --first 86 --out .tmp/seats/w48
wait
$G --shards 1 --first 625 --out .tmp/seats/w48-v5 --v5 0.8 &
$G --shards 9 --first 200 --out .tmp/seats/w48-v2 --v2 0.8
wait
$G --shards 1 --first 217 --out .tmp/seats/w48-v2 --v2 0.8
# v3's members: the shipped v3 file of commit 041ba90 (models/seats.onnx may be another by now), unfolded.
if [ ! -f .tmp/seats/ckpt-v3-member1.pt ]; then
  git show 041ba90:models/seats.onnx > .tmp/seats/v3.onnx
  /usr/bin/python3 models/training/seats-onnx-to-ckpt.py --onnx .tmp/seats/v3.onnx --data .tmp/seats/data --out .tmp/seats/ckpt-v3.pt
fi
# Member 1 widened and fine-tuned: v1 shards 86-97, v2 200-208, v5 600-612 (98, 99, 217, 625: validation).
resume=""
[ -f .tmp/seats/t6/ckpt.pt ] && resume="--resume"
nice -n 10 /usr/bin/python3 models/training/seats-train.py --side 48 --init .tmp/seats/ckpt-v3-member1.pt \
  --data .tmp/seats/w48,.tmp/seats/w48-v2,.tmp/seats/w48-v5 --epochs 2 --lr 3e-4 $resume \
  --ckpt-dir .tmp/seats/t6 --out .tmp/seats/t6/seats.onnx
mkdir -p .tmp/seats/v6
exec nice -n 10 /usr/bin/python3 models/training/seats-train.py --side 48 --ensemble .tmp/seats/ckpt-v3-member0.pt,.tmp/seats/t6/epoch1.pt \
  --data .tmp/seats/w48,.tmp/seats/w48-v2,.tmp/seats/w48-v5 --out .tmp/seats/v6/seats.onnx
