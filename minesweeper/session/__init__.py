"""One game's life, for both front ends: its clock, its moves, new game, resume, give up, finish and review.

The session is the midend between the front ends and the core (as Tatham's Puzzles have one): a front end turns input
into a move and hands it to ``Session.apply``, renders what the session says, and never decides a rule itself. Its
rooms: ``base`` (what a session holds, and how a finished game becomes its result), ``saved`` (the ownership of the
saved game: continue, offer, give up, keep every move), ``life`` (new games, moves, the end of a game), ``refused``
(results the database refused, kept until it takes them), ``clock`` (the game clock) and ``review`` (the review of a
finished game). The front ends import this package only: what they need is named here.
"""

from minesweeper.session.life import Session, practice_position
from minesweeper.session.review import review_game, reviewable
from minesweeper.session.saved import ANOTHER_COPY, LEFT_ALONE

__all__ = [
    "ANOTHER_COPY",
    "LEFT_ALONE",
    "Session",
    "practice_position",
    "review_game",
    "reviewable",
]  # i18n: fixed (names)
