"""The puzzle library's rules: a puzzle as every front end shows it (puzzle), the editor's draft (draft) and what
makes a board a fair puzzle (check)."""
