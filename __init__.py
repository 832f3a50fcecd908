"""Hermes Agent entry point: register(ctx) wires the hooks, the nine pm_* tools and /plastic-memory to the engine."""

TOOLSET = "plastic-memory"


def _knows_hook(name: str) -> bool:
    """Whether this Hermes has the hook (0.19 warns about unknown names and never fires them)."""
    try:
        from hermes_cli.plugins import VALID_HOOKS
    except ImportError:
        return False
    return name in VALID_HOOKS


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
    ctx.register_hook("on_session_end", plugin.on_session_end)
    for hook, callback in plugin.newer_hooks().items():  # hooks of newer Hermes, registered where it knows them
        if _knows_hook(hook):
            ctx.register_hook(hook, callback)
    for tool in TOOLS:
        ctx.register_tool(
            name=tool.name,
            toolset=TOOLSET,
            schema=tool.hermes_schema(),
            handler=plugin.tool_handler(tool.name),
            description=tool.describe("hermes"),
            emoji="🧠",
        )
    on_unload = getattr(ctx, "on_unload", None)  # newer Hermes: a plugin unloaded or reloaded closes its databases
    if callable(on_unload):
        on_unload(plugin.close)
    ctx.register_command(
        "plastic-memory",
        plugin.command,
        description="Plastic memory: status, recall, trace, pin, unpin, dream, persona, compact, diary, report, import, "
        "help",
        args_hint="[status|recall <query>|trace <id|text>|pin <id|text>|unpin <id|text>|dream|persona [text]|"
        "compact [--confirm]|diary|report|import|help]",
    )
    plugin.warm_up()  # (last: everything is registered before a thread starts reading)
