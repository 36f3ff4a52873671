"""The pygame-ce window: app loop and state machine, sprite sheets, widgets and screens.

Nothing here runs at import time; pygame is imported by these modules only, never by the core.
"""
