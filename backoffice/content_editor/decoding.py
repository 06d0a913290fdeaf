"""Decode an upload within a memory budget known before its pixels are read.

The header gives the size, the mode Pillow decodes to and, for a JPEG, its
sampling: enough to add up every buffer the decoding and our own steps hold,
while they may all be alive at once (a sum, so an upper bound):

- the decoded image: width × height × the bytes Pillow stores per pixel
  (1 for "1", "L", "P"; 2 for 16-bit grey; 4 for everything else, RGB too);
- the decoder's own buffers: a JPEG's DCT coefficients for the whole image
  (libjpeg keeps them all for a progressive or multi-scan file, whatever the
  scale it decodes at: 2 bytes each), a WebP's two canvases (libwebp's
  animation decoder keeps the previous frame) and its frame's bytes (12 bytes
  per pixel, the canvases allocated as the file is opened: measured 215 MB
  of RSS for 14 Mpx of RGB WebP);
- the copy in the mode we resample in (RGB, RGBA or L), the premultiplied
  copy Pillow makes of an image with transparency before reducing it, the
  reduced image, the resampling's intermediate, the result and its clean copy.

A JPEG is decoded at 1/2, 1/4 or 1/8 of its size (draft) when the widest
rendition allows; any other image is first reduced by a whole factor (box
filter), then resampled (Lanczos) to the widest rendition. Nothing bigger
than the widest rendition leaves this module: the renditions never resample
a full-size picture, which used to cost seconds per width.
"""

import math
from dataclasses import dataclass

from PIL import Image

# What decoding one upload may hold in memory, whatever its header claims.
DECODE_BUDGET = 256 * 1024 * 1024
# Reduce by a whole factor down to no less than twice the target, then
# resample: Pillow's own thumbnail() default, as sharp as a full resampling.
REDUCING_GAP = 2.0
ORIENTATION = 0x0112
_SWAPPED = (5, 6, 7, 8)
_TRANSPOSE = {
    2: Image.Transpose.FLIP_LEFT_RIGHT,
    3: Image.Transpose.ROTATE_180,
    4: Image.Transpose.FLIP_TOP_BOTTOM,
    5: Image.Transpose.TRANSPOSE,
    6: Image.Transpose.ROTATE_270,
    7: Image.Transpose.TRANSVERSE,
    8: Image.Transpose.ROTATE_90,
}


@dataclass
class Picture:
    """Upright, metadata-free pixels at most the widest rendition wide."""

    image: Image.Image
    width: int  # the original's, upright
    height: int


@dataclass
class Plan:
    cost: int  # bytes, an upper bound
    size: tuple[int, int]  # the original's, as stored (before orientation)
    largest: int


def bytes_per_pixel(mode: str) -> int:
    if mode in ("1", "L", "P"):
        return 1
    if mode.startswith("I;16"):
        return 2
    return 4


def work_mode(image: Image.Image) -> str:
    """The mode we resample in: grey stays grey (a quarter of RGB's memory),
    and only a picture with transparency pays for RGBA's premultiplied copies."""
    mode = image.mode
    if mode in ("1", "L"):
        return "L"
    if mode == "P":
        return "RGBA" if "transparency" in image.info else "RGB"
    return "RGBA" if mode in ("RGBA", "LA", "PA") else "RGB"


def orientation(image: Image.Image) -> int | None:
    """The EXIF orientation, None when the header does not tell (a PNG's eXIf
    chunk may follow its pixels: Pillow's getexif() would decode them)."""
    raw = image.info.get("exif")
    if raw is None:
        return None if image.format == "PNG" else 1
    exif = Image.Exif()
    try:
        exif.load(raw)
        value = int(exif.get(ORIENTATION, 1))
    except Exception:  # a damaged EXIF block: the picture as stored
        return 1
    return value if value in _TRANSPOSE else 1


