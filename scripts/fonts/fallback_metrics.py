"""Prints @font-face overrides that make a local fallback font take the web font's room.

Used by `npm run fonts`; run as: python3 fallback_metrics.py WEBFONT.woff2 WEIGHT FALLBACK.ttf [caps]
The widths are measured on a sample of English and Swedish text, so a line breaks at about the
same word in the fallback as in the web font and the swap moves nothing (CLS). With `caps` the
sample is set in capitals, for text the site sets uppercase: a display face's capitals can be
narrower against the fallback's than its lower case (Space Grotesk's by 13 %).
"""
import sys
from fontTools.ttLib import TTFont
from fontTools.varLib.instancer import instantiateVariableFont

SAMPLE = (
    "The quick brown fox jumps over the lazy dog. Webbutvecklare och grafisk formgivare: "
    "jag bygger snabba, tillgängliga webbplatser och visuella identiteter som människor minns. "
    "Portfolio, Profile, Blog, Contact 2025"
)


def width(font, text):
    cmap = font.getBestCmap()
    hmtx = font["hmtx"]
    total = 0
    for char in text:
        glyph = cmap.get(ord(char)) or cmap.get(ord("?"))
        total += hmtx[glyph][0]
    return total / font["head"].unitsPerEm


def main(web_path, weight, fallback_path, case="mixed"):
    web = TTFont(web_path)
    if "fvar" in web:
        web = instantiateVariableFont(web, {"wght": float(weight)})
    fallback = TTFont(fallback_path)
    sample = SAMPLE.upper() if case == "caps" else SAMPLE
    size_adjust = width(web, sample) / width(fallback, sample)
    upm = web["head"].unitsPerEm
    hhea = web["hhea"]
    print(f"size-adjust: {size_adjust * 100:.2f}%;")
    print(f"ascent-override: {hhea.ascent / upm / size_adjust * 100:.2f}%;")
    print(f"descent-override: {abs(hhea.descent) / upm / size_adjust * 100:.2f}%;")
    print(f"line-gap-override: {hhea.lineGap / upm / size_adjust * 100:.2f}%;")


if __name__ == "__main__":
    main(*sys.argv[1:])
