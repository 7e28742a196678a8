"""The Python half of scripts/bench-reduce.sh: times tsdownsample's MinMax (single core) on
the file written by `ReduceCompare write` (raw float64: n x values, then n y values), checks
its bins against the pyramid's answer (PATH.indices; ReduceCompare checks that its one-pass
reduction gives the same columns), and prints the ratios against the Swift figures passed as a
JSON line. A ratio above 1 means WheelCore is faster.

usage: python tsdownsample_compare.py PATH SWIFT_JSON [REPEATS]
"""
import json
import statistics
import sys
import time

import numpy as np
import tsdownsample
from tsdownsample import MinMaxDownsampler

COLUMNS = 1000


def main() -> None:
    path, swift = sys.argv[1], json.loads(sys.argv[2])
    repeats = int(sys.argv[3]) if len(sys.argv) > 3 else 20
    raw = np.fromfile(path, dtype="<f8")
    n = raw.size // 2
    x, y = raw[:n], raw[n:]
    ds = MinMaxDownsampler()
    ds.downsample(x, y, n_out=2 * COLUMNS, parallel=False)  # warm-up
    times = []
    for _ in range(repeats):
        t0 = time.perf_counter()
        idx = ds.downsample(x, y, n_out=2 * COLUMNS, parallel=False)
        times.append((time.perf_counter() - t0) * 1e3)
    ts_ms = statistics.median(times)

    # Agreement: per column, the min and max *values* tsdownsample selected versus the pyramid's.
    ours = np.loadtxt(path + ".indices", dtype=np.int64).reshape(-1, 2)
    theirs = np.sort(idx).reshape(-1, 2) if idx.size == 2 * COLUMNS else None
    agree = None
    if theirs is not None and ours.shape == theirs.shape:
        tv = np.sort(y[theirs], axis=1)
        ov = np.stack([y[ours[:, 0]], y[ours[:, 1]]], axis=1)
        agree = float(np.mean(np.all(tv == ov, axis=1)))

    q, b, f = swift["query_ms"], swift["build_ms"], swift["one_pass_ms"]
    print(f"points: {n:,}  columns: {COLUMNS}  (tsdownsample {tsdownsample.__version__}, single core)")
    print(f"tsdownsample MinMax (one pass, Rust/SIMD):   {ts_ms:10.3f} ms  (median of {repeats})")
    print(f"WheelCore one pass, no pyramid:              {f:10.3f} ms  -> {ts_ms / f:5.2f}x tsdownsample's speed")
    print(f"WheelCore pyramid build (once per series):   {b:10.3f} ms")
    print(f"WheelCore pyramid build + one query:         {b + q:10.3f} ms  -> {ts_ms / (b + q):5.2f}x tsdownsample's speed")
    print(f"WheelCore pyramid query (per frame):         {q:10.3f} ms  -> {ts_ms / q:9.1f}x faster")
    print(f"pyramid and one pass give identical columns: {swift['pyramid_equals_one_pass']}")
    if agree is not None:
        print(f"columns whose min and max values agree with tsdownsample: {agree * 100:.1f}%")
    print(json.dumps({"points": n, "tsdownsample_ms": ts_ms, **swift,
                      "query_speedup": ts_ms / q, "build_plus_query_ratio": ts_ms / (b + q),
                      "one_pass_ratio": ts_ms / f, "agreement": agree}))

if __name__ == "__main__":
    main()
