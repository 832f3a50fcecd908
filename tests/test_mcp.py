"""The MCP server speaks the protocol: driven by the official mcp client and by a raw pipe."""

from __future__ import annotations

import json
import os
import queue
import sqlite3
import subprocess
import sys
import threading
import time
from pathlib import Path

import anyio
import pytest
from mcp import Client, ClientSession, MCPError, StdioServerParameters
from mcp.client.stdio import stdio_client
from openai_stub import OpenAIStub, Reply

import plastic_memory
from plastic_memory import Memory, __version__
from plastic_memory.faces.whose import write_active_owner
from plastic_memory.faces.mcp import PROTOCOL_VERSIONS, Server, resolve_owner
from plastic_memory.faces.tools import TOOLS

pytestmark = pytest.mark.slow  # real processes or long runs: the test command runs them, the quick loop does not

# The subprocess must import the same package this test imported, installed or not.
PACKAGE_ROOT = str(Path(plastic_memory.__file__).parent.parent)


@pytest.fixture(autouse=True)
def rules_only(monkeypatch):
    """In-process memories never call a model."""
    monkeypatch.setenv("PLASTIC_MEMORY_DISTILL", "rules")


def _server_env(home: Path) -> dict[str, str]:
    # Used as the whole environment of the server (stdio_client adds only PATH, HOME and the like): rules only.
    return {"PLASTIC_MEMORY_HOME": str(home), "PYTHONPATH": PACKAGE_ROOT, "PLASTIC_MEMORY_DISTILL": "rules"}


def _params(home: Path) -> StdioServerParameters:
    return StdioServerParameters(command=sys.executable, args=["-m", "plastic_memory.faces.mcp"], env=_server_env(home))


def _with_session(home: Path, body):
    """Start the server as a subprocess, initialise an official client session, run body(session, init)."""

    async def run():
        with open(home / "server.log", "w") as log:
            async with stdio_client(_params(home), errlog=log) as (read, write):
                async with ClientSession(read, write) as session:
                    init = await session.initialize()
                    return await body(session, init)

    return anyio.run(run)


def test_initialize_reports_package_version_and_tools_capability(tmp_path):
    async def body(session, init):
        return init

    init = _with_session(tmp_path, body)
    assert init.server_info.name == "plastic-memory"
    assert init.server_info.version == __version__
    assert init.capabilities.tools is not None
    assert init.protocol_version in PROTOCOL_VERSIONS
    assert "call pm_observe whenever the user states a personal fact" in init.instructions
    assert "pm_recall before answering anything about the user" in init.instructions


def test_tools_list_renders_the_tool_table(tmp_path):
    async def body(session, init):
        return (await session.list_tools()).tools

    listed = _with_session(tmp_path, body)
    assert [t.name for t in listed] == [t.name for t in TOOLS]
    assert len(listed) == 9
    for shown, tool in zip(listed, TOOLS):
        assert shown.description == tool.describe("mcp")
        assert shown.input_schema == tool.parameters
        # the official client parsed the hints into its ToolAnnotations model, or this would fail
        hints = shown.annotations.model_dump(by_alias=True, exclude_none=True)
        assert hints == tool.mcp_listing()["annotations"]
    by_name = {t.name: t.annotations for t in listed}
    assert by_name["pm_compact"].destructive_hint is True
    assert [n for n, a in by_name.items() if a.destructive_hint] == ["pm_compact"]
    assert {n for n, a in by_name.items() if a.read_only_hint} == {
        "pm_status",
        "pm_recall",
        "pm_persona",
        "pm_trace",
        "pm_diary",
    }
    assert not any(a.open_world_hint for a in by_name.values())


def test_observe_then_recall_finds_the_statement(tmp_path):
    async def body(session, init):
        observed = await session.call_tool("pm_observe", {"text": "我的工号是A7391"})
        recalled = await session.call_tool("pm_recall", {"query": "工号", "k": 3})
        return observed, recalled

    observed, recalled = _with_session(tmp_path, body)
    assert not observed.is_error
    assert json.loads(observed.content[0].text)["action"] == "stored"
    assert not recalled.is_error
    results = json.loads(recalled.content[0].text)["results"]
    assert any("A7391" in r["text"] for r in results)
    assert recalled.structured_content == {"results": results}


