"""What the window looks and sounds like: sprite sheets, the typeface, the themes' colours and the sounds."""
