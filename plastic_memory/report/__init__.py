"""The memory report: data gathered from one owner's rows, its SVG charts, and the self-contained HTML page.

- charts: The memory report's charts as inline SVG: a timeline of remarks by outcome, retention curves per kind, and
  counts over time.
- data: What the memory report shows, gathered from one owner's rows: the user's remarks and what became of each, the
  dreams and what they folded, pins and counts over time.
- page: The memory report: one self-contained HTML page (inline CSS and SVG, no script, nothing from the network)
  that shows one owner what was said and what became of it, the dreams, pins and counts over time.
"""