def test_bad_arguments_come_back_as_a_tool_error_and_the_session_goes_on(tmp_path):
    async def body(session, init):
        missing = await session.call_tool("pm_observe", {})
        out_of_range = await session.call_tool("pm_recall", {"query": "x", "k": 0})
        status = await session.call_tool("pm_status", {})
        return missing, out_of_range, status

    missing, out_of_range, status = _with_session(tmp_path, body)
    assert missing.is_error and "'text' is required" in missing.content[0].text
    assert out_of_range.is_error and "'k'" in out_of_range.content[0].text
    assert not status.is_error


def test_unknown_tool_is_a_protocol_error(tmp_path):
    async def body(session, init):
        with pytest.raises(MCPError) as caught:
            await session.call_tool("pm_export_everything", {})
        return caught.value

    error = _with_session(tmp_path, body)
    assert error.code == -32602
    assert "pm_export_everything" in error.message


def test_a_client_that_probes_the_stateless_revision_falls_back_to_initialize(tmp_path):
    async def run():
        async with Client(_params(tmp_path)) as client:
            return [t.name for t in (await client.list_tools()).tools]

    assert anyio.run(run) == [t.name for t in TOOLS]


def _raw_exchange(home: Path, lines: list[str]) -> list[dict]:
    """Pipe lines into a server subprocess until EOF; it must exit 0. Returns the parsed replies."""
    proc = subprocess.run(
        [sys.executable, "-m", "plastic_memory.faces.mcp"],
        input="".join(line + "\n" for line in lines),
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=30,
        env=_server_env(home),
    )
    assert proc.returncode == 0, proc.stderr
    return [json.loads(line) for line in proc.stdout.splitlines()]


def test_a_malformed_line_gets_a_parse_error_and_the_server_keeps_answering(tmp_path):
    replies = _raw_exchange(
        tmp_path,
        [
            "{this is not json",
            '{"jsonrpc": "2.0", "id": 1, "method": "ping"}',
            '{"jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": {"name": "pm_status", "arguments": {}}}',
        ],
    )
    assert replies[0] == {
        "jsonrpc": "2.0",
        "id": None,
        "error": {"code": -32700, "message": replies[0]["error"]["message"]},
    }
    assert replies[1] == {"jsonrpc": "2.0", "id": 1, "result": {}}
    assert replies[2]["id"] == 2 and "isError" not in replies[2]["result"]
    assert len(replies) == 3


def test_notifications_get_no_reply_and_unknown_methods_get_method_not_found(tmp_path):
    replies = _raw_exchange(
        tmp_path,
        [
            '{"jsonrpc": "2.0", "method": "notifications/initialized"}',
            '{"jsonrpc": "2.0", "method": "notifications/something_new", "params": {}}',
            '{"jsonrpc": "2.0", "id": "a", "method": "resources/list"}',
            '{"jsonrpc": "2.0", "id": 3}',
        ],
    )
    assert [r["id"] for r in replies] == ["a", 3]
    assert replies[0]["error"]["code"] == -32601
    assert replies[1]["error"]["code"] == -32600


def test_initialize_echoes_a_supported_version_and_offers_the_latest_otherwise(tmp_path):
    with Memory(home=tmp_path) as memory:
        server = Server(memory)
        for asked, expected in (("2024-11-05", "2024-11-05"), ("1999-01-01", PROTOCOL_VERSIONS[-1])):
            reply = server.handle(
                {
                    "jsonrpc": "2.0",
                    "id": 1,
                    "method": "initialize",
                    "params": {"protocolVersion": asked, "capabilities": {}},
                }
            )
            assert reply["result"]["protocolVersion"] == expected


def test_owner_comes_from_the_environment_then_the_active_owner_then_default(tmp_path):
    assert resolve_owner(str(tmp_path), env={}) == "default"
    write_active_owner("bob", str(tmp_path))
    assert resolve_owner(str(tmp_path), env={}) == "bob"
    assert resolve_owner(str(tmp_path), env={"PLASTIC_MEMORY_OWNER": "ann"}) == "ann"


