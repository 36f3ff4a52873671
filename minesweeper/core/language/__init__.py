"""The game in the player's language: ``translate`` is the one translation function every sentence goes through,
``cldr`` the locales' data (made from CLDR by ``tools/cldr_locales.py``), ``people`` numbers, dates and the calendar
written as the player's locale writes them. Pure: the front ends load a language's catalogue and install it here."""
