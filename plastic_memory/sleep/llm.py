"""The model tier: where a model comes from (environment or host), how it is called, and the factories that build
the ModelDistiller (asking.py) on it. Prompts are in prompts.py, answer shapes in answers.py."""

from __future__ import annotations

import inspect
import json
import logging
import math
import threading
import time
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol

from .asking import ModelDistiller
from .budget import default_timeouts, is_local, json_mode_default
from .prompts import (  # noqa: F401 (API)
    compact_messages,
    distill_messages,
    label_messages,
    narrate_messages,
)

logger = logging.getLogger(__name__)

OPENAI_BASE_URL = "https://api.openai.com/v1"
DEEPSEEK_BASE_URL = "https://api.deepseek.com/v1"
DEFAULT_TIMEOUT = 20.0
# Local servers (Ollama, llama.cpp, vLLM) ignore the key, but the openai client refuses to start without one.
PLACEHOLDER_KEY = "not-needed"
KEY_VARS = ("PLASTIC_MEMORY_API_KEY", "DEEPSEEK_API_KEY", "OPENAI_API_KEY")


@dataclass(frozen=True)
class Endpoint:
    """One OpenAI-compatible chat endpoint. The key stays out of repr so it never lands in a log.
    `first_timeout` bounds the first call (a local model loads its weights then); None means `timeout`.
    `json_mode` asks for response_format JSON (budget.json_mode_default says when)."""

    api_key: str = field(repr=False)
    base_url: str
    model: str
    timeout: float = DEFAULT_TIMEOUT
    first_timeout: float | None = None
    json_mode: bool = True


def rules_only(env: Mapping[str, str]) -> bool:
    """Whether the user turned the model tier off (PLASTIC_MEMORY_DISTILL=rules)."""
    return env.get("PLASTIC_MEMORY_DISTILL", "").strip().lower() == "rules"


def _seconds(env: Mapping[str, str], name: str) -> float | None:
    """A positive number of seconds from the environment; None when unset or unusable (with a warning)."""
    raw = env.get(name, "").strip()
    if not raw:
        return None
    try:
        value = float(raw)
    except ValueError:
        value = math.nan
    if not math.isfinite(value) or value <= 0:
        logger.warning("%s=%r is not a positive number of seconds; using the default", name, raw)
        return None
    return value


def timeout_from_env(env: Mapping[str, str], default: float = DEFAULT_TIMEOUT) -> float:
    """PLASTIC_MEMORY_TIMEOUT in seconds; a missing or unusable value means `default`."""
    return _seconds(env, "PLASTIC_MEMORY_TIMEOUT") or default


def default_model(base_url: str) -> str:
    """A model name that exists at well-known endpoints; anything else should set PLASTIC_MEMORY_MODEL."""
    url = base_url.lower()
    if "deepseek" in url:
        return "deepseek-chat"
    if ":11434" in url or "ollama" in url:
        return "llama3.2"
    return "gpt-4o-mini"


def endpoint_from_env(env: Mapping[str, str]) -> Endpoint | None:
    """The configured endpoint, or None for the rule tier.

    Key: PLASTIC_MEMORY_API_KEY, else DEEPSEEK_API_KEY, else OPENAI_API_KEY. Base URL: PLASTIC_MEMORY_BASE_URL,
    else DeepSeek's when the key came from DEEPSEEK_API_KEY, else OpenAI's. A base URL without any key (a local
    Ollama) counts too. PLASTIC_MEMORY_DISTILL=rules turns all of it off. Timeouts fit the endpoint (budget.py);
    PLASTIC_MEMORY_TIMEOUT and PLASTIC_MEMORY_FIRST_TIMEOUT override them.
    """
    if rules_only(env):
        return None
    key_var = next((name for name in KEY_VARS if env.get(name, "").strip()), None)
    base_url = env.get("PLASTIC_MEMORY_BASE_URL", "").strip()
    if key_var is None and not base_url:
        return None
    if not base_url:
        base_url = DEEPSEEK_BASE_URL if key_var == "DEEPSEEK_API_KEY" else OPENAI_BASE_URL
    first, later = default_timeouts(base_url)
    timeout = _seconds(env, "PLASTIC_MEMORY_TIMEOUT")
    if timeout is not None:  # the user's bound; a local model still gets its load time on the first call
        later, first = timeout, max(timeout, first) if is_local(base_url) else timeout
    first = _seconds(env, "PLASTIC_MEMORY_FIRST_TIMEOUT") or first
    json_mode = {"on": True, "off": False}.get(
        env.get("PLASTIC_MEMORY_JSON_MODE", "").strip().lower(), json_mode_default(base_url)
    )
    return Endpoint(
        api_key=env[key_var].strip() if key_var else PLACEHOLDER_KEY,
        base_url=base_url,
        model=env.get("PLASTIC_MEMORY_MODEL", "").strip() or default_model(base_url),
        timeout=later,
        first_timeout=first,
        json_mode=json_mode,
    )


