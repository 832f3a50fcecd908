"""How hosts and people reach the memory: the one tool table, the CLI, the MCP server, texts for people, sessions and
  owners.

- cli: Command line: each subcommand runs one tool from the tool table (or chooses an owner, or writes the report)
  and prints its result for a person, or as JSON with --json.
- commands: The command line's grammar: each subcommand with its purpose, an example, its arguments and the tool it
  runs, and the parser built from them.
- homes: Which data directory (home) the command line and the MCP server use, and why: the same memory the Hermes
  plugin writes when they run inside a Hermes home.
- import_formats: Past conversations read from files: a Hermes `sessions export` JSONL, a ChatGPT
  `conversations.json`, or a plain JSONL of {role, content, timestamp}; each becomes a Conversation holding only the
  user's own words and their times.
- importing: Importing past conversations: the user's words, each at the time it was said, session by session in time
  order, with the engine's own dream at each session end, as if the memory had been there all along.
- mcp: MCP stdio server: a JSON-RPC 2.0 loop that serves the tool table to any MCP host.
- origins: Who is talking in a session of a Hermes-shaped host: surfaces that serve one person, helper platforms
  whose turns are no person's, and the prompts and notes the host itself writes into the user's side of a
  conversation.
- patient: Per-turn calls that never wait on a dream: a host whose hooks have a time limit (newer Hermes abandons a
  hook after 30 s and skips it for a minute) must not sit behind a dream or a compaction that holds the owner's state
  or the home's database.
- readable: Tool results as text a person reads: the plastic-memory command and /plastic-memory both print these.
- sessions: Sessions of a host serving many people: whose turn it is, and when a person's session is over so they
  dream.
- tools: The nine pm_* tools, defined once: Hermes, the MCP server and the CLI all read this table.
- whose: Whose memory a command acts for: --owner, else $PLASTIC_MEMORY_OWNER, else the owner chosen with
  `plastic-memory use` (meta.active_owner in the home's database), else "default".
"""
