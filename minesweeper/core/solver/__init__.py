"""The solver: what the view proves and why, exact mine chances, the guessing policy, the one advice, verdicts,
no-guess boards, the auto-player and the review of a finished game."""
