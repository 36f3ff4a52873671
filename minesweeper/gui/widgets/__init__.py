"""Reusable pieces of the classic look: buttons, the table, the text field, the menu bar, the chart, the help."""
