#!/bin/sh
# The seat classifier v5 candidate of session 41, one command, resumable (models/README.md, "Session 41"): v3's two
# nets taken back from the shipped v3 file (git, commit 041ba90), its fine-tuned net (member 1) fine-tuned again
# on the v5 scenes (`--v5 0.8`, seats-v5.ts: pins lying across or along empty seats, along the chalk line, against
# standing pins) beside v1 and v2 shards, with `--keep-sure 1` (the seats its initial weights call right and sure
# keep their probability: the pin stage's lines were chosen on v3's), then averaged with v1 (member 0) as v3 was
# (session 41's candidate "c1": measured, not shipped; the runs without --keep-sure are in the README). Writes
# .tmp/seats/v5/seats.onnx, not models/. Complete data shards are skipped; an interrupted training continues from
# .tmp/seats/t5/ckpt.pt. Niced, one thread. Generation took 5-25 s a shard, training 3-5 min an epoch (load 13-18).
set -e
cd "$(dirname "$0")/../.."
models/training/seats-generate.sh --shards 13 --first 600 --out .tmp/seats/data-v5 --v5 0.8 &
models/training/seats-generate.sh --shards 13 --first 613 --out .tmp/seats/data-v5 --v5 0.8
wait
models/training/seats-generate.sh --shards 30 --first 70 --out .tmp/seats/data
models/training/seats-generate.sh --shards 18 --first 200 --out .tmp/seats/data-v2 --v2 0.8
# v3's members: the shipped v3 file of commit 041ba90 (models/seats.onnx may be another by now), unfolded.
if [ ! -f .tmp/seats/ckpt-v3-member1.pt ]; then
  git show 041ba90:models/seats.onnx > .tmp/seats/v3.onnx
  /usr/bin/python3 models/training/seats-onnx-to-ckpt.py --onnx .tmp/seats/v3.onnx --data .tmp/seats/data --out .tmp/seats/ckpt-v3.pt
fi
# Member 1 fine-tuned: v1 shards 70-97, v2 shards 200-216, v5 shards 600-624 (98, 99, 217, 625: validation).
resume=""
[ -f .tmp/seats/t5/ckpt.pt ] && resume="--resume"
nice -n 10 /usr/bin/python3 models/training/seats-train.py --init .tmp/seats/ckpt-v3-member1.pt \
  --data .tmp/seats/data,.tmp/seats/data-v2,.tmp/seats/data-v5 --old-shards 28 --epochs 2 --lr 1e-3 --keep-sure 1 $resume \
  --ckpt-dir .tmp/seats/t5 --out .tmp/seats/t5/seats.onnx
mkdir -p .tmp/seats/v5
exec nice -n 10 /usr/bin/python3 models/training/seats-train.py --ensemble .tmp/seats/ckpt-v3-member0.pt,.tmp/seats/t5/epoch1.pt \
  --data .tmp/seats/data,.tmp/seats/data-v2,.tmp/seats/data-v5 --out .tmp/seats/v5/seats.onnx
