"""The Python package over libBaselineC. Numbers come from the bundled Noto Sans: upem 1000,
hhea ascender 1069 and descender -293 (line gap 0), "H" advancing 741 and the space 260."""

import concurrent.futures
import math
import os
import sys

import pytest

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

import baseline  # noqa: E402


def test_measure_one_line():
    # 741 + 260 + 741 = 1742 units at 10 points: 17.42; height (1069 + 293) / 100 = 13.62.
    m = baseline.measure_text("H H", family="Noto Sans", size=10)
    assert math.isclose(m.width, 17.42, abs_tol=1e-9)
    assert math.isclose(m.height, 13.62, abs_tol=1e-9)
    assert math.isclose(m.first_baseline, 10.69, abs_tol=1e-9)
    assert m.line_count == 1 and not m.truncated


def test_measure_wraps_at_a_width():
    text = baseline.Engine().text("H H", family="Noto Sans", size=10)
    m = text.measure(10)
    assert m.line_count == 2
    assert math.isclose(m.width, 7.41, abs_tol=1e-9)
    assert math.isclose(m.last_baseline, 10.69 + 13.62, abs_tol=1e-9)
    assert text.measure(None).line_count == 1


def test_line_limit_truncates():
    m = baseline.measure_text("H H H H", family="Noto Sans", size=10, width=10, line_limit=1)
    assert m.line_count == 1 and m.truncated


def test_layout_returns_the_result_dict():
    scene = {"root": {"type": "HStack", "spacing": 0, "children": [
        {"type": "Color", "color": "red", "id": "a", "modifiers": [{"frame": {"width": 40, "height": 30}}]},
        {"type": "Color", "color": "blue", "id": "b", "modifiers": [{"frame": {"width": 20, "height": 10}}]}]}}
    result = baseline.layout(scene)
    assert result["size"] == {"width": 60, "height": 30}
    b = next(node for node in result["nodes"] if node.get("id") == "b")
    # Centered in the 30-point row: (30 - 10) / 2 = 10.
    assert b["frame"] == {"x": 40, "y": 10, "width": 20, "height": 10}


def test_render_png_and_svg(tmp_path):
    scene = '{"root": {"type": "Text", "text": "Hello"}}'
    png = tmp_path / "hello.png"
    svg = tmp_path / "hello.svg"
    baseline.render(scene, str(png), scale=2)
    baseline.render(scene, str(svg), guides=True)
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert svg.read_text().startswith("<svg")


def test_errors_raise_with_code_and_message():
    with pytest.raises(baseline.BaselineError) as failure:
        baseline.layout({"root": {"type": "HStak"}})
    assert failure.value.code == baseline.ERROR_SCENE
    assert str(failure.value).startswith("root.type: unknown view type")
    with pytest.raises(baseline.BaselineError) as failure:
        baseline.measure_text("x", size=-1)
    assert failure.value.code == baseline.ERROR_ARGUMENT
    with pytest.raises(baseline.BaselineError) as failure:
        baseline.Engine("/nonexistent")
    assert failure.value.code == baseline.ERROR_FONTS


def test_threads_share_an_engine():
    engine = baseline.Engine()
    text = engine.text("H H", family="Noto Sans", size=10)

    def work(_):
        return [text.measure(10).height for _ in range(50)]

    with concurrent.futures.ThreadPoolExecutor(max_workers=4) as pool:
        heights = [h for batch in pool.map(work, range(8)) for h in batch]
    assert all(math.isclose(h, 27.24, abs_tol=1e-9) for h in heights)


def test_flex_row_example_aligns_baselines():
    pytest.importorskip("stretchable")
    sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "examples"))
    import flex_row

    row = flex_row.baseline_aligned_row([("Name", 13), ("Ada Lovelace", 28), ("1815", 17)], width=400)
    baselines = [item["y"] + item["first_baseline"] for item in row]
    assert max(baselines) - min(baselines) < 1e-6
    # The tallest ascender sets the line: 28-point Noto Sans, 1069 * 28 / 1000 = 29.932 below the top.
    assert math.isclose(baselines[0], 29.932, abs_tol=1e-3)


