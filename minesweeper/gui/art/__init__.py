"""What the window looks and sounds like: sprite sheets, the bitmap font, the themes' colours and the sounds."""
