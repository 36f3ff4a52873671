"""The window's screens other than play: each a small class that draws itself and says which screen comes next."""
