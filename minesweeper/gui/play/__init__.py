"""The play screen and everything only it (and the replay viewer that borrows its chrome) uses."""