def target(size: tuple[int, int], turn: int, largest: int) -> tuple[int, int]:
    """The widest rendition's size, before the orientation is applied."""
    width, height = size
    upright = height if turn in _SWAPPED else width
    scale = min(upright, largest) / upright
    return max(1, round(width * scale)), max(1, round(height * scale))


def _jpeg_coefficients(image: Image.Image) -> int:
    """2 bytes per DCT coefficient, every component, padded to whole MCUs."""
    layers = getattr(image, "layer", None) or [("", 1, 1, 0)] * len(image.mode)
    h_max = max(h for _, h, _, _ in layers)
    v_max = max(v for _, _, v, _ in layers)
    mcu_x = math.ceil(image.width / (8 * h_max))
    mcu_y = math.ceil(image.height / (8 * v_max))
    return sum(mcu_x * h * mcu_y * v * 64 * 2 for _, h, v, _ in layers)


def _draft(image: Image.Image, goal: tuple[int, int]) -> tuple[int, int]:
    """The size a JPEG decodes at once drafted (what JpegImagePlugin.draft does)."""
    scale = min(image.width // goal[0], image.height // goal[1])
    step = next((s for s in (8, 4, 2) if scale >= s), 1)
    return math.ceil(image.width / step), math.ceil(image.height / step)


def _cost(image: Image.Image, turn: int, largest: int) -> int:
    mode, pixels = image.mode, image.width * image.height
    goal = target(image.size, turn, largest)
    decoded = _draft(image, goal) if image.format == "JPEG" else image.size
    total = decoded[0] * decoded[1] * bytes_per_pixel(mode)
    if image.format == "JPEG":
        total += _jpeg_coefficients(image)
    elif image.format == "WEBP":
        total += 12 * pixels
    work = work_mode(image)
    per = bytes_per_pixel(work)
    if work != mode:
        # Twice for the integer modes: Pillow converts them in two steps.
        total += decoded[0] * decoded[1] * per * (2 if mode[0] in "IF" else 1)
    alpha = work == "RGBA"  # reduce() and resize() premultiply into a copy
    factor = max(1, int(min(decoded[0] / goal[0], decoded[1] / goal[1]) / REDUCING_GAP))
    source = decoded
    if factor > 1:
        source = (math.ceil(decoded[0] / factor), math.ceil(decoded[1] / factor))
        total += (decoded[0] * decoded[1] * alpha + source[0] * source[1]) * per
    if source != goal:
        total += (source[0] * source[1] * alpha + goal[0] * source[1]) * per
    # The result, its premultiplied and RGB forms, its bytes and clean copy.
    return total + goal[0] * goal[1] * 4 * 5


def plan(image: Image.Image, largest: int) -> Plan:
    """What decoding costs; a JPEG is drafted here, its header still unread."""
    turn = orientation(image)
    turns = (1, 6) if turn is None else (turn,)
    cost = max(_cost(image, t, largest) for t in turns)
    size = image.size
    if image.format == "JPEG":
        image.draft(None, target(size, turns[0], largest))
    return Plan(cost, size, largest)


def run(image: Image.Image, plan: Plan) -> Picture:
    image.load()
    turn = orientation(image) or 1
    goal = target(plan.size, turn, plan.largest)
    mode = work_mode(image)
    work = image.convert(mode) if mode != image.mode else image
    factor = max(1, int(min(work.width / goal[0], work.height / goal[1]) / REDUCING_GAP))
    if factor > 1:
        work = work.reduce(factor)
        image.close()  # the full-size pixels are no longer needed
    small = work if work.size == goal else work.resize(goal, Image.Resampling.LANCZOS)
    if small is not image:
        image.close()
    if turn in _TRANSPOSE:
        small = small.transpose(_TRANSPOSE[turn])
    mode = "RGBA" if small.mode == "RGBA" else "RGB"
    small = small.convert(mode)
    # Only the pixels travel into the new image: no EXIF, GPS, XMP or ICC block.
    clean = Image.frombytes(mode, small.size, small.tobytes())
    width, height = plan.size
    return Picture(clean, *((height, width) if turn in _SWAPPED else (width, height)))
