#!/bin/sh
# The seat classifier v8 candidate of session 44, one command, resumable (models/README.md, "Session 44"): session
# 43's 75-mm patch (seats-v7.sh: the same data and v3's two members), but each member fine-tuned with --keep-sure 1,
# a second loss that holds the net, on the patches v3's member calls right and sure (p >= 0.9 standing, <= 0.1
# empty), to the member's own initial probability: v7's plain fine-tune re-tossed seats v3 was sure of, and the pin
# stage's lines (seat-lines.ts) were chosen on v3's probabilities. 2 epochs a member (v7: 3), one-cycle LR 3e-4,
# one process at a time with one thread; the members' last epochs averaged as v3 averages them. Writes
# .tmp/seats/v8/seats.onnx and its seats.patch.json, not models/. An interrupted member continues from
# .tmp/seats/t8m<k>/ckpt.pt. NICE= runs it at normal priority (session 44 did, on a core of its own).
set -e
cd "$(dirname "$0")/../.."
models/training/seats-v7.sh --data-only
D=.tmp/seats/m75,.tmp/seats/m75-v2,.tmp/seats/m75-v5
for k in 0 1; do
  if [ ! -f .tmp/seats/t8m$k/seats.onnx ]; then
    resume=""
    [ -f .tmp/seats/t8m$k/ckpt.pt ] && resume="--resume"
    OMP_NUM_THREADS=1 ${NICE-nice -n 10} /usr/bin/python3 models/training/seats-train.py --init .tmp/seats/ckpt-v3-member$k.pt \
      --data $D --epochs 2 --lr 3e-4 --keep-sure 1 $resume --ckpt-dir .tmp/seats/t8m$k --out .tmp/seats/t8m$k/seats.onnx
  fi
done
mkdir -p .tmp/seats/v8
${NICE-nice -n 10} /usr/bin/python3 models/training/seats-train.py --ensemble .tmp/seats/t8m0/epoch1.pt,.tmp/seats/t8m1/epoch1.pt \
  --data $D --out .tmp/seats/v8/seats.onnx
echo '{ "spanMm": 75 }' > .tmp/seats/v8/seats.patch.json