# ---------------------------------------------------------------- chat


class Chat(Protocol):
    """The least a model must do for us: answer chat messages with (text, tokens used). Chats that also take a
    `timeout` keyword get the time a hurried dream has left; chats that take `max_tokens` get a bound that fits
    the answer asked for."""

    def complete(self, messages: list[dict]) -> tuple[str, int]: ...


def takes_timeout(chat: Any) -> bool:
    """Whether chat.complete accepts timeout= (the project's chats do; a minimal one may not)."""
    try:
        return "timeout" in inspect.signature(chat.complete).parameters
    except (TypeError, ValueError):
        return False


def takes_max_tokens(chat: Any) -> bool:
    """Whether chat.complete accepts max_tokens= (the project's chats do)."""
    try:
        return "max_tokens" in inspect.signature(chat.complete).parameters
    except (TypeError, ValueError):
        return False


def usage_tokens(usage: Any) -> int:
    """Total tokens from an OpenAI-style or Hermes usage record (object or dict); 0 when not reported."""
    if usage is None:
        return 0

    def read(name: str) -> int:
        value = usage.get(name) if isinstance(usage, dict) else getattr(usage, name, None)
        try:
            return int(value or 0)
        except (TypeError, ValueError):
            return 0

    return (
        read("total_tokens")
        or (read("prompt_tokens") + read("completion_tokens"))
        or (read("input_tokens") + read("output_tokens"))
    )


def _bounded(timeout: float, left: float | None) -> float:
    return timeout if left is None else max(0.1, min(timeout, left))


class OpenAIChat:
    """Chat through the official openai client against any OpenAI-compatible endpoint.

    Asks for JSON output (response_format json_object) when the endpoint's json_mode says so; an endpoint that
    refuses the option (HTTP 400/422) is asked again without it, and from then on never with it. The client's own retries are off; we retry once
    ourselves, and only what is likely to pass on a second try (connection refused or reset, HTTP 429 and 5xx).
    A timed-out call is not retried: it has already spent the whole budget.
    """

    def __init__(
        self,
        endpoint: Endpoint,
        *,
        max_tokens: int = 800,
        temperature: float = 0.2,
        retry_delay: float = 0.5,
        json_mode: bool | None = None,
    ):
        self.endpoint = endpoint
        self.max_tokens = max_tokens
        self.temperature = temperature
        self.retry_delay = retry_delay
        self.json_mode = endpoint.json_mode if json_mode is None else json_mode
        self._warm = False
        self._client: Any = None  # an openai.OpenAI, made on first use
        self._lock = threading.Lock()

    def _openai(self):
        import openai  # imported here: a memory without a model must never load openai

        with self._lock:
            if self._client is None:
                self._client = openai.OpenAI(
                    api_key=self.endpoint.api_key,
                    base_url=self.endpoint.base_url,
                    timeout=self.endpoint.timeout,
                    max_retries=0,
                )
        return openai, self._client

    def call_timeout(self) -> float:
        """This call's bound: the first call to an endpoint may take longer (a local model loading)."""
        if self._warm or self.endpoint.first_timeout is None:
            return self.endpoint.timeout
        return max(self.endpoint.timeout, self.endpoint.first_timeout)

    def complete(
        self, messages: list[dict], timeout: float | None = None, max_tokens: int | None = None
    ) -> tuple[str, int]:
        openai, client = self._openai()
        bound = _bounded(self.call_timeout(), timeout)
        attempt = 0
        while True:
            attempt += 1
            extra = {"response_format": {"type": "json_object"}} if self.json_mode else {}
            try:
                response = client.chat.completions.create(
                    model=self.endpoint.model,
                    messages=messages,
                    temperature=self.temperature,
                    max_tokens=max_tokens or self.max_tokens,
                    timeout=bound,
                    **extra,
                )
                break
            except openai.APITimeoutError:
                raise
            except (openai.BadRequestError, openai.UnprocessableEntityError):
                if not self.json_mode:
                    raise
                logger.info("the endpoint refuses response_format; asking without it from now on")
                self.json_mode = False
            except (openai.APIConnectionError, openai.RateLimitError, openai.InternalServerError):
                if attempt >= 2:
                    raise
                time.sleep(self.retry_delay)
        self._warm = True
        text = response.choices[0].message.content if response.choices else None
        return text or "", usage_tokens(getattr(response, "usage", None))


