#!/usr/bin/env python3
"""Turn the shipped seat classifier (models/seats.onnx) back into a checkpoint that seats-train.py --init can fine-tune.

    /usr/bin/python3 models/training/seats-onnx-to-ckpt.py [--onnx models/seats.onnx] [--data .tmp/seats/data] \
        [--out .tmp/seats/ckpt-shipped.pt]

An averaged model (v2's and v3's graph, `MeanOf` in seats-train.py: nets.0, nets.1, ...) gives one checkpoint per
member, `<out stem>-member<K>.pt` (v3: member 0 is v1, member 1 its fine-tuned copy), for --init or --ensemble.

Why: the seat model's checkpoints live under .tmp and were lost between sessions; the shipped file is the one copy
that always exists. The export folds each BatchNorm into its convolution, so (as models/training/onnx-to-ckpt.py does
for the detector) the folded weights go into the convolutions and each BatchNorm gets the statistics the folded
convolution's output has on real patches (--data): eval mode computes what the ONNX file does, and in training mode
the batch statistics start close to the running ones. Checked by comparing the converted model's logits with the
ONNX graph's, written out with the folded weights (`folded_forward`), on the same patches.
"""
import argparse
import glob
import importlib.util
import os

import numpy as np
import onnx
from onnx import numpy_helper
import torch
import torch.nn as nn

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location('seats_train', os.path.join(HERE, 'seats-train.py'))
st = importlib.util.module_from_spec(spec)
spec.loader.exec_module(st)


def member_of(node):
    """Which member of an averaged model a node belongs to (its output is named /nets.K/...); 0 for a single net."""
    out = node.output[0]
    return int(out.split('/')[1].split('.')[1]) if out.startswith('/nets.') else 0


def onnx_members(path):
    """[(convs, head weight, head bias)] for each net in the file: one for a single SeatNet, K for a MeanOf."""
    m = onnx.load(path)
    init = {i.name: numpy_helper.to_array(i) for i in m.graph.initializer}
    convs = {}
    for n in m.graph.node:
        if n.op_type == 'Conv':
            convs.setdefault(member_of(n), []).append((init[n.input[1]], init[n.input[2]]))
    if 'head.weight' in init:
        return [(convs[0], init['head.weight'], init['head.bias'])]
    return [(convs[k], init[f'nets.{k}.head.weight'], init[f'nets.{k}.head.bias']) for k in sorted(convs)]


def folded_forward(convs, hw, hb, border, x):
    """The ONNX graph itself (folded convolutions, no BatchNorm), written out: the reference the conversion must meet."""
    F = torch.nn.functional
    cloth = (x * border).sum(dim=(2, 3), keepdim=True)
    f = torch.cat([(x - cloth) * 4.0, x], dim=1)
    for k, (w, b) in enumerate(convs):
        f = F.relu(F.conv2d(f, torch.from_numpy(w), torch.from_numpy(b), padding=1))
        if k in (0, 2):
            f = F.max_pool2d(f, 2)
    g = torch.cat([f.mean(dim=(2, 3)), f.amax(dim=(2, 3))], dim=1)
    return (g @ torch.from_numpy(hw).T + torch.from_numpy(hb)).squeeze(1)


def pairs(model):
    return [(s[0], s[1]) for s in model.modules() if isinstance(s, nn.Sequential) and len(s) >= 2
            and isinstance(s[0], nn.Conv2d) and isinstance(s[1], nn.BatchNorm2d)]


def load_into(model, convs, hw, hb, x):
    ps = pairs(model)
    assert len(ps) == len(convs), f'{len(convs)} convolutions in the ONNX file, {len(ps)} in SeatNet'
    with torch.no_grad():
        for (conv, bn), (w, b) in zip(ps, convs):
            conv.weight.copy_(torch.from_numpy(w))
            bn.weight.fill_(1.0)
            bn.bias.copy_(torch.from_numpy(b))
            bn.running_mean.zero_()
            bn.running_var.fill_(1.0 - bn.eps)
        model.head.weight.copy_(torch.from_numpy(hw))
        model.head.bias.copy_(torch.from_numpy(hb))
    # Statistics of each folded convolution's output on real patches: scale sqrt(v + eps), bias + m keeps eval exact.
    stats = {}
    hooks = [c.register_forward_hook(lambda mod, i, o: stats.__setitem__(id(mod), (o.mean((0, 2, 3)), o.var((0, 2, 3)))))
             for c, _ in ps]
    model.eval()
    with torch.no_grad():
        model(x)
        for conv, bn in ps:
            m, v = stats[id(conv)]
            bn.running_mean.copy_(m)
            bn.running_var.copy_(v)
            bn.weight.copy_(torch.sqrt(v + bn.eps))
            bn.bias.add_(m)
    for h in hooks:
        h.remove()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--onnx', default='models/seats.onnx')
    ap.add_argument('--data', default='.tmp/seats/data')
    ap.add_argument('--out', default='.tmp/seats/ckpt-shipped.pt')
    a = ap.parse_args()
    files = sorted(glob.glob(os.path.join(a.data, 'shard-*.lab')))[:2]
    img, _ = st.load(files)
    rng = np.random.default_rng(0)
    x = st.batch(img, rng.choice(len(img), min(1024, len(img)), replace=False), False, rng)
    members = onnx_members(a.onnx)
    os.makedirs(os.path.dirname(a.out) or '.', exist_ok=True)
    for k, weights in enumerate(members):
        model = st.SeatNet()
        load_into(model, *weights, x)
        model.eval()
        with torch.no_grad():
            mine = model(x).numpy()
        ref = folded_forward(*weights, model.border, x).numpy()
        print(f'member {k}: largest logit difference to {a.onnx} on {len(x)} patches: {np.abs(mine - ref).max():.2e}')
        assert np.abs(mine - ref).max() < 1e-3, 'the converted model does not reproduce the ONNX file'
        out = a.out if len(members) == 1 else f'{os.path.splitext(a.out)[0]}-member{k}.pt'
        torch.save({'model': model.state_dict(), 'epoch': 0, 'source': a.onnx, 'member': k}, out)
        print(f'wrote {out} (seats-train.py --init {out})')


if __name__ == '__main__':
    main()