# Distinct statements the gate keeps; the engine asks for a dream once enough of them have piled up.
STATEMENTS = [
    "我的工号是A7391",
    "我不吃香菜",
    "我家的猫改名叫煤球了",
    "我答应周五前交文档",
    "下周去杭州出差",
    "我对花生过敏",
    "我女儿今年上小学一年级",
    "我在深圳做前端开发",
    "我每天早上六点起床跑步",
    "我最喜欢的歌手是陈奕迅",
    "我老婆是护士，经常上夜班",
    "我高中是在洛阳读的",
    "我的车是一辆白色的卡罗拉",
    "我周末一般去爬梧桐山",
    "我爸去年退休了",
    "我正在学日语，准备考N2",
    "我租的房子在南山区",
    "我不喜欢开会太长",
    "我弟弟在成都开火锅店",
    "我血型是O型",
    "我养了两盆绿萝放在阳台",
    "我打算明年换一份工作",
    "我的生日是十月三号",
    "我喝咖啡只喝美式",
    "我大学学的是机械工程",
    "我怕坐飞机，能坐高铁就坐高铁",
    "我们公司明年要搬到前海",
    "我外婆住在绍兴老家",
    "我最近在读三体",
    "我儿子喜欢搭乐高",
]


def test_observe_that_reports_a_dream_due_starts_a_dream_in_the_background(tmp_path):
    server = Server(Memory(home=tmp_path))
    for n, text in enumerate(STATEMENTS):
        reply = server.handle(
            {
                "jsonrpc": "2.0",
                "id": n,
                "method": "tools/call",
                "params": {"name": "pm_observe", "arguments": {"text": text}},
            }
        )
        if reply["result"]["structuredContent"]["dream_due"]:
            break
    else:
        pytest.fail("no observe reported a dream due")
    server.close()  # waits for the background dream
    with Memory(home=tmp_path) as memory:
        assert memory.status()["dreams"] == 1


# -- a server that never dies and never waits -------------------------------------------------------------------------


def test_a_line_nested_too_deeply_gets_a_parse_error_and_the_server_goes_on(tmp_path):
    replies = _raw_exchange(
        tmp_path,
        [
            "[" * 1000 + "]" * 1000,
            '{"a":' * 100_000 + "1" + "}" * 100_000,
            '{"jsonrpc": "2.0", "id": 1, "method": "ping"}',
        ],
    )
    assert [r["error"]["code"] for r in replies[:2]] == [-32700, -32700]
    assert replies[2] == {"jsonrpc": "2.0", "id": 1, "result": {}}


def test_a_lone_surrogate_echoed_in_a_reply_goes_out_escaped(tmp_path):
    replies = _raw_exchange(
        tmp_path,
        [
            '{"jsonrpc": "2.0", "id": "\\ud800", "method": "ping"}',
            '{"jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": {"name": "pm_\\udfff", "arguments": {}}}',
            '{"jsonrpc": "2.0", "id": 3, "method": "tools/call", "params": {"name": "pm_observe", '
            '"arguments": {"text": "my locker code is 4471 \\ud800"}}}',
            '{"jsonrpc": "2.0", "id": 4, "method": "ping"}',
        ],
    )
    assert replies[0] == {"jsonrpc": "2.0", "id": "\ud800", "result": {}}
    assert replies[1]["id"] == 2 and "pm_\udfff" in replies[1]["error"]["message"]
    assert replies[2]["id"] == 3 and "result" in replies[2]
    assert replies[3] == {"jsonrpc": "2.0", "id": 4, "result": {}}


def test_a_closed_stdout_ends_the_server_quietly(tmp_path):
    read, write = os.pipe()
    os.close(read)  # the host is gone before the first reply
    try:
        proc = subprocess.run(
            [sys.executable, "-m", "plastic_memory.faces.mcp"],
            stdout=write,
            stderr=subprocess.PIPE,
            input=b'{"jsonrpc": "2.0", "id": 1, "method": "ping"}\n' * 3,
            timeout=30,
            env=_server_env(tmp_path),
        )
    finally:
        os.close(write)
    assert proc.returncode == 0
    assert b"Traceback" not in proc.stderr and b"Exception ignored" not in proc.stderr


