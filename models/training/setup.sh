#!/bin/sh
# What training needs beyond Node (issue 5): PyTorch, NumPy and ONNX (models/training/onnx-to-ckpt.py) from Debian's packages, for /usr/bin/python3
# (python3 on these machines may be a pyenv shim without them). Run once, as root. Inference needs none of it:
# onnxruntime-node runs the exported models.
set -e
apt-get update
apt-get install -y --no-install-recommends python3-torch python3-numpy python3-onnx
/usr/bin/python3 -c 'import torch, numpy, onnx; print("torch", torch.__version__, "numpy", numpy.__version__, "onnx", onnx.__version__)'
