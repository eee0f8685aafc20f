#!/usr/bin/env python3
"""Train the tabletrack ball and pin detector (CenterNet-style heat maps) and export it to ONNX.

    /usr/bin/python3 models/training/train.py [--data .tmp/detect-data[,.tmp/detect-hard]] [--data-weights 1,4] [--epochs 12] [--resume]

Reads the shards written by models/training/generate.sh (one folder or several,
each drawn with its weight), trains on all but the last shard of each folder
(held out for a validation loss, printed per folder), checkpoints every epoch to
.tmp/detect-train/ckpt.pt (--resume continues from it; ckpt-eN.pt keeps each epoch) and exports
models/detector.onnx (opset 13, dynamic batch and spatial size; the graph has no
upsampling, so any multiple of 4 works). CPU only, one thread: the machine is shared.
--castle-only trains on the full-resolution castle crops (kind 1) alone: the castle pass's own
weights (models/castle.onnx when one beats the shared weights; models/README.md, "castle model").
--keep-pins (fine-tuning with --init, session 54) leaves the pin channels at the starting weights as far as
a shared backbone allows: the pin rows of the heat head are frozen, the pin classes leave the focal loss
and the pin heat maps are pulled to those of the --init model on every crop (--pin-distill sets the weight).
"""
import argparse
import glob
import math
import os
import time

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F

SIDE, MAX_OBJ, ROW = 96, 16, 6
NUM_CLASSES, BALL_CLASSES = 6, 4
STRIDE = 4


