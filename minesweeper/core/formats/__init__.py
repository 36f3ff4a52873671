"""Files and text a board or a game travels in: board codes, .mbf, EVF, our JSON replay and the recorded hand."""
