"""The photos the image library's tests upload: JPEGs as a phone stores them,
with the device's make and a GPS position in their EXIF (the upload must strip
both: cms/images.py), optionally turned (orientation 6)."""

import io

from PIL import Image as Picture

ORIENTATION, MAKE, GPS = 0x0112, 0x010F, 0x8825


def phone_photo(
    size: tuple[int, int] = (1600, 1000),
    colour: tuple[int, int, int] = (30, 90, 160),
    turned: bool = False,
) -> bytes:
    """turned: orientation 6, « show it rotated a quarter turn »."""
    exif = Picture.Exif()
    if turned:
        exif[ORIENTATION] = 6
    exif[MAKE] = "PhoneMaker"
    exif.get_ifd(GPS)[2] = (48.0, 51.0, 24.0)  # latitude
    buffer = io.BytesIO()
    Picture.new("RGB", size, colour).save(buffer, "JPEG", exif=exif)
    return buffer.getvalue()
