"""`baseline batch` under Dask and Spark gives the bytes a single batch gives. Each test skips
when its engine (or the `baseline` executable) is not installed."""

import json
import os
import shutil
import sys

import pytest

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "examples"))

import cluster_batch  # noqa: E402


def _scenes(count=60):
    # Rows of a label and a value of growing length. (A faulty scene's error line names its line
    # in the input of the process that read it, so under partitions it names another number.)
    lines = []
    for index in range(count):
        value = "x" * (index % 13 + 1)
        scene = {"proposal": {"width": 240}, "root": {"type": "HStack", "alignment": "firstTextBaseline", "children": [
            {"type": "Text", "text": f"Label {index}"}, {"type": "Text", "text": value, "font": "title"}]}}
        lines.append(json.dumps(scene))
    return lines


def _executable():
    command = cluster_batch.baseline_command()
    if not (os.path.exists(command) or shutil.which(command)):
        pytest.skip("the baseline executable is not built")
    return command


def test_dask_partitions_give_the_single_batch_bytes():
    pytest.importorskip("dask.bag")
    command = _executable()
    lines = _scenes()
    single = cluster_batch.batch(lines, command)
    assert len(single) == len(lines) and all(line.startswith('{"size": ') for line in single)
    for workers in (1, 2):
        assert cluster_batch.dask_batch(lines, workers=workers, partitions=7, command=command) == single


def test_spark_pipe_gives_the_single_batch_bytes():
    pytest.importorskip("pyspark")
    if shutil.which("java") is None:
        pytest.skip("Spark needs Java")
    command = _executable()
    lines = _scenes()
    single = cluster_batch.batch(lines, command)
    for workers in (1, 2):
        assert cluster_batch.spark_batch(lines, workers=workers, partitions=5, command=command) == single
