#!/bin/sh
# The seat classifier v7 candidate of session 43, one command, resumable (models/README.md, "Session 43"): a patch of
# a fixed size in mm, 32 x 32 samples over 75 mm around the seat's point at every camera (seats.patch.json beside the
# model; seats.ts seatPatch resamples from the camera's scale at the seat), instead of 32 frame px (58 mm at 1.8 mm/px,
# 104 mm at 3.24 mm/px, where the neighbouring seats, 63 mm away, enter the patch). 75 mm is 32 px at the training
# cameras' median scale (2.33 mm/px), so v3 sees at a middle camera what it was trained on. Data: the v1, v2 and v5
# scenes of sessions 27-41 from their seeds (session 41's v5 shards), cut with `--span-mm 75`. v3's two
# members, taken back from the shipped v3 file (git, commit 041ba90), each fine-tuned at a low LR, then averaged as v3
# averaged them. Writes .tmp/seats/v7/seats.onnx and its seats.patch.json, not models/. Complete data shards are
# skipped; an interrupted training continues from .tmp/seats/t7m<k>/ckpt.pt. Niced, one thread per process.
set -e
cd "$(dirname "$0")/../.."
G="models/training/seats-generate.sh --span-mm 75"
# v1 shards 70-99, v2 200-217, v5 600-625: session 41's v5 data (v3's fine-tuning data and the v5 scenes), two processes.
$G --shards 30 --first 70 --out .tmp/seats/m75 &
$G --shards 18 --first 200 --out .tmp/seats/m75-v2 --v2 0.8
wait
$G --shards 13 --first 600 --out .tmp/seats/m75-v5 --v5 0.8 &
$G --shards 13 --first 613 --out .tmp/seats/m75-v5 --v5 0.8
wait
# v3's members: the shipped v3 file of commit 041ba90 (models/seats.onnx may be another by now), unfolded.
if [ ! -f .tmp/seats/ckpt-v3-member1.pt ]; then
  git show 041ba90:models/seats.onnx > .tmp/seats/v3.onnx
  /usr/bin/python3 models/training/seats-onnx-to-ckpt.py --onnx .tmp/seats/v3.onnx --data .tmp/seats/m75 --out .tmp/seats/ckpt-v3.pt
fi
# seats-v8.sh takes the data and v3's members from here and trains its own way.
[ "$1" = "--data-only" ] && exit 0
# Each member fine-tuned (two processes): v1 shards 70-97, v2 200-216, v5 600-624 (98, 99, 217, 625: validation, the
# 3 717 patches of sessions 41-42's validation).
D=.tmp/seats/m75,.tmp/seats/m75-v2,.tmp/seats/m75-v5
tune() {
  resume=""
  [ -f .tmp/seats/t7m$1/ckpt.pt ] && resume="--resume"
  nice -n 10 /usr/bin/python3 models/training/seats-train.py --init .tmp/seats/ckpt-v3-member$1.pt --data $D \
    --epochs 3 --lr 3e-4 $resume --ckpt-dir .tmp/seats/t7m$1 --out .tmp/seats/t7m$1/seats.onnx
}
tune 0 &
tune 1
wait
mkdir -p .tmp/seats/v7
nice -n 10 /usr/bin/python3 models/training/seats-train.py --ensemble .tmp/seats/t7m0/epoch2.pt,.tmp/seats/t7m1/epoch2.pt \
  --data $D --out .tmp/seats/v7/seats.onnx
echo '{ "spanMm": 75 }' > .tmp/seats/v7/seats.patch.json