class HermesChat:
    """Chat through Hermes' ctx.llm (agent.plugin_llm.PluginLlm): the user's active model, auth and fallbacks.
    Uses its structured completion in JSON mode where the host has it, plain completion otherwise."""

    def __init__(
        self, plugin_llm: Any, *, timeout: float = DEFAULT_TIMEOUT, max_tokens: int = 800, temperature: float = 0.2
    ):
        self.plugin_llm = plugin_llm
        self.timeout = timeout
        self.max_tokens = max_tokens
        self.temperature = temperature
        self.structured = callable(getattr(plugin_llm, "complete_structured", None))

    def complete(
        self, messages: list[dict], timeout: float | None = None, max_tokens: int | None = None
    ) -> tuple[str, int]:
        bound, limit = _bounded(self.timeout, timeout), max_tokens or self.max_tokens
        if self.structured:
            try:
                return self._structured(messages, bound, limit)
            except TypeError:  # a host whose structured call takes other arguments: plain completion from now on
                logger.info("Hermes' complete_structured does not take our arguments; using complete")
                self.structured = False
        result = self.plugin_llm.complete(
            messages, temperature=self.temperature, max_tokens=limit, timeout=bound, purpose="plastic-memory dream"
        )
        return getattr(result, "text", "") or "", usage_tokens(getattr(result, "usage", None))

    def _structured(self, messages: list[dict], bound: float, limit: int) -> tuple[str, int]:
        system = "\n".join(m["content"] for m in messages if m["role"] == "system")
        user = "\n".join(m["content"] for m in messages if m["role"] != "system")
        result = self.plugin_llm.complete_structured(
            instructions="The numbered items:",
            input=[{"type": "text", "text": user}],
            json_mode=True,
            system_prompt=system,
            temperature=self.temperature,
            max_tokens=limit,
            timeout=bound,
            purpose="plastic-memory dream",
        )
        parsed = getattr(result, "parsed", None)
        text = json.dumps(parsed, ensure_ascii=False) if parsed is not None else getattr(result, "text", "") or ""
        return text, usage_tokens(getattr(result, "usage", None))


# ---------------------------------------------------------------- factories


def distiller_from_env(env: Mapping[str, str]) -> ModelDistiller | None:
    """A model distiller for the endpoint the environment configures, or None for the rule tier."""
    endpoint = endpoint_from_env(env)
    if endpoint is None:
        return None
    changes = changes_from_env(env, default=not is_local(endpoint.base_url))
    return ModelDistiller(OpenAIChat(endpoint), relabel=relabel_from_env(env), changes=changes)


def _switch(env: Mapping[str, str], name: str, default: bool) -> bool:
    """A setting turned on (on, 1, yes, true) or off (off, 0, no, false); anything else leaves the default."""
    said = env.get(name, "").strip().lower()
    if said in ("on", "1", "yes", "true"):
        return True
    if said in ("off", "0", "no", "false"):
        return False
    return default


def relabel_from_env(env: Mapping[str, str]) -> bool:
    """PLASTIC_MEMORY_RELABEL=on lets the model relabel new remarks in dreams. Off by default: on hand-labelled
    conversations a local 1.5B model's kinds were right less often than the gate's (docs/model.md)."""
    return _switch(env, "PLASTIC_MEMORY_RELABEL", False)


def changes_from_env(env: Mapping[str, str], default: bool) -> bool:
    """PLASTIC_MEMORY_CHANGES=on|off: whether dreams ask the model for changes of mind (sleep/changes.py). On by
    default for a hosted model or Hermes' own; off for a local endpoint, where the small models people run there
    read them worse than not asking: the 1.5B model read two of nine updates and retired five of eight look-alike
    facts it was shown (docs/model.md)."""
    return _switch(env, "PLASTIC_MEMORY_CHANGES", default)


def distiller_for_hermes(plugin_llm: Any, env: Mapping[str, str]) -> ModelDistiller | None:
    """Inside Hermes: an endpoint configured in the environment wins, else the host's model (ctx.llm).

    None (the rule tier) when PLASTIC_MEMORY_DISTILL=rules, or when neither is available.
    """
    if rules_only(env):
        return None
    configured = distiller_from_env(env)
    if configured is not None:
        return configured
    if plugin_llm is None:
        return None
    chat = HermesChat(plugin_llm, timeout=timeout_from_env(env))
    return ModelDistiller(chat, relabel=relabel_from_env(env), changes=changes_from_env(env, default=True))
