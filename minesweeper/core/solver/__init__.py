"""The solver: what the view proves, exact mine chances, hints and verdicts, no-guess boards, the auto-player."""
