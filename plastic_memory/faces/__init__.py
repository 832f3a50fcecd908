"""How hosts and people reach the memory: the one tool table, the CLI, the MCP server, texts for people, sessions and
  owners.

- homes: Which data directory the command line and the MCP server use, and why (the Hermes plugin's inside a Hermes
  home).
- import_formats: Past conversations read from files (a Hermes sessions export, ChatGPT's conversations.json, a plain
  JSONL), the user's words and their times only.
- importing: Importing past conversations session by session in time order, at the times they were said, resumable.
- origins: Who is talking in a Hermes-shaped session: single-user surfaces, helper platforms, the host's own notes.
- patient: Per-turn calls that never wait on a dream (they go on without memory and queue the words instead).
- cli: Command line: each subcommand runs one tool from the tool table (or chooses an owner, or writes the report)
  and prints its result for a person, or as JSON with --json.
- mcp: MCP stdio server: a JSON-RPC 2.0 loop that serves the tool table to any MCP host.
- readable: Tool results as text a person reads: the plastic-memory command and /plastic-memory both print these.
- sessions: Sessions of a host serving many people: whose turn it is, and when a person's session is over so they
  dream.
- tools: The nine pm_* tools, defined once: Hermes, the MCP server and the CLI all read this table.
- whose: Whose memory a command acts for: --owner, else $PLASTIC_MEMORY_OWNER, else the owner chosen with
  `plastic-memory use` (meta.active_owner in the home's database), else "default".
"""
