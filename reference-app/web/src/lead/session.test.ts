// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { storedToken, storeSession, storeToken } from "../shared/session.js";
import { openLeadSession } from "./session.js";

const now = Date.parse("2026-03-01T12:00:00Z");
const answering = (status: number) => vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => new Response(JSON.stringify({ Success: status < 400, Result: null }), { status }));

afterEach(() => {
  vi.unstubAllGlobals();
  storeToken(null);
  storeSession({ leadSourceId: null });
});

describe("openLeadSession", () => {
  it("keeps a live stored token across a reload and forgets an ended one", () => {
    storeToken("live", "2026-03-01T12:30:00Z");
    expect(openLeadSession(now, "").token()).toBe("live");
    storeToken("ended", "2026-03-01T11:59:59Z");
    expect(openLeadSession(now, "").token()).toBeNull();
    expect(storedToken()).toBeNull();
  });

  it("keeps the address's lead source for the visit and the next reload, and adds it to a search naming none", () => {
    expect(openLeadSession(now, "?leadSourceId=7").leadSourceId()).toBe(7);
    const reloaded = openLeadSession(now, "");
    expect(reloaded.leadSourceId()).toBe(7);
    expect(reloaded.withLeadSource("?lang=fr")).toBe("?lang=fr&leadSourceId=7");
    expect(reloaded.withLeadSource("?leadSourceId=3")).toBe("?leadSourceId=3");
  });

  it("sends its token, and drops it and asks for the code when a flow call answers 401", async () => {
    const fetch = answering(401);
    vi.stubGlobal("fetch", fetch);
    const session = openLeadSession(now, "");
    const other = openLeadSession(now, "");
    session.setToken("abc", "2026-03-01T12:30:00Z");
    const heard = vi.fn();
    session.sessionWanted.subscribe(heard);
    await session.fetch("/api/contractExternal/cashLoanFlow/slug-1/data");
    expect(new Headers(fetch.mock.calls[0]?.[1]?.headers).get("Authorization")).toBe("Bearer abc");
    expect([session.token(), session.sessionWanted.current(), heard.mock.calls.length]).toEqual([null, 1, 1]);
    expect(other.sessionWanted.current()).toBe(0);
    expect(session.pendingCalls.current()).toBe(0);
  });

  it("names a flow link read answering 404 as broken, not a refused write", async () => {
    vi.stubGlobal("fetch", answering(404));
    const session = openLeadSession(now, "");
    await expect(session.call("/api/contractExternal/cashLoanFlow/slug-2/step", { method: "POST", body: {} })).rejects.toMatchObject({ status: 404 });
    expect(session.brokenLink.current()).toBeNull();
    await session.fetch("/api/contractExternal/cashLoanFlow/slug-2/data");
    expect(session.brokenLink.current()).toBe("slug-2");
  });
});
