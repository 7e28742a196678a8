"""The driver of scripts/bench-reduce.sh: WheelCore against tsdownsample's MinMax, interleaved.

Runs `ReduceCompare serve PATH` (the Swift side) as a long-lived child process and times
tsdownsample in this process, on the same file (raw float64: n x values, then n y values, as
written by `ReduceCompare write`). Loading is not timed. The caller pins this process to one
core (`taskset -c 0`); the child inherits the pin, and the two never run at the same time.

Rounds (default 15); in each round, back to back and in an order that rotates from round to
round: K Swift one-pass reductions (`TimeSeries.reduce`, 1000 columns), K tsdownsample MinMax
downsamplings (n_out = 2000, parallel=False), 10·K pyramid queries, and the floors: K passes
of a 4-accumulator SIMD2<Double> sum (Swift), K of numpy's `y.min()` and `y.max()` (one timing
covers both calls), K of a one-load-per-cache-line touch (Swift). The pyramid build is timed
once per run (K builds). The per-round ratio is tsdownsample's median / WheelCore's median in
that round (above 1: WheelCore is faster); the report gives the median and spread of those
ratios, and the median and minimum of every timing of each side.

With MODE `cold`, every single timing of the one pass, tsdownsample and the floors is
preceded by an untimed pass over a 1 GiB scratch array, so that the 80 MB start in DRAM,
not in this VM's large last-level cache (300 MiB reported): the cost of reducing a series
once. The default (`warm`) leaves each side's data wherever the previous timings left it.

usage: python tsdownsample_compare.py REDUCECOMPARE_BINARY PATH [ROUNDS] [K] [warm|cold]
"""
import json
import statistics
import subprocess
import sys
import time

import numpy as np
import tsdownsample
from tsdownsample import MinMaxDownsampler

COLUMNS = 1000


class Swift:
    """The `ReduceCompare serve` child: one command per line, one JSON reply per line."""

    def __init__(self, binary: str, path: str) -> None:
        self.proc = subprocess.Popen([binary, "serve", path], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, text=True)
        self.points = json.loads(self.proc.stdout.readline())["points"]

    def ask(self, command: str) -> dict:
        self.proc.stdin.write(command + "\n")
        self.proc.stdin.flush()
        line = self.proc.stdout.readline()
        if not line:
            sys.exit(f"ReduceCompare exited during '{command}'")
        return json.loads(line)

    def times(self, what: str, k: int) -> list:
        return self.ask(f"{what} {k}")[what]

    def close(self) -> None:
        self.proc.stdin.write("quit\n")
        self.proc.stdin.close()
        self.proc.wait()


def timed(k: int, body) -> list:
    """Wall time of each of `k` calls of `body`, ms."""
    out = []
    for _ in range(k):
        t0 = time.perf_counter()
        body()
        out.append((time.perf_counter() - t0) * 1e3)
    return out


def spread(v: list) -> str:
    q = statistics.quantiles(v, n=4) if len(v) > 1 else [v[0]] * 3
    return f"median {statistics.median(v):.2f}  IQR {q[0]:.2f}-{q[2]:.2f}  range {min(v):.2f}-{max(v):.2f}"


