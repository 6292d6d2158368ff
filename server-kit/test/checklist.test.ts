import { Role, type RoleId } from "@lendkit/core";
import fc from "fast-check";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../src/auth/users.js";
import { defaultChecklistTemplate, defaultChecklistTemplates } from "../src/checklist/defaultTemplates.js";
import { makeApp, testPasswordParams, testPassword, loginAs } from "./app.js";
import { auditRows, bearer, sendRaw, snapshot, tokensFor } from "./checklistNotesFixtures.js";
import { targets, type TestDatabase } from "./databases.js";
import { customerToken, insertContract, insertCustomer } from "./fixtures.js";

/** An item of the answer, as JSON. */
interface ItemJson {
  id: number;
  categoryTitle: string;
  description: string;
  isChecked: boolean;
  isCheckedExternal: boolean;
  isWaived: boolean;
  isNonApplicable: boolean;
  isExternal: boolean;
  checkedFrom: string;
  checkedInitials: string | null;
  checklistNote: string | null;
  sysLogins_Id: number | null;
}

const staff = ["admin", "merchant", "fandi", "agent", "collector", "leadcrm"] as const;
const checklistPath = (contractId: number | string) => `/api/contracts/${contractId}/checklist`;
const itemPath = (contractId: number | string, itemId: number | string) => `${checklistPath(contractId)}/items/${itemId}`;

describe("default checklist templates", () => {
  it("give every product both external (dealer) and internal items, labelled in both languages, without duplicates", () => {
    for (const [product, categories] of Object.entries(defaultChecklistTemplates)) {
      const items = categories.flatMap((category) => category.items);
      expect(items.some((item) => item.external), product).toBe(true);
      expect(items.some((item) => !item.external), product).toBe(true);
      for (const label of [...categories.map((category) => category.title), ...items.map((item) => item.description)]) {
        expect(label.fr.trim(), product).not.toBe("");
        expect(label.en.trim(), product).not.toBe("");
        // Fits the label columns (titles 200, descriptions 300 characters).
        expect(Math.max(label.fr.length, label.en.length)).toBeLessThanOrEqual(200);
      }
      expect(new Set(items.map((item) => item.description.en)).size, product).toBe(items.length);
      expect(new Set(items.map((item) => item.description.fr)).size, product).toBe(items.length);
    }
    expect(defaultChecklistTemplate("boat")).toEqual([]);
    expect(defaultChecklistTemplate("constructor")).toEqual([]);
  });
});

