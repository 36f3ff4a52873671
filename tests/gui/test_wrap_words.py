"""Breaking text into lines: at spaces, a word too wide for a line cut after a separator in its second half, else
where the line is full, every letter kept; the cut found by halving gives the line the letter-by-letter search did."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from minesweeper.gui.art.prose import SEPARATORS, wrap_words


def measure(text: str) -> int:
    """A stand-in type whose letters have widths of their own, as a real face's do (W wide, i narrow)."""
    return sum(3 + ord(letter) % 7 for letter in text)


def cut_letter_by_letter(word: str, width: int) -> int:
    """The most letters of ``word`` that fit, found by trying every length (at least one)."""
    return max((n for n in range(1, len(word)) if measure(word[:n]) <= width), default=1)


words = st.text(alphabet="abcWi/.-_ ", min_size=0, max_size=400)


@given(text=words, width=st.integers(min_value=5, max_value=200))
def test_every_letter_is_kept_and_no_line_is_wider_than_it_must_be(text: str, width: int) -> None:
    lines = wrap_words(text, width, measure)
    assert "".join(lines).replace(" ", "") == text.replace(" ", "")
    assert all(measure(line) <= width or len(line) == 1 for line in lines)  # one letter wider than a line stays


@given(word=st.text(alphabet="abcWiXYZ", min_size=1, max_size=400), width=st.integers(min_value=1, max_value=300))
def test_a_long_word_is_cut_where_trying_every_length_would_cut_it(word: str, width: int) -> None:
    """No separators: each line is as many letters as fit (one when not even one does), as the plain search finds."""
    lines = wrap_words(word, width, measure)
    rest = word
    for line in lines[:-1]:
        assert len(line) == cut_letter_by_letter(rest, width)
        rest = rest[len(line) :]
    assert lines[-1] == rest and (measure(rest) <= width or len(rest) == 1 or len(lines) == 1)


def test_a_path_is_cut_after_a_separator_in_the_second_half_of_the_line() -> None:
    path = "/home/player/" + "a" * 40 + "/minesweeper/pending"
    lines = wrap_words(path, 200, measure)
    assert "".join(lines) == path and len(lines) > 1
    assert all(line[-1] in SEPARATORS for line in lines[:-1] if any(c in SEPARATORS for c in line[len(line) // 2 :]))


def test_a_dailys_name_on_the_status_line_breaks_after_its_date_never_before_its_fingerprint() -> None:
    """A narrow bar (Beginner's on an 800x600 laptop) cannot hold a daily's whole name on one line: it breaks after
    the date's dot, the level and its fingerprint together on the next line, never "#b351411d" alone."""
    from minesweeper.gui.play.flow import status_hint

    name = "Daily 2026-11-29 \u00b7 Beginner \u00b7 #b351411d"
    whole = measure(name.replace(" ", "\u00a0"))
    for width in range(whole // 2, whole + 1):
        first = status_hint("daily", daily=name).split("\n")[0]  # the name's line, the keys' after it
        lines = wrap_words(first, width, measure)
        if len(lines) == 1:
            assert lines[0].replace("\u00a0", " ") == name
        else:
            said = [line.replace("\u00a0", " ") for line in lines]
            assert said[0] == "Daily 2026-11-29 \u00b7" and " ".join(said[1:]) == "Beginner \u00b7 #b351411d", said