def conv_bn(cin, cout, k=3, s=1, d=1, groups=1):
    return nn.Sequential(nn.Conv2d(cin, cout, k, s, padding=d * (k // 2), dilation=d, groups=groups, bias=False),
                         nn.BatchNorm2d(cout), nn.ReLU(inplace=True))


def sep(cin, cout, s=1, d=1):
    """Depthwise-separable 3x3: about a ninth of a full conv's cost at these widths."""
    return nn.Sequential(conv_bn(cin, cin, 3, s, d, groups=cin), conv_bn(cin, cout, 1))


class Detector(nn.Module):
    def __init__(self, width=48):
        super().__init__()
        self.body = nn.Sequential(
            conv_bn(3, 16, 3, 2),          # /2
            sep(16, 24),
            sep(24, width, s=2),           # /4
            sep(width, width),
            sep(width, width, d=2),
            sep(width, width, d=4),
            sep(width, width, d=8),
            sep(width, width),
        )
        self.heat = nn.Conv2d(width, NUM_CLASSES, 1)
        self.offset = nn.Conv2d(width, 2, 1)
        nn.init.constant_(self.heat.bias, -4.0)  # start near "nothing here" (focal-loss practice)

    def forward(self, x):
        f = self.body(x)
        return torch.sigmoid(self.heat(f)), torch.sigmoid(self.offset(f))


def load_shards(data):
    labs = sorted(glob.glob(os.path.join(data, 'shard-*.lab')))
    imgs, lab = [], []
    for p in labs:
        l = np.fromfile(p, dtype='<f4').reshape(-1, MAX_OBJ + 1, ROW)
        i = np.fromfile(p[:-4] + '.img', dtype=np.uint8).reshape(-1, SIDE, SIDE, 3)
        assert len(i) == len(l), p
        imgs.append(i)
        lab.append(l)
    return imgs, lab


def targets(lab, hw, aug):
    """Heat-map, offset and mask targets for one crop (numpy), after the flip/transpose augmentation."""
    H = W = hw
    heat = np.zeros((NUM_CLASSES, H, W), np.float32)
    mask = np.ones((NUM_CLASSES, H, W), np.float32)
    off = np.zeros((2, H, W), np.float32)
    offm = np.zeros((1, H, W), np.float32)
    kind = int(lab[0, 0])
    if kind == 1:
        mask[:BALL_CLASSES] = 0
    ys, xs = np.mgrid[0:H, 0:W].astype(np.float32)
    for row in lab[1:]:
        c = int(row[0])
        if c < 0:
            continue
        x, y = row[1], row[2]
        if aug[0]: x = SIDE - 1 - x
        if aug[1]: y = SIDE - 1 - y
        if aug[2]: x, y = y, x
        cx, cy = (x + 0.5) / STRIDE - 0.5, (y + 0.5) / STRIDE - 0.5  # cell coordinates (cell centres at integers)
        d2 = (xs - cx) ** 2 + (ys - cy) ** 2
        if row[5] > 0:
            # Ignore region: a mostly hidden ball (no class learns anything there), or a
            # ball in a full-resolution castle crop (ball heads are masked out; pin heads learn it is no pin).
            if kind == 0:
                mask[:, d2 < 6.0] = 0
            continue
        if not (-0.5 <= cx < W - 0.5 and -0.5 <= cy < H - 0.5):
            continue
        sigma = 0.75 if c < BALL_CLASSES else 0.6
        heat[c] = np.maximum(heat[c], np.exp(-d2 / (2 * sigma * sigma)))
        ix, iy = int(round(cx)), int(round(cy))
        heat[c, iy, ix] = 1.0
        off[0, iy, ix] = cx - ix + 0.5
        off[1, iy, ix] = cy - iy + 0.5
        offm[0, iy, ix] = 1.0
    return heat, mask, off, offm


def batch(imgs, labs, idx, rng, train):
    xs, hs, ms, os_, oms = [], [], [], [], []
    for s, i in idx:
        img = imgs[s][i].astype(np.float32) / 255.0
        aug = (rng.random() < 0.5, rng.random() < 0.5, rng.random() < 0.5) if train else (False, False, False)
        if aug[0]: img = img[:, ::-1]
        if aug[1]: img = img[::-1]
        if aug[2]: img = img.transpose(1, 0, 2)
        if train:  # mild exposure and contrast jitter; hue stays (it is the class)
            img = np.clip((img - 0.5) * rng.uniform(0.85, 1.15) + 0.5 + rng.uniform(-0.06, 0.06), 0, 1)
        h, m, o, om = targets(labs[s][i], SIDE // STRIDE, aug)
        xs.append(np.ascontiguousarray(img.transpose(2, 0, 1)))
        hs.append(h); ms.append(m); os_.append(o); oms.append(om)
    t = lambda a: torch.from_numpy(np.stack(a))
    return t(xs), t(hs), t(ms), t(os_), t(oms)


def focal_loss(pred, gt, mask):
    pred = pred.clamp(1e-5, 1 - 1e-5)
    pos = (gt >= 0.999).float() * mask
    neg = (1 - pos) * mask
    pl = -torch.log(pred) * (1 - pred) ** 2 * pos
    nl = -torch.log(1 - pred) * pred ** 2 * (1 - gt) ** 4 * neg
    return (pl.sum() + nl.sum()) / pos.sum().clamp(min=1)


def run(args):
    torch.set_num_threads(1)
    torch.manual_seed(0)
    rng = np.random.default_rng(0)
    # --data: one folder or several (comma-separated); the last shard of each is its validation split.
    dirs = args.data.split(',')
    weights = [float(v) for v in args.data_weights.split(',')] if args.data_weights else [1.0] * len(dirs)
    if len(weights) != len(dirs):
        raise SystemExit(f'--data-weights: {len(weights)} weights for {len(dirs)} data folders')
    imgs, labs, train_idx, val_idx, dir_w = [], [], [], [], []
    for d, wd in zip(dirs, weights):
        di, dl = load_shards(d)
        if len(di) < 2:
            raise SystemExit(f'{d}: need at least two shards (run models/training/generate.sh)')
        s0 = len(imgs)
        imgs += di; labs += dl
        # --castle-only: the castle model (models/castle.onnx) sees full-resolution castle crops (kind 1) and nothing else.
        keep = (lambda l: l[0, 0] == 1) if args.castle_only else (lambda l: True)
        tr = [(s0 + s, i) for s in range(len(di) - 1) for i in range(len(di[s])) if keep(dl[s][i])]
        train_idx += tr; dir_w += [wd] * len(tr)
        va = [(s0 + len(di) - 1, i) for i in range(len(di[-1])) if keep(dl[-1][i])]
        val_idx += va
        print(f'{d}: {len(tr)} training crops (draw weight {wd}), {len(va)} validation crops')
    print(f'{len(train_idx)} training crops, {len(val_idx)} validation crops')
    # --castle-weight: full-resolution castle crops (kind 1) drawn this many times as often as others (pins are rare);
    # --data-weights: each folder's crops drawn this many times as often (a small hard set among many plain crops).
    draw_p = None
    if args.castle_weight != 1 or any(w != 1 for w in weights):
        w = np.array([(args.castle_weight if labs[s][i][0, 0] == 1 else 1.0) * wd for (s, i), wd in zip(train_idx, dir_w)])
        draw_p = w / w.sum()
        print(f'castle crops drawn with weight {args.castle_weight}; folders with {weights}')
    model = Detector()
    teacher = None
    if args.keep_pins:
        # --keep-pins: the ball classes learn from the labels; the pin channels are only held where --init put them.
        if not args.init:
            raise SystemExit('--keep-pins needs --init (the weights whose pin channels are kept)')
        teacher = Detector()
        teacher.load_state_dict(torch.load(args.init)['model'])
        teacher.eval()
        for q in teacher.parameters():
            q.requires_grad_(False)
    opt = torch.optim.AdamW(model.parameters(), lr=args.lr, weight_decay=1e-4)
    # --epoch-size: crops drawn (without replacement) per epoch; shorter epochs, a checkpoint more often.
    epoch_size = min(args.epoch_size or len(train_idx), len(train_idx))
    steps_per_epoch = math.ceil(epoch_size / args.batch)
    total = steps_per_epoch * args.epochs
    sched = torch.optim.lr_scheduler.LambdaLR(opt, lambda k: min(1.0, (k + 1) / args.warmup) * 0.5 * (1 + math.cos(math.pi * min(k, total) / total)))
    start = 0
    os.makedirs(args.ckpt_dir, exist_ok=True)
    ckpt = os.path.join(args.ckpt_dir, 'ckpt.pt')
    if args.init:
        # Fine-tune: the weights of an earlier run, a fresh optimiser and schedule (new data, new epochs).
        model.load_state_dict(torch.load(args.init)['model'])
        print(f'initialised from {args.init}')
    if args.val_only or (args.init and not (args.resume and os.path.exists(ckpt))):
        # The starting point's validation loss on this data: the "before" of a fine-tuning run.
        print('validation loss (per folder): ' + ' '.join(f'{validate(model, imgs, labs, [v for v in val_idx if v[0] == s], rng):.4f}' for s in sorted({v[0] for v in val_idx})), flush=True)
        if args.val_only:
            return
    if args.resume and os.path.exists(ckpt):
        st = torch.load(ckpt)
        model.load_state_dict(st['model']); opt.load_state_dict(st['opt']); sched.load_state_dict(st['sched'])
        start = st['epoch']
        print(f'resumed after epoch {start}')
    # --stop-after: end after that epoch, the schedule still laid out for --epochs (how v2's first run was cut short).
    last = min(args.epochs, args.stop_after or args.epochs)
    for epoch in range(start, last):
        model.train()
        order = rng.permutation(len(train_idx))[:epoch_size] if draw_p is None else rng.choice(len(train_idx), epoch_size, replace=False, p=draw_p)
        t0, tot, dtot = time.time(), 0.0, 0.0
        for k in range(steps_per_epoch):
            idx = [train_idx[j] for j in order[k * args.batch:(k + 1) * args.batch]]
            x, h, m, o, om = batch(imgs, labs, idx, rng, True)
            ph, po = model(x)
            if teacher is not None:
                m = m.clone(); m[:, BALL_CLASSES:] = 0  # --keep-pins: no pin labels, the teacher's maps instead
            loss = focal_loss(ph, h, m) + (torch.abs(po - o) * om).sum() / om.sum().clamp(min=1)
            if teacher is not None:
                with torch.no_grad():
                    tp, _ = teacher(x)
                dl = pin_distill_loss(ph, tp)
                loss = loss + args.pin_distill * dl
                dtot += dl.item()
            opt.zero_grad(); loss.backward(); opt.step(); sched.step()
            if teacher is not None:
                keep_pin_rows(model, teacher)
            tot += loss.item()
        vl = ' '.join(f'{validate(model, imgs, labs, [v for v in val_idx if v[0] == s], rng):.4f}' for s in sorted({v[0] for v in val_idx}))
        dd = f', pin distillation {dtot / steps_per_epoch:.5f}' if teacher is not None else ''
        print(f'epoch {epoch + 1}/{args.epochs}: train loss {tot / steps_per_epoch:.4f}{dd}, val loss (per folder) {vl}, {time.time() - t0:.0f} s', flush=True)
        state = {'model': model.state_dict(), 'opt': opt.state_dict(), 'sched': sched.state_dict(), 'epoch': epoch + 1}
        torch.save(state, ckpt)
        torch.save(state, os.path.join(args.ckpt_dir, f'ckpt-e{epoch + 1}.pt'))  # every epoch kept: the held-out figures may prefer an earlier one
        export(model, args.out)  # every epoch: the pipeline always has the latest usable model
    export(model, args.out)


def pin_distill_loss(pred, teacher_pred):
    """--keep-pins: squared difference of the pin heat maps from the teacher's, summed over cells, mean over crops.
    Summed, not averaged, over the 24 x 24 cells: a pin peak is one or two cells of a map, and a mean would drown
    a 0.05 shift of a 0.56 "standing" peak (session 53's 9100038) in near-zero background."""
    d = pred[:, BALL_CLASSES:] - teacher_pred[:, BALL_CLASSES:]
    return (d * d).sum() / pred.shape[0]


def keep_pin_rows(model, teacher):
    """--keep-pins: the pin rows of the heat head back to the teacher's after each step (AdamW's decoupled weight
    decay moves a parameter even where its gradient is zero, so zeroing the gradient would not hold them)."""
    with torch.no_grad():
        model.heat.weight[BALL_CLASSES:] = teacher.heat.weight[BALL_CLASSES:]
        model.heat.bias[BALL_CLASSES:] = teacher.heat.bias[BALL_CLASSES:]


def validate(model, imgs, labs, val_idx, rng):
    model.eval()
    tot, n = 0.0, 0
    with torch.no_grad():
        for k in range(0, len(val_idx), 128):
            x, h, m, o, om = batch(imgs, labs, val_idx[k:k + 128], rng, False)
            ph, po = model(x)
            tot += (focal_loss(ph, h, m) + (torch.abs(po - o) * om).sum() / om.sum().clamp(min=1)).item()
            n += 1
    return tot / max(1, n)


def export(model, out):
    model.eval()
    x = torch.zeros(1, 3, 544, 960)
    torch.onnx.export(model, x, out, opset_version=13, input_names=['image'], output_names=['heat', 'offset'],
                      dynamic_axes={'image': {0: 'n', 2: 'h', 3: 'w'}, 'heat': {0: 'n', 2: 'hh', 3: 'ww'}, 'offset': {0: 'n', 2: 'hh', 3: 'ww'}})
    print(f'exported {out} ({os.path.getsize(out) / 1024:.0f} KiB)')


if __name__ == '__main__':
    ap = argparse.ArgumentParser()
    ap.add_argument('--data', default='.tmp/detect-data', help='shard folder(s), comma-separated')
    ap.add_argument('--data-weights', default='', help='draw weight per --data folder, comma-separated (default all 1)')
    ap.add_argument('--val-only', action='store_true', help='print the validation loss of --init (or the checkpoint) and stop')
    ap.add_argument('--epochs', type=int, default=12)
    ap.add_argument('--batch', type=int, default=64)
    ap.add_argument('--lr', type=float, default=3e-3)
    ap.add_argument('--resume', action='store_true')
    ap.add_argument('--ckpt-dir', default='.tmp/detect-train')
    ap.add_argument('--out', default='models/detector.onnx')
    ap.add_argument('--export-only', action='store_true')
    ap.add_argument('--init', help='start from the weights of this checkpoint (fine-tuning)')
    ap.add_argument('--warmup', type=int, default=200)
    ap.add_argument('--castle-weight', type=float, default=1.0, help='draw castle crops this many times as often (fine-tuning the pin channels)')
    ap.add_argument('--epoch-size', type=int, default=0, help='crops per epoch (0: all)')
    ap.add_argument('--stop-after', type=int, default=0, help='stop after this epoch, the learning-rate schedule still that of --epochs (0: run them all)')
    ap.add_argument('--keep-pins', action='store_true', help='fine-tuning: keep the pin channels at --init\'s (frozen pin rows of the heat head, no pin labels, pin maps distilled from --init); default off')
    # --pin-distill: at 10 (session 54, run A: the term 0.023-0.031 a crop, about a quarter of the ~0.85 training loss) the
    # pin score at the shipped model's pin peaks moved 0.016-0.019 on average (p99 0.05-0.08), against 0.026-0.037 (p99 0.10-0.15)
    # for session 53's run 1 trained on the pin labels, while the ball classes still learnt the orange-reds (models/README.md).
    # Higher holds the pins closer and takes more of the shared backbone from the ball classes; lower lets the pin maps
    # drift (0: frozen pin rows and no pin labels only; the backbone still moves them, session 54 run B broke 9100038).
    # Tried: 0, 3 (6 epochs: pins held, fewer orange-reds learnt than at 10) and 10.
    ap.add_argument('--pin-distill', type=float, default=10.0, help='--keep-pins: weight of the pin heat-map distillation (0: frozen pin rows and no pin labels only)')
    ap.add_argument('--castle-only', action='store_true', help='train on the castle crops only (the castle pass\'s own weights, models/castle.onnx)')
    a = ap.parse_args()
    if a.export_only:
        m = Detector(); m.load_state_dict(torch.load(a.init or os.path.join(a.ckpt_dir, 'ckpt.pt'))['model']); export(m, a.out)
    else:
        run(a)
