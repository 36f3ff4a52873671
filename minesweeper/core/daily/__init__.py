"""The daily board: ``scheme`` gives every player the same three boards on a date (scheme v1, a public contract),
``results`` says which attempt counts, the streaks, the calendar's days and the line to share."""
