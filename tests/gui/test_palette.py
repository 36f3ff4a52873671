"""Checks that each theme's colours do their job: numbers 1-8 that people with a colour-vision deficiency
can tell apart, enough contrast on the cell they are drawn on, and window chrome that stays readable.

Colour-vision deficiencies are simulated with the model of Machado, Oliveira and Fernandes, "A
Physiologically-based Model for Simulation of Color Vision Deficiency" (IEEE TVCG 15(6), 2009): their
full-severity (1.0) matrices for protanopia, deuteranopia and tritanopia, applied to linear sRGB and clipped
to the gamut. Colours are compared in CIELAB (sRGB, D65) with the CIEDE2000 difference (CIE 142-2001),
checked here against the published test pairs of Sharma, Wu and Dalal (2005). Contrast is the WCAG 2
contrast ratio of relative luminances.

Threshold: two number colours count as distinguishable when CIEDE2000 >= 12 in every view. One unit is about
a just-noticeable difference between large patches; a digit is a few pixels of thin stroke, which shrinks
perceived differences, so the bar is set far above that: more than twice the Classic palette's worst pairs
(4.8 under protanopia, 5.8 under tritanopia: the teal 6 against the grey 8, the green 2 against the teal 6,
the pairs the published survey names), which the test shows failing. The check is pure arithmetic on the
palette data (no pygame).
"""

import math

import pytest

from minesweeper.core.solver.review import MISTAKES, MoveClass
from minesweeper.gui.art.palette import (
    CHROME,
    CLASSIC_NUMBERS,
    RGB,
    TILE_COLOURS,
    Theme,
    chrome,
    hex_rgb,
    move_colours,
    tile_colours,
)

Lab = tuple[float, float, float]

MACHADO_FULL_SEVERITY = {
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216), (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413), (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602), (0.004733, 0.691367, 0.303900)),
}
VIEWS = ("normal", *MACHADO_FULL_SEVERITY)
DISTINCT = 12.0
NUMBER_CONTRAST = 3.0


def linear(channel: int) -> float:
    """sRGB transfer function undone (IEC 61966-2-1; WCAG 2's 0.03928 knee gives the same 8-bit values)."""
    v = channel / 255
    return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4


def seen(colour: RGB, view: str) -> tuple[float, float, float]:
    """Linear RGB of ``colour`` as seen with normal vision or simulated for a deficiency."""
    rgb = [linear(c) for c in colour]
    if view == "normal":
        return (rgb[0], rgb[1], rgb[2])
    m = MACHADO_FULL_SEVERITY[view]
    r, g, b = (min(1.0, max(0.0, sum(m[i][j] * rgb[j] for j in range(3)))) for i in range(3))
    return (r, g, b)


def lab(rgb: tuple[float, float, float]) -> Lab:
    """CIELAB of linear sRGB, D65 white."""
    r, g, b = rgb
    xyz = (
        (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047,
        0.2126729 * r + 0.7151522 * g + 0.0721750 * b,
        (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883,
    )
    fx, fy, fz = (t ** (1 / 3) if t > (6 / 29) ** 3 else t / (3 * (6 / 29) ** 2) + 4 / 29 for t in xyz)
    return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))


def ciede2000(one: Lab, two: Lab) -> float:
    """The CIEDE2000 colour difference with unit weights (kL = kC = kH = 1)."""
    (l1, a1, b1), (l2, a2, b2) = one, two
    mean_c = (math.hypot(a1, b1) + math.hypot(a2, b2)) / 2
    g = 0.5 * (1 - math.sqrt(mean_c**7 / (mean_c**7 + 25**7)))
    c1, c2 = math.hypot(a1 * (1 + g), b1), math.hypot(a2 * (1 + g), b2)
    h1 = math.degrees(math.atan2(b1, a1 * (1 + g))) % 360 if c1 else 0.0
    h2 = math.degrees(math.atan2(b2, a2 * (1 + g))) % 360 if c2 else 0.0
    turn = h2 - h1
    dh = 0.0 if c1 * c2 == 0 else turn - 360 if turn > 180 else turn + 360 if turn < -180 else turn
    big_dh = 2 * math.sqrt(c1 * c2) * math.sin(math.radians(dh / 2))
    mean_l, mean_cp = (l1 + l2) / 2, (c1 + c2) / 2
    if c1 * c2 == 0:
        mean_h = h1 + h2
    elif abs(h1 - h2) <= 180:
        mean_h = (h1 + h2) / 2
    else:
        mean_h = (h1 + h2 + (360 if h1 + h2 < 360 else -360)) / 2
    t = (
        1
        - 0.17 * math.cos(math.radians(mean_h - 30))
        + 0.24 * math.cos(math.radians(2 * mean_h))
        + 0.32 * math.cos(math.radians(3 * mean_h + 6))
        - 0.20 * math.cos(math.radians(4 * mean_h - 63))
    )
    rotation = 30 * math.exp(-(((mean_h - 275) / 25) ** 2))
    rc = 2 * math.sqrt(mean_cp**7 / (mean_cp**7 + 25**7))
    sl = 1 + 0.015 * (mean_l - 50) ** 2 / math.sqrt(20 + (mean_l - 50) ** 2)
    sc, sh = 1 + 0.045 * mean_cp, 1 + 0.015 * mean_cp * t
    rt = -math.sin(math.radians(2 * rotation)) * rc
    dl, dc, dhh = (l2 - l1) / sl, (c2 - c1) / sc, big_dh / sh
    return math.sqrt(dl**2 + dc**2 + dhh**2 + rt * dc * dhh)