def test_arguments_c_cannot_hold_raise_value_error():
    # ctypes would pass 2**31 as -2**31 and cut a name at its NUL: both are refused before C.
    for arguments in ({"weight": 2**31}, {"weight": -2**31 - 1}, {"line_limit": 2**32}, {"family": "Noto\0 Sans"}):
        with pytest.raises(ValueError):
            baseline.measure_text("H", **arguments)
    with pytest.raises(ValueError):
        baseline.Engine("/tmp\0/fonts")
    # The largest int still passes through: weight 2**31 - 1 is clamped to 1000 by the library.
    assert baseline.measure_text("H", family="Noto Sans", size=10, weight=2**31 - 1).line_count == 1


def test_a_png_header_of_four_billion_pixels_a_side_does_not_end_the_process(tmp_path):
    # Signature, then IHDR: 0xFFFFFFFF x 0xFFFFFFFF, 8-bit RGB; its pixel count overflowed a
    # 64-bit product and trapped. The image is not decoded: its placeholder is drawn.
    def chunk(kind, data):
        import zlib
        return len(data).to_bytes(4, "big") + kind + data + zlib.crc32(kind + data).to_bytes(4, "big")
    header = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", (0xFFFFFFFF).to_bytes(4, "big") * 2 + bytes([8, 2, 0, 0, 0]))
    image = tmp_path / "huge.png"
    image.write_bytes(header + chunk(b"IEND", b""))
    scene = {"root": {"type": "Image", "name": str(image), "resizable": True,
                      "modifiers": [{"frame": {"width": 20, "height": 10}}]}}
    picture = tmp_path / "out.png"
    baseline.render(scene, str(picture))
    data = picture.read_bytes()
    assert int.from_bytes(data[16:20], "big") == 20 and int.from_bytes(data[20:24], "big") == 10


def _two_texts(tmp_path):
    # A 10-point "H" beside a 20-point "H" on their first baselines: the baselines meet at the
    # larger text's ascent, 21.38; the small text's top is 21.38 - 10.69 = 10.69 below.
    scene = {"root": {"type": "HStack", "alignment": "firstTextBaseline", "spacing": 0, "children": [
        {"type": "Text", "id": "small", "text": "H", "font": {"family": "Noto Sans", "size": 10}},
        {"type": "Text", "id": "large", "text": "H", "font": {"family": "Noto Sans", "size": 20}},
        {"type": "Text", "id": "cut", "text": "H H H H", "font": {"family": "Noto Sans", "size": 10},
         "modifiers": [{"lineLimit": 1}, {"frame": {"width": 10}}]},
    ]}}
    path = tmp_path / "scene.json"
    path.write_text(__import__("json").dumps(scene))
    return str(path)


def test_the_python_command_checks_baselines_edges_and_truncation(tmp_path, capsys):
    from baseline.__main__ import main
    scene = _two_texts(tmp_path)
    assert main(["check", scene, "--same-first-baseline", "small,large", "--no-overflow", "root"]) == 0
    assert capsys.readouterr().out == "ok: 2 checks\n"
    assert main(["check", scene, "--same-top", "small,large"]) == 1
    assert "same top: small, large: differ by 10.69: small 10.69, large 0" in capsys.readouterr().err
    assert main(["check", scene, "--no-truncation"]) == 1
    assert "no truncation: cut truncated" in capsys.readouterr().err
    assert main(["check", scene, "--same-leading", "nobody"]) == 1
    assert 'no view has the id "nobody"' in capsys.readouterr().err


def test_the_python_command_lays_out_and_renders(tmp_path, capsys):
    from baseline.__main__ import main
    scene = _two_texts(tmp_path)
    out = tmp_path / "result.json"
    assert main(["layout", scene, "-o", str(out)]) == 0
    result = __import__("json").loads(out.read_text())
    small = next(node for node in result["nodes"] if node.get("id") == "small")
    assert math.isclose(small["firstBaseline"], 21.38, abs_tol=1e-9)
    picture = tmp_path / "scene.png"
    assert main(["render", scene, str(picture), "--scale", "2"]) == 0
    assert picture.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert main(["layout", str(tmp_path / "absent.json")]) == 2
    assert "error:" in capsys.readouterr().err
