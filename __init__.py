"""Hermes Agent entry point: register(ctx) wires the hooks, the nine pm_* tools and /plastic-memory to the engine."""

TOOLSET = "plastic-memory"


def register(ctx) -> None:
    """Called once per discovery by Hermes; all state lives in the Plugin object made here."""
    # Imported here, not at the top: pytest imports this file while collecting, outside any package.
    from .hooks import Plugin
    from .plastic_memory.faces.tools import TOOLS

    plugin = Plugin(ctx)
    ctx.register_hook("pre_llm_call", plugin.pre_llm_call)
    ctx.register_hook("post_llm_call", plugin.post_llm_call)
    ctx.register_hook("on_session_finalize", plugin.on_session_finalize)
    ctx.register_hook("on_session_reset", plugin.on_session_reset)
    ctx.register_hook("subagent_start", plugin.subagent_start)
    ctx.register_hook("pre_gateway_dispatch", plugin.pre_gateway_dispatch)
    for tool in TOOLS:
        ctx.register_tool(
            name=tool.name,
            toolset=TOOLSET,
            schema=tool.hermes_schema(),
            handler=plugin.tool_handler(tool.name),
            description=tool.describe("hermes"),
            emoji="🧠",
        )
    ctx.register_command(
        "plastic-memory",
        plugin.command,
        description="Plastic memory: status, recall, trace, pin, unpin, dream, persona, compact, diary, report, help",
        args_hint="[status|recall <query>|trace <id|text>|pin <id|text>|unpin <id|text>|dream|persona [text]|"
                  "compact [--confirm]|diary|report|help]",
    )