def difference(one: RGB, two: RGB, view: str) -> float:
    return ciede2000(lab(seen(one, view)), lab(seen(two, view)))


def worst_pair(numbers: tuple[RGB, ...], view: str) -> tuple[float, int, int]:
    """The smallest difference between two counts' colours in ``view``, with the counts (1-8)."""
    return min(
        (difference(numbers[i], numbers[j], view), i + 1, j + 1)
        for i in range(len(numbers))
        for j in range(i + 1, len(numbers))
    )


def contrast(one: RGB, two: RGB) -> float:
    """WCAG 2 contrast ratio, from 1 (same luminance) to 21 (black on white)."""

    def luminance(colour: RGB) -> float:
        r, g, b = (linear(c) for c in colour)
        return 0.2126 * r + 0.7152 * g + 0.0722 * b

    high, low = sorted((luminance(one), luminance(two)), reverse=True)
    return (high + 0.05) / (low + 0.05)


@pytest.mark.parametrize(
    ("one", "two", "expected"),
    [
        ((50.0, 2.6772, -79.7751), (50.0, 0.0, -82.7485), 2.0425),
        ((50.0, 0.0, 0.0), (50.0, -1.0, 2.0), 2.3669),
        ((50.0, 2.49, -0.001), (50.0, -2.49, 0.0009), 7.1792),
        ((50.0, 2.49, -0.001), (50.0, -2.49, 0.0011), 7.2195),
        ((50.0, -0.001, 2.49), (50.0, 0.0011, -2.49), 4.7461),
        ((50.0, 2.5, 0.0), (73.0, 25.0, -18.0), 27.1492),
        ((50.0, 2.5, 0.0), (56.0, -27.0, -3.0), 31.9030),
        ((50.0, 2.5, 0.0), (50.0, 3.1736, 0.5854), 1.0),
    ],
)
def test_ciede2000_reproduces_the_published_test_pairs(one: Lab, two: Lab, expected: float) -> None:
    assert ciede2000(one, two) == pytest.approx(expected, abs=1e-4)
    assert ciede2000(two, one) == pytest.approx(expected, abs=1e-4)


@pytest.mark.parametrize("view", list(MACHADO_FULL_SEVERITY))
def test_simulation_keeps_greys_and_loses_one_colour_axis(view: str) -> None:
    for grey in (0, 96, 192, 255):
        assert seen((grey, grey, grey), view) == pytest.approx(seen((grey, grey, grey), "normal"), abs=1e-5)
    # red against olive, green against khaki, green against teal: far apart, then close
    confused = {
        "protanopia": ((255, 0, 0), (109, 95, 0)),
        "deuteranopia": ((0, 160, 0), (149, 133, 33)),
        "tritanopia": ((0, 128, 0), (0, 128, 128)),
    }[view]
    assert difference(*confused, "normal") > 20 > 3 * difference(*confused, view)


def test_classic_worst_pairs_are_the_published_ones() -> None:
    """The survey in the project's reference facts names 6 vs 8 (protanopia) and 2 vs 6 (tritanopia)."""
    assert worst_pair(CLASSIC_NUMBERS, "protanopia")[1:] == (6, 8)
    assert worst_pair(CLASSIC_NUMBERS, "tritanopia")[1:] == (2, 6)


@pytest.mark.parametrize("theme", [Theme.COLOURBLIND, Theme.DARK])
@pytest.mark.parametrize("view", VIEWS)
def test_number_colours_stay_apart_in_every_view(theme: Theme, view: str) -> None:
    worst, one, two = worst_pair(TILE_COLOURS[theme].numbers, view)
    assert worst >= DISTINCT, f"{theme}: {one} and {two} are only {worst:.1f} apart under {view}"


def test_classic_number_colours_fail_the_same_check() -> None:
    worst = {view: worst_pair(CLASSIC_NUMBERS, view)[0] for view in VIEWS}
    assert worst["normal"] >= DISTINCT
    assert worst["protanopia"] < DISTINCT / 2 and worst["tritanopia"] < DISTINCT / 2


@pytest.mark.parametrize("theme", [Theme.COLOURBLIND, Theme.DARK])
def test_every_number_has_contrast_on_its_open_cell(theme: Theme) -> None:
    colours = TILE_COLOURS[theme]
    ratios = [contrast(ink, colours.open) for ink in colours.numbers]
    assert min(ratios) >= NUMBER_CONTRAST, [round(r, 2) for r in ratios]


