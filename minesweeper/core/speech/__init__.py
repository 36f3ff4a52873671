"""The board for a player who hears it: the words for cells, rows and moves, and where the jump keys land."""