RENOVATION = ("准备装修新房", "装修预算二十万", "装修想要北欧风", "装修师傅下周进场", "装修期间先住我妈家")


class _Reader:
    """Replies of a server subprocess as they arrive, with the time each came."""

    def __init__(self, stream):
        self.replies: queue.Queue = queue.Queue()
        self._thread = threading.Thread(target=self._read, args=(stream,), daemon=True)
        self._thread.start()

    def _read(self, stream) -> None:
        for line in stream:
            self.replies.put((time.monotonic(), json.loads(line)))

    def next(self, timeout: float = 10.0) -> tuple[float, dict]:
        return self.replies.get(timeout=timeout)


def test_a_dream_waiting_on_a_slow_model_blocks_nothing_and_eof_ends_the_server_at_once(tmp_path):
    with OpenAIStub(Reply(text="{}", delay=8.0)) as stub:
        env = {
            **_server_env(tmp_path),
            "PLASTIC_MEMORY_DISTILL": "",
            "PLASTIC_MEMORY_BASE_URL": stub.base_url,
            "PLASTIC_MEMORY_MODEL": "test-model",
            "PLASTIC_MEMORY_TIMEOUT": "30",
        }
        proc = subprocess.Popen(
            [sys.executable, "-m", "plastic_memory.faces.mcp"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            env=env,
        )
        reader = _Reader(proc.stdout)

        def send(msg_id: int, name: str, arguments: dict) -> None:
            proc.stdin.write(
                json.dumps(
                    {
                        "jsonrpc": "2.0",
                        "id": msg_id,
                        "method": "tools/call",
                        "params": {"name": name, "arguments": arguments},
                    }
                ).encode()
                + b"\n"
            )
            proc.stdin.flush()

        for n, text in enumerate(RENOVATION):
            send(n, "pm_observe", {"text": text})
            assert reader.next()[1]["id"] == n
        send(100, "pm_dream", {})
        deadline = time.monotonic() + 30  # a loaded machine may be slow to get there
        while not stub.requests:  # the dream is now waiting on the model
            assert time.monotonic() < deadline, "the dream never asked the model"
            time.sleep(0.02)
        asked = time.monotonic()
        send(101, "pm_recall", {"query": "装修"})
        answered, reply = reader.next()
        assert reply["id"] == 101 and answered - asked < 1.0  # answered while the dream waits
        assert len(reply["result"]["structuredContent"]["results"]) == 5
        closed = time.monotonic()
        proc.stdin.close()  # EOF while the dream still waits on the model
        assert proc.wait(timeout=5) == 0
        assert time.monotonic() - closed < 1.0
    db = sqlite3.connect(tmp_path / "memory.db")
    assert db.execute("PRAGMA integrity_check").fetchone() == ("ok",)
    layers = dict(db.execute("SELECT layer, COUNT(*) FROM items GROUP BY layer").fetchall())
    assert layers == {"event": 5}  # every remark kept, and no half-made dream
    assert db.execute("SELECT COUNT(*) FROM items WHERE merged_into IS NOT NULL").fetchone() == (0,)


def test_the_library_and_the_server_read_plastic_memory_owner(tmp_path):
    env = {**_server_env(tmp_path), "PLASTIC_MEMORY_OWNER": "ann"}
    proc = subprocess.run(
        [sys.executable, "-m", "plastic_memory.faces.mcp"],
        capture_output=True,
        timeout=30,
        env=env,
        input=b'{"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {"name": '
        b'"pm_observe", "arguments": {"text": "My locker code is 4471."}}}\n',
    )
    assert proc.returncode == 0
    with Memory(home=tmp_path, owner="ann") as ann, Memory(home=tmp_path, owner="default") as other:
        assert ann.recall("locker code") and not other.recall("locker code")
