#!/usr/bin/env python3
"""Turn a shipped detector (models/detector.onnx) back into a checkpoint that train.py --init can fine-tune.

    /usr/bin/python3 models/training/onnx-to-ckpt.py [--onnx models/detector.onnx] [--out .tmp/detect-train/ckpt-shipped.pt]

Why: checkpoints live under .tmp (not committed) and have been lost between sessions; the shipped weights are the
one copy that always exists. The export folds each BatchNorm into its convolution (conv + bias), so the conversion
puts the folded weights into the convolutions and makes every BatchNorm an identity carrying the folded bias
(running mean 0, running variance 1 - eps, scale 1). In eval mode the model then computes what the ONNX file does;
in training mode the BatchNorms learn their statistics again from the first batches. Checked by exporting the
converted model and comparing every folded weight with the original file's (printed: largest difference).
Needs python3-onnx and python3-torch (models/training/setup.sh).
"""
import argparse
import os
import sys
import tempfile

import numpy as np
import onnx
from onnx import numpy_helper
import torch
import torch.nn as nn

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from train import Detector, export  # noqa: E402


def conv_weights(path):
    """(weight, bias) of each Conv node, in graph order (the order the model's convolutions run)."""
    m = onnx.load(path)
    init = {i.name: numpy_helper.to_array(i) for i in m.graph.initializer}
    out = []
    for n in m.graph.node:
        if n.op_type == 'Conv':
            w = init[n.input[1]]
            b = init[n.input[2]] if len(n.input) > 2 else np.zeros(w.shape[0], np.float32)
            out.append((w, b))
    return out


def load_into(model, weights):
    convs = [m for m in model.modules() if isinstance(m, nn.Conv2d)]
    if len(convs) != len(weights):
        raise SystemExit(f'{len(weights)} convolutions in the ONNX file, {len(convs)} in train.py\'s Detector: not the same architecture')
    bns = {id(seq[0]): seq[1] for seq in model.modules() if isinstance(seq, nn.Sequential) and len(seq) >= 2
           and isinstance(seq[0], nn.Conv2d) and isinstance(seq[1], nn.BatchNorm2d)}
    with torch.no_grad():
        for conv, (w, b) in zip(convs, weights):
            if tuple(conv.weight.shape) != w.shape:
                raise SystemExit(f'shape {w.shape} in the ONNX file where train.py has {tuple(conv.weight.shape)}')
            conv.weight.copy_(torch.from_numpy(w))
            bn = bns.get(id(conv))
            if bn is None:
                conv.bias.copy_(torch.from_numpy(b))
                continue
            bn.weight.fill_(1.0)
            bn.bias.copy_(torch.from_numpy(b))
            bn.running_mean.zero_()
            bn.running_var.fill_(1.0 - bn.eps)


def calibrate(model, data, n=512, seed=0):
    """Give each BatchNorm the statistics the folded convolution's output has on real crops (of `data`): running
    mean m and variance v, scale sqrt(v + eps) and bias (folded bias + m). Eval mode computes the same as before; in
    training mode the batch statistics are then close to the running ones, so fine-tuning does not start from a
    model whose every layer is suddenly renormalised (with identity BatchNorms the first epoch's validation loss
    jumped 0.97 -> 1.40 on castle crops)."""
    from train import load_shards
    imgs, _ = load_shards(data)
    pool = np.concatenate(imgs)
    rng = np.random.default_rng(seed)
    x = torch.from_numpy(pool[rng.choice(len(pool), min(n, len(pool)), replace=False)].astype(np.float32).transpose(0, 3, 1, 2) / 255.0)
    pairs = [(seq[0], seq[1]) for seq in model.modules() if isinstance(seq, nn.Sequential) and len(seq) >= 2
             and isinstance(seq[0], nn.Conv2d) and isinstance(seq[1], nn.BatchNorm2d)]
    stats = {}
    hooks = [conv.register_forward_hook(lambda mod, inp, out: stats.__setitem__(id(mod), (out.mean((0, 2, 3)), out.var((0, 2, 3))))) for conv, _ in pairs]
    model.eval()
    with torch.no_grad():
        model(x)
        for conv, bn in pairs:
            m, v = stats[id(conv)]
            bn.running_mean.copy_(m)
            bn.running_var.copy_(v)
            bn.weight.copy_(torch.sqrt(v + bn.eps))
            bn.bias.add_(m)
    for h in hooks:
        h.remove()
    print(f'BatchNorm statistics from {len(x)} crops of {data}')


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--onnx', default='models/detector.onnx')
    ap.add_argument('--out', default='.tmp/detect-train/ckpt-shipped.pt')
    ap.add_argument('--data', help='a shard folder (generate.sh): BatchNorm statistics measured on its crops (recommended before fine-tuning)')
    a = ap.parse_args()
    model = Detector()
    original = conv_weights(a.onnx)
    load_into(model, original)
    if a.data:
        calibrate(model, a.data)
    model.eval()
    with tempfile.TemporaryDirectory() as d:
        again = os.path.join(d, 'again.onnx')
        export(model, again)
        diff = max(float(np.abs(x - y).max()) for (p, q) in zip(original, conv_weights(again)) for x, y in zip(p, q))
    print(f'largest difference between the original and the re-exported weights: {diff:.2e}')
    if diff > 1e-4:  # with --data: eps changes the fold by ~1e-7 relative
        raise SystemExit('the converted model does not reproduce the ONNX file')
    os.makedirs(os.path.dirname(a.out) or '.', exist_ok=True)
    torch.save({'model': model.state_dict(), 'epoch': 0, 'source': a.onnx}, a.out)
    print(f'wrote {a.out} (train.py --init {a.out})')


if __name__ == '__main__':
    main()
