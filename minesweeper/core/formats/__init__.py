"""Files and text a board or a finished game travels in: board codes, .mbf, EVF, our JSON replay and the export.

They sit above the record: each writes or reads a whole game. The recorded hand's own bytes sit below the record,
beside the pointer whose events they encode (``core.hand``).
"""