def test_classic_numbers_fail_the_contrast_check() -> None:
    ratios = [contrast(ink, TILE_COLOURS[Theme.CLASSIC].open) for ink in CLASSIC_NUMBERS]
    assert [n + 1 for n, r in enumerate(ratios) if r < NUMBER_CONTRAST] == [2, 3, 6, 8]
    assert min(ratios) == pytest.approx(2.17, abs=0.01)  # the grey 8, as the reference facts measured


def test_classic_chrome_is_the_windows_look_the_game_always_had() -> None:
    classic = CHROME[Theme.CLASSIC]
    assert (classic.face, classic.light, classic.shadow) == ((192, 192, 192), (255, 255, 255), (128, 128, 128))
    # dim, alert and good text darkened just enough for 4.5:1 on the grey (test_readable)
    assert (classic.ink, classic.dim_ink, classic.accent) == ((0, 0, 0), (72, 72, 72), (0, 0, 128))
    assert (classic.alert, classic.good, classic.track) == ((150, 0, 0), (0, 90, 0), (160, 160, 160))
    assert classic.field == classic.on_accent == classic.light


@pytest.mark.parametrize("theme", list(Theme))
def test_chrome_text_and_marks_are_readable(theme: Theme) -> None:
    c = CHROME[theme]
    assert min(contrast(c.ink, c.face), contrast(c.ink, c.field), contrast(c.on_accent, c.accent)) >= 4.5
    assert min(contrast(ink, c.face) for ink in (c.dim_ink, c.alert, c.good, c.accent)) >= 3
    assert contrast(c.accent, c.field) >= 3
    assert contrast(c.light, c.shadow) >= 3  # the bevel reads as an edge


@pytest.mark.parametrize("theme", [Theme.COLOURBLIND, Theme.DARK])
@pytest.mark.parametrize("view", VIEWS)
def test_alert_and_good_messages_differ_in_every_view(theme: Theme, view: str) -> None:
    assert difference(CHROME[theme].alert, CHROME[theme].good, view) >= DISTINCT


def test_classic_alert_and_good_look_alike_under_deuteranopia() -> None:
    assert difference(CHROME[Theme.CLASSIC].alert, CHROME[Theme.CLASSIC].good, "deuteranopia") < DISTINCT / 2


@pytest.mark.parametrize("theme", list(Theme))
def test_cells_read_as_raised_or_open_and_mines_and_marks_stand_out(theme: Theme) -> None:
    c = TILE_COLOURS[theme]
    assert contrast(c.light, c.covered) > 1.2 and contrast(c.covered, c.shadow) > 1.2
    assert contrast(c.open, c.grid) > 1.2
    assert contrast(c.mine, c.open) >= 4.5 and contrast(c.mine, c.detonated) >= 3
    assert contrast(c.question, c.covered) >= 4.5 and contrast(c.pole, c.covered) >= 3


def test_dark_theme_is_dark_with_light_numbers() -> None:
    """Dark grounds are those white stands out on better than black; light inks the other way round."""
    dark, black, white = TILE_COLOURS[Theme.DARK], (0, 0, 0), (255, 255, 255)
    for ground in (dark.open, dark.covered, CHROME[Theme.DARK].face, CHROME[Theme.DARK].field):
        assert contrast(white, ground) > 2 * contrast(black, ground)
    for ink in (*dark.numbers, dark.mine, dark.question, CHROME[Theme.DARK].ink):
        assert contrast(black, ink) > contrast(white, ink)


def test_themes_are_named_and_looked_up_by_their_stored_name() -> None:
    assert [t.value for t in Theme] == ["classic", "colourblind", "dark"]
    assert [t.label for t in Theme] == ["Classic", "Colour-blind safe", "Dark"]
    assert chrome("dark") is CHROME[Theme.DARK] and tile_colours("colourblind") is TILE_COLOURS[Theme.COLOURBLIND]
    with pytest.raises(ValueError):
        chrome("sepia")
    assert hex_rgb("#1a2B3c") == (26, 43, 60)
    for bad in ("1a2b3c", "#1a2b3", "#1a2b3c0"):
        with pytest.raises(ValueError):
            hex_rgb(bad)


MOVE_CLASSES = tuple(str(c) for c in MoveClass)
MISTAKE_CLASSES = tuple(str(c) for c in MISTAKES)


@pytest.mark.parametrize("theme", list(Theme))
def test_every_review_class_has_a_tick_colour_that_shows_on_the_seek_bar(theme: Theme) -> None:
    colours = move_colours(theme)
    assert set(colours) == set(MOVE_CLASSES)
    assert min(contrast(colour, CHROME[theme].field) for colour in colours.values()) >= 3


@pytest.mark.parametrize("theme", list(Theme))
@pytest.mark.parametrize("view", VIEWS)
def test_mistakes_stand_apart_from_every_other_class_in_every_view(theme: Theme, view: str) -> None:
    colours = move_colours(theme)
    for mistake in MISTAKE_CLASSES:
        others = [name for name in MOVE_CLASSES if name != mistake]
        assert min(difference(colours[mistake], colours[other], view) for other in others) >= 20, mistake