def main() -> None:
    binary, path = sys.argv[1], sys.argv[2]
    rounds = int(sys.argv[3]) if len(sys.argv) > 3 else 15
    k = int(sys.argv[4]) if len(sys.argv) > 4 else 5
    cold = len(sys.argv) > 5 and sys.argv[5] == "cold"
    scratch = np.ones(1 << 27) if cold else None  # 1 GiB

    def flush():
        if scratch is not None:
            scratch.sum()
    raw = np.fromfile(path, dtype="<f8")
    n = raw.size // 2
    x, y = raw[:n], raw[n:]
    swift = Swift(binary, path)
    assert swift.points == n
    ds = MinMaxDownsampler()
    idx = ds.downsample(x, y, n_out=2 * COLUMNS, parallel=False)  # warm-up, and the agreement check
    sink = [0.0]

    def np_minmax():
        sink[0] += y.min() + y.max()

    def each(body):
        """k timings of `body(1)`, each after a flush in cold mode (a single call otherwise)."""
        if not cold:
            return body(k)
        out = []
        for _ in range(k):
            flush()
            out += body(1)
        return out

    # Warm-up of every measured path, not recorded: in a fresh process the first ~30 passes
    # get faster and faster (10 -> 4.5 ms for the one pass on a quiet machine) while the array
    # settles in the VM's large last-level cache.
    for what in ("pass", "sum", "touch"):
        swift.times(what, 30)
    swift.times("query", 100)
    timed(30, np_minmax)
    timed(30, lambda: ds.downsample(x, y, n_out=2 * COLUMNS, parallel=False))
    build = swift.times("build", k)
    check = swift.ask("check")

    steps = {
        "pass": lambda: each(lambda j: swift.times("pass", j)),
        "ts": lambda: each(lambda j: timed(j, lambda: ds.downsample(x, y, n_out=2 * COLUMNS, parallel=False))),
        "query": lambda: swift.times("query", 10 * k),
        "sum": lambda: each(lambda j: swift.times("sum", j)),
        "numpy": lambda: each(lambda j: timed(j, np_minmax)),
        "touch": lambda: each(lambda j: swift.times("touch", j)),
    }
    order = list(steps)
    per_round = {name: [] for name in steps}
    ratios, floor_ratios = [], []
    for r in range(rounds):
        shift = r % len(order)
        got = {name: steps[name]() for name in order[shift:] + order[:shift]}
        for name, v in got.items():
            per_round[name].append(v)
        ratios.append(statistics.median(got["ts"]) / statistics.median(got["pass"]))
        floor_ratios.append(statistics.median(got["pass"]) / statistics.median(got["sum"]))
    swift.close()

    def all_of(name):
        return [t for v in per_round[name] for t in v]

    def row(label, name):
        v = all_of(name)
        print(f"{label:<48} {statistics.median(v):8.3f} {min(v):8.3f}")

    print(f"points: {n:,}  columns: {COLUMNS}  tsdownsample {tsdownsample.__version__} numpy {np.__version__}"
          f"  one core; {rounds} interleaved rounds x {k} timings, {'cold' if cold else 'warm'}")
    print(f"{'ms (all timings of the run)':<48} {'median':>8} {'min':>8}")
    row("tsdownsample MinMax (one pass, Rust/SIMD)", "ts")
    row("WheelCore one pass, no pyramid", "pass")
    row("WheelCore pyramid query (per frame)", "query")
    print(f"{'WheelCore pyramid build (once per run)':<48} {statistics.median(build):8.3f} {min(build):8.3f}")
    row("floor: Swift 4-accumulator SIMD2 sum", "sum")
    row("floor: numpy y.min() + y.max() (two passes)", "numpy")
    row("floor: Swift touch, one load per cache line", "touch")
    print(f"per-round ratio tsdownsample / one pass (>1: WheelCore faster): {spread(ratios)}")
    print(f"  per round: {' '.join(f'{r:.2f}' for r in ratios)}")
    print(f"per-round one pass / Swift sum floor: {spread(floor_ratios)}")
    q, b = statistics.median(all_of("query")), statistics.median(build)
    ts = statistics.median(all_of("ts"))
    print(f"pyramid query vs tsdownsample: {ts / q:.1f}x faster; build + query ratio {ts / (b + q):.2f}")

    # Agreement: per column, the min and max *values* tsdownsample selected versus the pyramid's.
    ours = np.loadtxt(path + ".indices", dtype=np.int64).reshape(-1, 2)
    theirs = np.sort(idx).reshape(-1, 2) if idx.size == 2 * COLUMNS else None
    agree = None
    if theirs is not None and ours.shape == theirs.shape:
        tv = np.sort(y[theirs], axis=1)
        ov = np.stack([y[ours[:, 0]], y[ours[:, 1]]], axis=1)
        agree = float(np.mean(np.all(tv == ov, axis=1)))
    print(f"pyramid and one pass give identical columns: {check['pyramid_equals_one_pass']}; "
          f"columns whose min and max values agree with tsdownsample: "
          f"{'n/a' if agree is None else f'{agree * 100:.1f}%'}")
    med = {name: statistics.median(all_of(name)) for name in steps}
    print(json.dumps({"points": n, "rounds": rounds, "k": k, "cold": cold, "median_ms": med,
                      "min_ms": {name: min(all_of(name)) for name in steps},
                      "build_ms": statistics.median(build), "ratio_median": statistics.median(ratios),
                      "ratio_min": min(ratios), "ratio_max": max(ratios), "ratios": ratios,
                      "pyramid_equals_one_pass": check["pyramid_equals_one_pass"], "agreement": agree}))


if __name__ == "__main__":
    main()
