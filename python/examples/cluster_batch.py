"""`baseline batch` on a cluster engine: Spark (RDD.pipe) and Dask (a bag's partitions).

Each partition of scene lines goes through one `baseline batch --threads 1 --quiet` process, so
a machine runs as many batches as the engine runs tasks and no more (a batch uses every
processor by default, which oversubscribes a machine that runs several tasks). Results keep the
input order: each partition's lines come back in order, and the partitions are collected in
order.

    python cluster_batch.py SCENES.jsonl [--engine dask|spark|single] [--workers N] [--partitions P]

prints the result lines, the same bytes as `baseline batch SCENES.jsonl --quiet` prints (an
error line names the scene's line in its own partition, which is another number).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from typing import Iterable, List, Optional

CHECKOUT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def baseline_command() -> str:
    """The `baseline` executable: $BASELINE_EXECUTABLE, the checkout's build, or the PATH's."""
    explicit = os.environ.get("BASELINE_EXECUTABLE")
    if explicit:
        return explicit
    for configuration in ("release", "debug"):
        candidate = os.path.join(CHECKOUT, ".build", configuration, "baseline")
        if os.path.exists(candidate):
            return candidate
    return "baseline"


def batch(lines: Iterable[str], command: Optional[str] = None, threads: int = 1) -> List[str]:
    """The result lines of one batch process over `lines` (one scene per line)."""
    text = "".join(line if line.endswith("\n") else line + "\n" for line in lines)
    run = subprocess.run([command or baseline_command(), "batch", "-", "--threads", str(threads), "--quiet"],
                         input=text.encode("utf-8"), stdout=subprocess.PIPE, check=False)
    if run.returncode not in (0, 1):  # 1: some scene failed, which its own line says
        raise RuntimeError(f"baseline batch exited with status {run.returncode}")
    return run.stdout.decode("utf-8").splitlines()


def dask_batch(lines: List[str], workers: int, partitions: int, command: Optional[str] = None) -> List[str]:
    """The lines through Dask: a bag of `partitions` partitions, each one batch process, on a
    process pool of `workers`."""
    import dask
    import dask.bag

    command = command or baseline_command()
    bag = dask.bag.from_sequence(lines, npartitions=partitions)
    results = bag.map_partitions(lambda part: batch(list(part), command))
    with dask.config.set(scheduler="processes", num_workers=workers):
        return list(results.compute())


def spark_batch(lines: List[str], workers: int, partitions: int, command: Optional[str] = None) -> List[str]:
    """The lines through Spark in local mode on `workers` cores: `RDD.pipe` runs one batch
    process per partition."""
    from pyspark import SparkConf, SparkContext

    command = command or baseline_command()
    conf = SparkConf().setMaster(f"local[{workers}]").setAppName("baseline-batch").set("spark.ui.enabled", "false")
    context = SparkContext.getOrCreate(conf)
    try:
        rdd = context.parallelize(lines, partitions)
        return rdd.pipe(f"{command} batch - --threads 1 --quiet").collect()
    finally:
        context.stop()


def main(argv: Optional[List[str]] = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("scenes", help="a file of scene JSON lines")
    parser.add_argument("--engine", choices=["dask", "spark", "single"], default="dask")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--partitions", type=int, default=8)
    args = parser.parse_args(argv)
    with open(args.scenes, encoding="utf-8") as file:
        lines = [line.rstrip("\n") for line in file if line.strip()]
    if args.engine == "dask":
        results = dask_batch(lines, args.workers, args.partitions)
    elif args.engine == "spark":
        results = spark_batch(lines, args.workers, args.partitions)
    else:
        results = batch(lines)
    sys.stdout.write("".join(line + "\n" for line in results))
    return 0


if __name__ == "__main__":
    sys.exit(main())