describe.each(targets)("checklist API on $name", (target) => {
  let test: TestDatabase;
  let setup: Awaited<ReturnType<typeof makeApp>>;
  let rent: Record<string, string>;
  let capital: Record<string, string>;

  beforeAll(async () => {
    test = await target.open();
    setup = await makeApp(test.db);
    rent = await tokensFor(setup.app, "RENT", staff);
    capital = await tokensFor(setup.app, "CAPITAL", ["admin", "merchant"]);
  });
  afterAll(async () => {
    await test.close();
  });

  const rentId = () => setup.tenants.RENT!.id;
  const capitalId = () => setup.tenants.CAPITAL!.id;
  const newContract = (tenantId = rentId(), product: "lease" | "finance" | "microCredit" = "lease") =>
    insertContract(test.db, setup.clock, tenantId, { product });

  const read = (token: string, contractId: number | string, query = "?lang=en") =>
    request(setup.app).get(`${checklistPath(contractId)}${query}`).set(bearer(token));
  const click = (token: string, contractId: number | string, itemId: number | string, body: unknown) =>
    request(setup.app).put(`${itemPath(contractId, itemId)}?lang=en`).set(bearer(token)).send(body as object);
  const itemsOf = (response: request.Response): ItemJson[] => response.body.Result.items as ItemJson[];
  const itemNamed = (response: request.Response, description: string): ItemJson => {
    const found = itemsOf(response).find((item) => item.description === description);
    if (!found) throw new Error(`no item "${description}" in ${JSON.stringify(itemsOf(response).map((item) => item.description))}`);
    return found;
  };
  /** A fresh lease contract, read once by the admin, with the ids of one external and one internal item. */
  const leaseWithItems = async (tenant: "RENT" | "CAPITAL" = "RENT") => {
    const contractId = await newContract(tenant === "RENT" ? rentId() : capitalId());
    const response = await read(tenant === "RENT" ? rent.admin! : capital.admin!, contractId);
    expect(response.status).toBe(200);
    return {
      contractId,
      external: itemNamed(response, "Driver's licence").id,
      internal: itemNamed(response, "Credit report reviewed").id,
    };
  };
  const itemRows = (contractId: number) => test.db("contract_checklist_items").where({ contract_id: contractId }).orderBy("id").select();

  describe("GET /api/contracts/:contractId/checklist", () => {
    it("copies the lease template on the first read: category rows, both kinds of item, labels in the asked language", async () => {
      const contractId = await newContract();
      const english = await read(rent.admin!, contractId);
      expect(english.status).toBe(200);
      expect(english.body.Success).toBe(true);
      expect(english.body.Result.isContractCompleted).toBe(false);
      const items = itemsOf(english);
      expect(items.filter((item) => item.id === -1).map((item) => item.categoryTitle)).toEqual([
        "Customer documents",
        "Vehicle",
        "Signatures",
        "Internal review",
      ]);
      expect(items.filter((item) => item.id !== -1)).toHaveLength(15);
      expect(items[0]).toMatchObject({ id: -1, categoryTitle: "Customer documents" });
      expect(items[1]).toMatchObject({ description: "Driver's licence", isExternal: true, isChecked: false, checkedFrom: "none" });
      expect(itemNamed(english, "Credit report reviewed").isExternal).toBe(false);

      const french = await read(rent.admin!, contractId, "");
      expect(itemsOf(french)[0]!.categoryTitle).toBe("Documents du client");
      expect(itemsOf(french)[1]!.description).toBe("Permis de conduire");
      const byHeader = await request(setup.app).get(checklistPath(contractId)).set(bearer(rent.admin!)).set("Accept-Language", "en-CA,en;q=0.8");
      expect(itemsOf(byHeader)[1]!.description).toBe("Driver's licence");
      // Same ids in every language: the list was copied once.
      expect(itemsOf(french).map((item) => item.id)).toEqual(items.map((item) => item.id));
      expect(await itemRows(contractId)).toHaveLength(15);

      const created = await auditRows(test.db, "checklist.created", contractId);
      expect(created).toHaveLength(1);
      expect(created[0]).toMatchObject({ tenant_id: rentId(), actor_user_id: setup.tenants.RENT!.users.admin, entity: "contract" });
      expect(created[0]!.after).toMatchObject({ product: "lease", items: 15 });
    });

    it("gives each product its own template and each tenant its own copy of it, seeded once", async () => {
      const micro = await newContract(rentId(), "microCredit");
      const response = await read(rent.admin!, micro);
      expect(itemNamed(response, "Bank verification completed").isExternal).toBe(true);
      expect(itemsOf(response).filter((item) => item.id !== -1)).toHaveLength(9);
      const finance = await read(rent.admin!, await newContract(rentId(), "finance"));
      expect(itemNamed(finance, "Down payment received").isExternal).toBe(false);

      await read(rent.admin!, await newContract());
      await read(capital.admin!, await newContract(capitalId()));
      const templates = await test.db("checklist_templates").where({ product: "lease" }).select("tenant_id");
      expect(templates.map((row) => Number(row.tenant_id)).sort()).toEqual([rentId(), capitalId()].sort());
    });

    it("shows Merchant, FAndI, AdminRep and read-only staff only the external items (A §2)", async () => {
      const { contractId, internal } = await leaseWithItems();
      for (const username of ["merchant", "fandi", "agent", "collector"]) {
        const response = await read(rent[username]!, contractId);
        expect(response.status, username).toBe(200);
        const items = itemsOf(response);
        expect(items.filter((item) => item.id !== -1).every((item) => item.isExternal), username).toBe(true);
        expect(items.filter((item) => item.id !== -1)).toHaveLength(10);
        expect(items.map((item) => item.id)).not.toContain(internal);
        expect(items.filter((item) => item.id === -1).map((item) => item.categoryTitle)).toEqual(["Customer documents", "Vehicle", "Signatures"]);
      }
    });

    it("copies the list once when many first reads arrive together", async () => {
      const contractId = await newContract(rentId(), "finance");
      const responses = await Promise.all(Array.from({ length: 8 }, () => read(rent.admin!, contractId)));
      expect(responses.map((response) => response.status)).toEqual(Array(8).fill(200));
      const ids = responses.map((response) => JSON.stringify(itemsOf(response).map((item) => item.id)));
      expect(new Set(ids).size).toBe(1);
      expect(await itemRows(contractId)).toHaveLength(15);
      expect(await auditRows(test.db, "checklist.created", contractId)).toHaveLength(1);
    });

    it("answers 404 for another tenant's contract and for ids that name nothing, and copies nothing", async () => {
      const rentContract = await newContract();
      expect((await read(capital.admin!, rentContract)).status).toBe(404);
      expect(await test.db("contract_checklists").where({ contract_id: rentContract }).select()).toEqual([]);
      for (const id of ["abc", "0", "-1", "1.5", "99999999999", "2147483648"]) {
        const response = await read(rent.admin!, id);
        expect(response.status, id).toBe(404);
        expect(response.body.ErrorMessage).toBe("Resource not found.");
      }
    });

    it("refuses customers (403) and callers without a session (401)", async () => {
      const customerId = await insertCustomer(test.db, setup.clock, rentId());
      const contractId = await insertContract(test.db, setup.clock, rentId(), { customerId, product: "lease" });
      const customer = await customerToken(test.db, setup.clock, rentId(), customerId);
      expect((await read(customer, contractId)).status).toBe(403);
      const anonymous = await request(setup.app).get(checklistPath(contractId));
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.Success).toBe(false);
    });
  });

  describe("PUT /api/contracts/:contractId/checklist/items/:itemId", () => {
    it("lets the admin check an internal item: initials and user id recorded, audited before/after", async () => {
      const { contractId, internal } = await leaseWithItems();
      const response = await click(rent.admin!, contractId, internal, { tab: "internal" }).set("X-Request-Id", "req-click-0001");
      expect(response.status).toBe(200);
      expect(itemsOf(response).find((item) => item.id === internal)).toMatchObject({
        isChecked: true,
        isWaived: false,
        checkedFrom: "internal",
        checkedInitials: "AD",
        sysLogins_Id: setup.tenants.RENT!.users.admin,
      });
      const [audit, ...more] = await auditRows(test.db, "checklist.item.clicked", internal);
      expect(more).toEqual([]);
      expect(audit).toMatchObject({ tenant_id: rentId(), actor_user_id: setup.tenants.RENT!.users.admin, entity: "checklist_item", request_id: "req-click-0001" });
      expect(audit!.before).toMatchObject({ isChecked: false, checkedInitials: null });
      expect(audit!.after).toMatchObject({ isChecked: true, checkedInitials: "AD", tab: "internal", modifiers: { ctrl: false, shift: false } });

      const unchecked = await click(rent.admin!, contractId, internal, { tab: "internal" });
      expect(itemsOf(unchecked).find((item) => item.id === internal)).toMatchObject({ isChecked: false, checkedInitials: null, checkedFrom: "none" });
    });

    it("applies the admin's Ctrl-click waiver and Shift-click N/A, and everyone's next read shows them", async () => {
      const { contractId, external, internal } = await leaseWithItems();
      const waived = await click(rent.admin!, contractId, external, { tab: "internal", modifiers: { ctrl: true } });
      expect(waived.status).toBe(200);
      expect(itemsOf(waived).find((item) => item.id === external)).toMatchObject({ isChecked: true, isWaived: true, checkedInitials: "AD" });
      const merchantView = await read(rent.merchant!, contractId);
      expect(itemsOf(merchantView).find((item) => item.id === external)).toMatchObject({ isChecked: true, isWaived: true, checkedFrom: "internal" });

      const notApplicable = await click(rent.admin!, contractId, internal, { tab: "internal", modifiers: { ctrl: true, shift: true } });
      expect(itemsOf(notApplicable).find((item) => item.id === internal)).toMatchObject({ isChecked: true, isNonApplicable: true, isWaived: false });
      const cleared = await click(rent.admin!, contractId, external, { tab: "internal", modifiers: { ctrl: true, shift: false } });
      expect(itemsOf(cleared).find((item) => item.id === external)).toMatchObject({ isChecked: false, isWaived: false });
    });

    it("lets Merchant, FAndI and AdminRep toggle external items on the external tab", async () => {
      const { contractId, external } = await leaseWithItems();
      const checked = await click(rent.merchant!, contractId, external, { tab: "external" });
      expect(checked.status).toBe(200);
      expect(itemsOf(checked).find((item) => item.id === external)).toMatchObject({
        isCheckedExternal: true,
        isChecked: false,
        checkedFrom: "external",
        checkedInitials: "ME",
        sysLogins_Id: setup.tenants.RENT!.users.merchant,
      });
      const byFandi = await click(rent.fandi!, contractId, external, { tab: "external" });
      // An uncheck records who unchecked (A §4: a click "records initials and user id").
      const fandiId = setup.tenants.RENT!.users.fandi;
      expect(itemsOf(byFandi).find((item) => item.id === external)).toMatchObject({ isCheckedExternal: false, checkedInitials: "FA", sysLogins_Id: fandiId });
      expect((await itemRows(contractId)).find((row) => Number(row.id) === external)).toMatchObject({ checked_initials: "FA", sys_logins_id: fandiId });
      expect((await click(rent.agent!, contractId, external, { tab: "external" })).status).toBe(200);
      expect(await auditRows(test.db, "checklist.item.clicked", external)).toHaveLength(3);
    });

    it("refuses the admin an internal item clicked on the Marchand tab (A §2: it lists the external items only); nothing changes", async () => {
      const { contractId, internal } = await leaseWithItems();
      const before = await itemRows(contractId);
      const refused = await click(rent.admin!, contractId, internal, { tab: "external" });
      expect(refused.status).toBe(403);
      expect(refused.body.ErrorMessage).toContain("You can only change merchant items.");
      expect(await itemRows(contractId)).toEqual(before);
      expect((await click(rent.admin!, contractId, internal, { tab: "internal" })).status).toBe(200);
    });

    it("gives staff created without initials ones no colleague has (Alain Agent and Adèle Admin)", async () => {
      const named = async (username: string, firstName: string, lastName: string, roleId: RoleId) => {
        const id = await createUser(test.db, setup.clock, { tenantId: capitalId(), username: `${username}-${target.name}`, password: testPassword, roleId, firstName, lastName }, { passwordParams: testPasswordParams });
        return ((await test.db("users").where({ id }).first("initials")) as { initials: string }).initials;
      };
      const agent = await named("alain", "Alain", "Agent", Role.AdminRep);
      const admin = await named("adele", "Adèle", "Admin", Role.Admin);
      expect([agent, admin]).toEqual(["AA", "AAD"]);
    });

    it("refuses the merchant an internal item, the internal tab and an internally checked item, with core's text; nothing changes", async () => {
      const { contractId, external, internal } = await leaseWithItems();
      const before = await itemRows(contractId);
      const internalItem = await click(rent.merchant!, contractId, internal, { tab: "external" });
      expect(internalItem.status).toBe(403);
      expect(internalItem.body).toEqual({
        Success: false,
        Result: null,
        ErrorMessage: "You can only change merchant items.",
        Code: "forbidden",
      });
      const internalTab = await click(rent.merchant!, contractId, external, { tab: "internal" });
      expect(internalTab.status).toBe(403);
      expect(internalTab.body.ErrorMessage).toContain("Only an administrator can change the internal checklist.");
      expect(await itemRows(contractId)).toEqual(before);
      const refusals = await auditRows(test.db, "checklist.item.refused", internal);
      expect(refusals.at(-1)!.after).toMatchObject({ reason: "externalItemsOnly", tab: "external" });

      await click(rent.admin!, contractId, external, { tab: "internal" });
      const locked = await click(rent.merchant!, contractId, external, { tab: "external" });
      expect(locked.status).toBe(403);
      expect(locked.body.ErrorMessage).toContain("This item was checked internally and cannot be unchecked.");
      expect((await read(rent.merchant!, contractId)).body.Result.items.find((item: ItemJson) => item.id === external)).toMatchObject({
        isChecked: true,
        isCheckedExternal: false,
      });
    });

    it("lets only the user who waived an item change it, admins included (A §5)", async () => {
      const secondAdmin = await createUser(
        test.db,
        setup.clock,
        { tenantId: rentId(), username: `admin-${target.name}-2`, password: testPassword, roleId: Role.Admin, initials: "A2" },
        { passwordParams: testPasswordParams },
      );
      const otherAdmin = await loginAs(setup.app, `admin-${target.name}-2`, "RENT");
      const { contractId, external } = await leaseWithItems();
      await click(rent.admin!, contractId, external, { tab: "internal", modifiers: { ctrl: true } });
      for (const [token, tab] of [[otherAdmin, "internal"], [rent.merchant!, "external"]] as const) {
        const refused = await click(token, contractId, external, { tab });
        expect(refused.status).toBe(403);
        expect(refused.body.ErrorMessage).toContain("Only the user who marked this item waived or N/A can change it.");
      }
      const [row] = await test.db("contract_checklist_items").where({ id: external }).select("is_waived", "sys_logins_id");
      expect(Boolean(row.is_waived)).toBe(true);
      expect(Number(row.sys_logins_id)).toBe(setup.tenants.RENT!.users.admin);
      expect(secondAdmin).toBeGreaterThan(0);
    });

    it("refuses roles without checklist rights (403) and callers without a session (401)", async () => {
      const { contractId, external } = await leaseWithItems();
      const customerId = await insertCustomer(test.db, setup.clock, rentId());
      const customer = await customerToken(test.db, setup.clock, rentId(), customerId);
      for (const token of [rent.collector!, rent.leadcrm!, customer]) {
        expect((await click(token, contractId, external, { tab: "external" })).status).toBe(403);
      }
      const anonymous = await request(setup.app).put(itemPath(contractId, external)).send({ tab: "external" });
      expect(anonymous.status).toBe(401);
      expect(await auditRows(test.db, "checklist.item.clicked", external)).toEqual([]);
    });

    it("answers 404 for another tenant's contract or item, or an item of another contract, and changes nothing", async () => {
      const rentLease = await leaseWithItems("RENT");
      const capitalLease = await leaseWithItems("CAPITAL");
      const before = await snapshot(test.db, "contract_checklist_items", "id");
      const attempts = [
        click(capital.admin!, rentLease.contractId, rentLease.internal, { tab: "internal" }),
        click(capital.admin!, capitalLease.contractId, rentLease.internal, { tab: "internal" }),
        click(rent.admin!, capitalLease.contractId, capitalLease.internal, { tab: "internal" }),
        click(rent.admin!, rentLease.contractId, capitalLease.internal, { tab: "internal" }),
        click(rent.admin!, (await leaseWithItems("RENT")).contractId, rentLease.internal, { tab: "internal" }),
        click(rent.admin!, rentLease.contractId, -1, { tab: "internal" }),
        click(rent.admin!, rentLease.contractId, 99_999_999, { tab: "internal" }),
        click(rent.admin!, rentLease.contractId, "x1", { tab: "internal" }),
      ];
      for (const response of await Promise.all(attempts)) {
        expect(response.status).toBe(404);
        expect(response.body.ErrorMessage).toBe("Resource not found.");
      }
      // Rows that existed before are untouched (the third lease read above added its own).
      const after = await snapshot(test.db, "contract_checklist_items", "id");
      expect(after.filter((row) => before.some((old) => old.id === row.id))).toEqual(before);
    });

    it("refuses malformed JSON, wrong types, unknown fields and oversize bodies with 400/413, changing nothing", async () => {
      const { contractId, external } = await leaseWithItems();
      const before = await itemRows(contractId);
      const path = itemPath(contractId, external);
      const malformed = await sendRaw(setup.app, "put", path, rent.admin!, '{"tab": "internal",');
      expect(malformed.status).toBe(400);
      expect(malformed.body.ErrorMessage).toContain("The request body is not valid JSON.");
      const bad: unknown[] = [
        {},
        { tab: "both" },
        { tab: 1 },
        { tab: "internal", modifiers: { ctrl: "yes" } },
        { tab: "internal", modifiers: true },
        { tab: "internal", role: 7 },
        { tab: "internal", modifiers: { ctrl: true, alt: true } },
        { tab: "internal", user: { id: 1, initials: "XX" } },
        [],
      ];
      for (const body of bad) {
        const response = await sendRaw(setup.app, "put", path, rent.admin!, JSON.stringify(body));
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(response.body.ErrorMessage).toMatch(/^Requête invalide \/ Invalid request/);
      }
      const huge = await sendRaw(setup.app, "put", path, rent.admin!, JSON.stringify({ tab: "internal", padding: "x".repeat(120_000) }));
      expect(huge.status).toBe(413);
      expect((await sendRaw(setup.app, "put", path, rent.admin!, '"internal"')).status).toBe(400);
      const proto = await sendRaw(setup.app, "put", path, rent.admin!, '{"tab":"internal","__proto__":{"isAdmin":true}}');
      expect(proto.status).toBe(400);
      expect(await itemRows(contractId)).toEqual(before);
    });

    it("applies concurrent clicks on one item one after the other: none is lost", async () => {
      const { contractId, external } = await leaseWithItems();
      const clicks = 10;
      const responses = await Promise.all(Array.from({ length: clicks }, () => click(rent.merchant!, contractId, external, { tab: "external" })));
      expect(responses.map((response) => response.status)).toEqual(Array(clicks).fill(200));
      const [row] = await test.db("contract_checklist_items").where({ id: external }).select("version", "is_checked_external");
      expect(Number(row.version)).toBe(1 + clicks);
      expect(Boolean(row.is_checked_external)).toBe(false);
      const audits = await auditRows(test.db, "checklist.item.clicked", external);
      expect(audits).toHaveLength(clicks);
      // Each change starts from the state the previous one left.
      audits.forEach((audit, index) => {
        expect((audit.before as { isCheckedExternal: boolean }).isCheckedExternal).toBe(index % 2 === 1);
        expect((audit.after as { isCheckedExternal: boolean }).isCheckedExternal).toBe(index % 2 === 0);
      });
    });

    it("never answers 5xx to random bodies", async () => {
      const { contractId, external } = await leaseWithItems();
      const body = fc.oneof(
        fc.jsonValue(),
        fc.record({ tab: fc.oneof(fc.constantFrom("internal", "external"), fc.jsonValue()), modifiers: fc.jsonValue() }, { requiredKeys: [] }),
      );
      await fc.assert(
        fc.asyncProperty(body, fc.constantFrom(rent.admin!, rent.merchant!), async (value, token) => {
          const response = await sendRaw(setup.app, "put", itemPath(contractId, external), token, JSON.stringify(value) ?? "null");
          expect(response.status).toBeLessThan(500);
        }),
        { numRuns: 60 },
      );
    });
  });

  describe("PUT /api/contracts/:contractId/checklist/items/:itemId/note", () => {
    const saveNote = (token: string, contractId: number, itemId: number, body: unknown) =>
      request(setup.app).put(`${itemPath(contractId, itemId)}/note?lang=en`).set(bearer(token)).send(body as object);

    it("saves a note and checks the item for the saver's side (A §4), audited; a blank note unchecks", async () => {
      const { contractId, external, internal } = await leaseWithItems();
      const byAdmin = await saveNote(rent.admin!, contractId, internal, { checklistNote: "Score 720, ok" });
      expect(byAdmin.status).toBe(200);
      expect(itemsOf(byAdmin).find((item) => item.id === internal)).toMatchObject({ checklistNote: "Score 720, ok", isChecked: true, checkedInitials: "AD" });
      const byMerchant = await saveNote(rent.merchant!, contractId, external, { checklistNote: "Licence scanned" });
      expect(itemsOf(byMerchant).find((item) => item.id === external)).toMatchObject({ checklistNote: "Licence scanned", isCheckedExternal: true, isChecked: false });
      const [audit] = await auditRows(test.db, "checklist.item.noteSaved", external);
      expect(audit!.before).toMatchObject({ checklistNote: null, isCheckedExternal: false });
      expect(audit!.after).toMatchObject({ checklistNote: "Licence scanned", isCheckedExternal: true });

      const blank = await saveNote(rent.admin!, contractId, internal, { checklistNote: "   " });
      expect(itemsOf(blank).find((item) => item.id === internal)).toMatchObject({ checklistNote: null, isChecked: false, checkedInitials: null });
      // A partner's blank note unchecks and keeps the attribution: it names who unchecked (A §4).
      const cleared = await saveNote(rent.fandi!, contractId, external, { checklistNote: null });
      const fandiId = setup.tenants.RENT!.users.fandi;
      expect(itemsOf(cleared).find((item) => item.id === external)).toMatchObject({ checklistNote: null, isCheckedExternal: false, checkedInitials: "FA", sysLogins_Id: fandiId });
      expect((await itemRows(contractId)).find((row) => Number(row.id) === external)).toMatchObject({ checked_initials: "FA", sys_logins_id: fandiId });
    });

    it("keeps check marks still when the tenant turns on manualCheckmarkOnUpdateNote", async () => {
      const { contractId, external } = await leaseWithItems("CAPITAL");
      await test.db("tenants").where({ id: capitalId() }).update({ features: JSON.stringify({ RestOfCanada: true, manualCheckmarkOnUpdateNote: true }) });
      try {
        const response = await saveNote(capital.merchant!, contractId, external, { checklistNote: "Waiting for the scan" });
        expect(itemsOf(response).find((item) => item.id === external)).toMatchObject({ checklistNote: "Waiting for the scan", isCheckedExternal: false });
      } finally {
        await test.db("tenants").where({ id: capitalId() }).update({ features: JSON.stringify({ RestOfCanada: true }) });
      }
    });

    it("refuses a note over 500 characters (400, core's text), internal items for the merchant (403), bad bodies (400)", async () => {
      const { contractId, external, internal } = await leaseWithItems();
      const before = await itemRows(contractId);
      const exactly = "é".repeat(500);
      const tooLong = await saveNote(rent.admin!, contractId, internal, { checklistNote: `${exactly}x` });
      expect(tooLong.status).toBe(400);
      expect(tooLong.body.ErrorMessage).toBe("The note cannot exceed 500 characters.");
      expect((await saveNote(rent.merchant!, contractId, internal, { checklistNote: "x" })).status).toBe(403);
      for (const body of [{}, { checklistNote: 5 }, { checklistNote: "a", isChecked: true }, { note: "a" }]) {
        expect((await saveNote(rent.admin!, contractId, internal, body)).status, JSON.stringify(body)).toBe(400);
      }
      expect((await sendRaw(setup.app, "put", `${itemPath(contractId, internal)}/note`, rent.admin!, "{checklistNote:")).status).toBe(400);
      expect(await itemRows(contractId)).toEqual(before);
      const accepted = await saveNote(rent.admin!, contractId, external, { checklistNote: exactly });
      expect(itemsOf(accepted).find((item) => item.id === external)!.checklistNote).toBe(exactly);
    });

    it("answers 404 across tenants, 403 to read-only roles, 401 without a session", async () => {
      const rentLease = await leaseWithItems("RENT");
      expect((await saveNote(capital.admin!, rentLease.contractId, rentLease.external, { checklistNote: "x" })).status).toBe(404);
      expect((await saveNote(rent.collector!, rentLease.contractId, rentLease.external, { checklistNote: "x" })).status).toBe(403);
      expect((await request(setup.app).put(`${itemPath(rentLease.contractId, rentLease.external)}/note`).send({ checklistNote: "x" })).status).toBe(401);
      const [row] = await test.db("contract_checklist_items").where({ id: rentLease.external }).select("checklist_note");
      expect(row.checklist_note).toBeNull();
    });

    it("never answers 5xx to random bodies", async () => {
      const { contractId, external } = await leaseWithItems();
      const body = fc.oneof(fc.jsonValue(), fc.record({ checklistNote: fc.oneof(fc.string({ maxLength: 600 }), fc.jsonValue()) }));
      await fc.assert(
        fc.asyncProperty(body, async (value) => {
          const response = await sendRaw(setup.app, "put", `${itemPath(contractId, external)}/note`, rent.merchant!, JSON.stringify(value) ?? "null");
          expect(response.status).toBeLessThan(500);
        }),
        { numRuns: 40 },
      );
    });
  });

  describe("PUT /api/contracts/:contractId/checklist/complete", () => {
    const complete = (token: string, contractId: number | string, body: unknown) =>
      request(setup.app).put(`${checklistPath(contractId)}/complete?lang=en`).set(bearer(token)).send(body as object);

    it("lets the capital tenant's admin mark the checklist completed, which makes it read-only until switched back", async () => {
      const { contractId, external } = await leaseWithItems("CAPITAL");
      const done = await complete(capital.admin!, contractId, { complete: true });
      expect(done.status).toBe(200);
      expect(done.body.Result.isContractCompleted).toBe(true);
      const [audit] = await auditRows(test.db, "checklist.completion.changed", contractId);
      expect(audit).toMatchObject({ tenant_id: capitalId(), actor_user_id: setup.tenants.CAPITAL!.users.admin, before: { isContractCompleted: false }, after: { isContractCompleted: true } });

      const refused = await click(capital.merchant!, contractId, external, { tab: "external" });
      expect(refused.status).toBe(409);
      expect(refused.body.ErrorMessage).toBe("This checklist is read-only.");
      expect((await click(capital.admin!, contractId, external, { tab: "internal" })).status).toBe(409);

      expect((await complete(capital.admin!, contractId, { complete: true })).status).toBe(200);
      expect(await auditRows(test.db, "checklist.completion.changed", contractId)).toHaveLength(1);

      const reopened = await complete(capital.admin!, contractId, { complete: false });
      expect(reopened.body.Result.isContractCompleted).toBe(false);
      expect((await click(capital.merchant!, contractId, external, { tab: "external" })).status).toBe(200);
      const [row] = await test.db("contract_checklists").where({ contract_id: contractId }).select("is_completed", "completed_by_user_id");
      expect(Boolean(row.is_completed)).toBe(false);
      expect(row.completed_by_user_id).toBeNull();
    });

    it("refuses the admin of a tenant without the switch, and other roles, with 403; nothing changes", async () => {
      const { contractId } = await leaseWithItems("RENT");
      const refused = await complete(rent.admin!, contractId, { complete: true });
      expect(refused.status).toBe(403);
      expect(refused.body.ErrorMessage).toBe("You do not have access to this resource.");
      expect((await auditRows(test.db, "checklist.completion.refused", contractId)).at(-1)!.after).toEqual({ complete: true });
      expect((await complete(rent.merchant!, contractId, { complete: true })).status).toBe(403);
      expect((await complete(capital.merchant!, (await leaseWithItems("CAPITAL")).contractId, { complete: true })).status).toBe(403);
      expect((await request(setup.app).put(`${checklistPath(contractId)}/complete`).send({ complete: true })).status).toBe(401);
      const [row] = await test.db("contract_checklists").where({ contract_id: contractId }).select("is_completed");
      expect(Boolean(row.is_completed)).toBe(false);
    });

    it("answers 404 for another tenant's contract and 400 for bad bodies", async () => {
      const rentLease = await leaseWithItems("RENT");
      expect((await complete(capital.admin!, rentLease.contractId, { complete: true })).status).toBe(404);
      const { contractId } = await leaseWithItems("CAPITAL");
      for (const body of [{}, { complete: "yes" }, { complete: 1 }, { complete: true, by: 3 }, null]) {
        expect((await complete(capital.admin!, contractId, body)).status, JSON.stringify(body)).toBe(400);
      }
      expect((await sendRaw(setup.app, "put", `${checklistPath(contractId)}/complete`, capital.admin!, "{complete:true}")).status).toBe(400);
      expect(await auditRows(test.db, "checklist.completion.changed", contractId)).toEqual([]);
      await fc.assert(
        fc.asyncProperty(fc.jsonValue(), async (value) => {
          const response = await sendRaw(setup.app, "put", `${checklistPath(contractId)}/complete`, capital.admin!, JSON.stringify(value) ?? "null");
          expect(response.status).toBeLessThan(500);
        }),
        { numRuns: 30 },
      );
    });
  });
});
