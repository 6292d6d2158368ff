import fc from "fast-check";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeApp } from "./app.js";
import { auditRows, bearer, sendRaw, snapshot, tokensFor } from "./checklistNotesFixtures.js";
import { targets, type TestDatabase } from "./databases.js";
import { customerToken, insertContract, insertCustomer } from "./fixtures.js";

/** A note of the answer, as JSON (B §3.3). */
interface NoteJson {
  id: number;
  note: string;
  UI_sysLogins_Id: number | null;
  UI_DateC: string | null;
  chkActiv: boolean;
  readSide: number | null;
  isPublic: boolean;
  msgIsRead: boolean;
}

const notesPath = (contractId: number | string) => `/api/contracts/${contractId}/notes`;
const readPath = (contractId: number | string, noteId: number | string) => `${notesPath(contractId)}/${noteId}/read`;

describe.each(targets)("notes API on $name", (target) => {
  let test: TestDatabase;
  let setup: Awaited<ReturnType<typeof makeApp>>;
  let rent: Record<string, string>;
  let capital: Record<string, string>;

  beforeAll(async () => {
    test = await target.open();
    setup = await makeApp(test.db);
    rent = await tokensFor(setup.app, "RENT", ["admin", "merchant", "fandi", "collector"]);
    capital = await tokensFor(setup.app, "CAPITAL", ["admin"]);
  });
  afterAll(async () => {
    await test.close();
  });

  const rentId = () => setup.tenants.RENT!.id;
  const capitalId = () => setup.tenants.CAPITAL!.id;
  const post = (token: string, contractId: number | string, body: unknown) =>
    request(setup.app).post(notesPath(contractId)).set(bearer(token)).send(body as object);
  const list = (token: string, contractId: number | string) => request(setup.app).get(notesPath(contractId)).set(bearer(token));
  const markRead = (token: string, contractId: number | string, noteId: number | string) =>
    request(setup.app).put(readPath(contractId, noteId)).set(bearer(token));
  const notesOf = (response: request.Response) => response.body.Result as NoteJson[];

  /** A contract of a customer of RENT, with that customer's token. */
  const customerContract = async () => {
    const customerId = await insertCustomer(test.db, setup.clock, rentId());
    const contractId = await insertContract(test.db, setup.clock, rentId(), { customerId });
    return { customerId, contractId, token: await customerToken(test.db, setup.clock, rentId(), customerId) };
  };
  const noteRows = (contractId: number) => test.db("notes").where({ contract_id: contractId }).orderBy("id").select();

  describe("POST /api/contracts/:contractId/notes", () => {
    it("adds a private or public note (201), read by its author, stamped by the server clock, audited", async () => {
      const contractId = await insertContract(test.db, setup.clock, rentId());
      const created = await post(rent.admin!, contractId, { text: "Called the dealer about the invoice", isPublic: false }).set("X-Request-Id", "req-note-0001");
      expect(created.status).toBe(201);
      expect(created.body.Success).toBe(true);
      const note = created.body.Result as NoteJson;
      expect(note).toEqual({
        id: expect.any(Number),
        note: "Called the dealer about the invoice",
        UI_sysLogins_Id: setup.tenants.RENT!.users.admin,
        UI_DateC: setup.clock.now().toISOString(),
        chkActiv: true,
        readSide: null,
        isPublic: false,
        msgIsRead: true,
        promiseToPayOn: null,
      });
      const [audit] = await auditRows(test.db, "note.created", note.id);
      expect(audit).toMatchObject({
        tenant_id: rentId(),
        actor_user_id: setup.tenants.RENT!.users.admin,
        entity: "note",
        request_id: "req-note-0001",
        after: { contractId, isPublic: false, text: "Called the dealer about the invoice" },
      });

      const byMerchant = await post(rent.merchant!, contractId, { text: "Papers sent", isPublic: true });
      expect(byMerchant.status).toBe(201);
      expect(byMerchant.body.Result).toMatchObject({ isPublic: true, UI_sysLogins_Id: setup.tenants.RENT!.users.merchant });
      const defaulted = await post(rent.collector!, contractId, { text: "Left a voicemail" });
      expect(defaulted.body.Result.isPublic).toBe(false);
    });

    it("accepts exactly 500 characters and refuses blank, empty and 501-character texts with the notes text (400)", async () => {
      const contractId = await insertContract(test.db, setup.clock, rentId());
      const exactly = "ü".repeat(500);
      expect((await post(rent.admin!, contractId, { text: exactly })).body.Result.note).toBe(exactly);
      for (const text of ["", "   \n\t", `${exactly}!`]) {
        const response = await post(rent.admin!, contractId, { text, isPublic: true });
        expect(response.status, JSON.stringify(text)).toBe(400);
        expect(response.body.ErrorMessage).toMatch(/^Une note doit compter de 1 à 500 caractères\. \/ A note must have 1 to 500 characters\. : text: /);
      }
      expect(await noteRows(contractId)).toHaveLength(1);
    });

    it("refuses malformed JSON, wrong types, unknown fields and oversize bodies, storing nothing", async () => {
      const contractId = await insertContract(test.db, setup.clock, rentId());
      const path = notesPath(contractId);
      expect((await sendRaw(setup.app, "post", path, rent.admin!, '{"text": "a",')).status).toBe(400);
      const bad: unknown[] = [
        {},
        { text: 5 },
        { text: null },
        { text: "ok", isPublic: "yes" },
        { text: "ok", isPublic: 1 },
        { text: "ok", authorUserId: 1 },
        { text: "ok", contractId: 999 },
        { note: "ok" },
        [],
      ];
      for (const body of bad) {
        const response = await sendRaw(setup.app, "post", path, rent.admin!, JSON.stringify(body));
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(response.body.Result).toBeNull();
      }
      const huge = await sendRaw(setup.app, "post", path, rent.admin!, JSON.stringify({ text: "x".repeat(150_000) }));
      expect(huge.status).toBe(413);
      expect((await sendRaw(setup.app, "post", path, rent.admin!, '{"text":"x","constructor":{}}')).status).toBe(400);
      expect(await noteRows(contractId)).toEqual([]);
      expect(await auditRows(test.db, "note.created")).not.toContainEqual(expect.objectContaining({ after: expect.objectContaining({ contractId }) }));
    });

    it("refuses customers (403) and callers without a session (401), and another tenant's contract (404)", async () => {
      const { contractId, token } = await customerContract();
      expect((await post(token, contractId, { text: "Hello", isPublic: true })).status).toBe(403);
      expect((await request(setup.app).post(notesPath(contractId)).send({ text: "Hello" })).status).toBe(401);
      const other = await post(capital.admin!, contractId, { text: "Cross-tenant", isPublic: true });
      expect(other.status).toBe(404);
      expect(other.body.ErrorMessage).toBe("Ressource introuvable. / Resource not found.");
      for (const id of ["abc", "0", "-3", "3000000000"]) expect((await post(rent.admin!, id, { text: "x" })).status, id).toBe(404);
      expect(await noteRows(contractId)).toEqual([]);
    });

    it("never answers 5xx to random bodies", async () => {
      const contractId = await insertContract(test.db, setup.clock, rentId());
      const body = fc.oneof(fc.jsonValue(), fc.record({ text: fc.oneof(fc.string({ maxLength: 600 }), fc.jsonValue()), isPublic: fc.jsonValue() }, { requiredKeys: [] }));
      await fc.assert(
        fc.asyncProperty(body, async (value) => {
          const response = await sendRaw(setup.app, "post", notesPath(contractId), rent.admin!, JSON.stringify(value) ?? "null");
          expect(response.status).toBeLessThan(500);
          if (response.status === 201) expect(response.body.Result.note).toBe((value as { text: string }).text);
        }),
        { numRuns: 60 },
      );
    });
  });

  describe("GET /api/contracts/:contractId/notes", () => {
    it("gives staff every note, newest first, with their own read marks", async () => {
      const contractId = await insertContract(test.db, setup.clock, rentId());
      const first = (await post(rent.admin!, contractId, { text: "First", isPublic: false })).body.Result as NoteJson;
      setup.clock.advance(60_000);
      const second = (await post(rent.merchant!, contractId, { text: "Second", isPublic: true })).body.Result as NoteJson;
      const byFandi = await list(rent.fandi!, contractId);
      expect(byFandi.status).toBe(200);
      expect(notesOf(byFandi).map((note) => [note.id, note.msgIsRead])).toEqual([
        [second.id, false],
        [first.id, false],
      ]);
      const byAdmin = notesOf(await list(rent.admin!, contractId));
      expect(byAdmin.map((note) => [note.note, note.msgIsRead])).toEqual([
        ["Second", false],
        ["First", true],
      ]);
    });

    it("gives a customer only the public notes of their own contract, without the author's id", async () => {
      const { contractId, token } = await customerContract();
      await post(rent.admin!, contractId, { text: "Internal: income unclear", isPublic: false });
      await post(rent.admin!, contractId, { text: "Your documents are complete", isPublic: true });
      const response = await list(token, contractId);
      expect(response.status).toBe(200);
      expect(notesOf(response)).toEqual([expect.objectContaining({ note: "Your documents are complete", isPublic: true, UI_sysLogins_Id: null, msgIsRead: false })]);
      const someoneElse = await customerContract();
      expect((await list(someoneElse.token, contractId)).status).toBe(404);
    });

    it("answers 404 for another tenant's contract and 401 without a session", async () => {
      const contractId = await insertContract(test.db, setup.clock, rentId());
      await post(rent.admin!, contractId, { text: "Secret to RENT" });
      const response = await list(capital.admin!, contractId);
      expect(response.status).toBe(404);
      expect(JSON.stringify(response.body)).not.toContain("Secret");
      expect((await request(setup.app).get(notesPath(contractId))).status).toBe(401);
    });
  });

  describe("PUT /api/contracts/:contractId/notes/:noteId/read", () => {
    it("marks a note read for the caller only, once, audited; readSide shows which other side has read it", async () => {
      const { contractId, customerId, token } = await customerContract();
      const note = (await post(rent.admin!, contractId, { text: "Please send a void cheque", isPublic: true })).body.Result as NoteJson;

      const byFandi = await markRead(rent.fandi!, contractId, note.id);
      expect(byFandi.status).toBe(200);
      expect(byFandi.body.Result).toMatchObject({ id: note.id, msgIsRead: true, readSide: 1 });
      expect(notesOf(await list(rent.merchant!, contractId))[0]!.msgIsRead).toBe(false);

      const byCustomer = await markRead(token, contractId, note.id);
      expect(byCustomer.body.Result).toMatchObject({ msgIsRead: true, readSide: 2, UI_sysLogins_Id: null });
      expect(notesOf(await list(rent.admin!, contractId))[0]!.readSide).toBe(2);

      const again = await markRead(token, contractId, note.id);
      expect(again.status).toBe(200);
      const audits = await auditRows(test.db, "note.read", note.id);
      expect(audits.map((audit) => [audit.actor_user_id, audit.actor_customer_id])).toEqual([
        [setup.tenants.RENT!.users.fandi, null],
        [null, customerId],
      ]);
      expect(audits[0]).toMatchObject({ before: { msgIsRead: false }, after: { msgIsRead: true } });
    });

    it("records one mark and one audit row when the same reader marks a note read many times at once", async () => {
      const contractId = await insertContract(test.db, setup.clock, rentId());
      const note = (await post(rent.admin!, contractId, { text: "Check the odometer photo" })).body.Result as NoteJson;
      const responses = await Promise.all(Array.from({ length: 8 }, () => markRead(rent.merchant!, contractId, note.id)));
      expect(responses.map((response) => response.status)).toEqual(Array(8).fill(200));
      expect(await test.db("note_reads").where({ note_id: note.id, reader_kind: "staff" }).select("reader_id")).toHaveLength(2);
      expect(await auditRows(test.db, "note.read", note.id)).toHaveLength(1);
    });

    it("hides private notes from customers and other tenants' notes from everyone (404, nothing marked)", async () => {
      const { contractId, token } = await customerContract();
      const privateNote = (await post(rent.admin!, contractId, { text: "Private", isPublic: false })).body.Result as NoteJson;
      const capitalContract = await insertContract(test.db, setup.clock, capitalId());
      const capitalNote = (await post(capital.admin!, capitalContract, { text: "CAPITAL's note", isPublic: true })).body.Result as NoteJson;
      const before = await snapshot(test.db, "note_reads", "note_id");
      const attempts = [
        markRead(token, contractId, privateNote.id),
        markRead(rent.admin!, contractId, capitalNote.id),
        markRead(rent.admin!, capitalContract, capitalNote.id),
        markRead(capital.admin!, contractId, privateNote.id),
        markRead(capital.admin!, capitalContract, privateNote.id),
        markRead(rent.admin!, contractId, "abc"),
        markRead(rent.admin!, contractId, 99_999_999),
      ];
      for (const response of await Promise.all(attempts)) expect(response.status).toBe(404);
      expect(await snapshot(test.db, "note_reads", "note_id")).toEqual(before);
      expect((await request(setup.app).put(readPath(contractId, privateNote.id))).status).toBe(401);
    });

    it("refuses any field in the body (400) and never answers 5xx", async () => {
      const contractId = await insertContract(test.db, setup.clock, rentId());
      const note = (await post(rent.admin!, contractId, { text: "Body-less" })).body.Result as NoteJson;
      await fc.assert(
        fc.asyncProperty(fc.jsonValue(), async (value) => {
          const response = await sendRaw(setup.app, "put", readPath(contractId, note.id), rent.fandi!, JSON.stringify(value) ?? "null");
          expect(response.status).toBeLessThan(500);
        }),
        { numRuns: 30 },
      );
      expect((await sendRaw(setup.app, "put", readPath(contractId, note.id), rent.fandi!, "{oops")).status).toBe(400);
      for (const body of ['{"msgIsRead":false}', '{"readerId":1}', "[]", '"read"']) {
        expect((await sendRaw(setup.app, "put", readPath(contractId, note.id), rent.merchant!, body)).status, body).toBe(400);
      }
      expect(await test.db("note_reads").where({ note_id: note.id, reader_kind: "staff", reader_id: setup.tenants.RENT!.users.merchant }).select()).toEqual([]);
      expect((await sendRaw(setup.app, "put", readPath(contractId, note.id), rent.merchant!, "{}")).status).toBe(200);
    });
  });
});
