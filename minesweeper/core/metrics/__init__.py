"""The competitive community's measures of a board (3BV, openings, ZiNi) and of a finished game (the scorecard)."""
