import { mkdtempSync, readFileSync, rmSync, unlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { statementPdfMaxBytes, statementPdfMaxPages, thumbnailPath } from "@lendkit/core";
import fc from "fast-check";
import sharp from "sharp";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isoTime } from "../src/infra/clock.js";
import { fileDropIpLimit } from "../src/files/fileDrop.js";
import type { Storage } from "../src/context/services.js";
import { diskStorage } from "../src/files/storage.js";
import { contextOf, createServer } from "../src/server/createServer.js";
import { loginAs, makeApp, testPasswordParams } from "./app.js";
import { targets, type TestDatabase } from "./databases.js";
import { customerToken, insertContract, insertCustomer } from "./fixtures.js";
import { htmlText, makeBmp, makeGif, makeJpeg, makeJpegWithExif, makePagedPdf, makePdf, makePng, storedNames, svgText } from "./filesFixtures.js";

const tenMegabytes = 10 * 1024 * 1024;
const storedPath = /^contracts\\(\d+)\\([0-9a-f]{32}\.(jpg|png|pdf))$/;

describe.each(targets)("files on $name", (target) => {
  let test: TestDatabase;
  let setup: Awaited<ReturnType<typeof makeApp>>;
  let root: string;
  const tokens: Record<string, string> = {};
  let rentContract: number;
  let capitalContract: number;
  let customerId: number;

  beforeAll(async () => {
    test = await target.open();
    root = mkdtempSync(join(tmpdir(), "lendkit-files-test-"));
    setup = await makeApp(test.db, { storage: diskStorage(root) });
    for (const user of ["admin", "merchant", "fandi", "collector"]) tokens[user] = await loginAs(setup.app, user, "RENT");
    tokens.capitalAdmin = await loginAs(setup.app, "admin", "CAPITAL");
    customerId = await insertCustomer(test.db, setup.clock, setup.tenants.RENT!.id);
    rentContract = await insertContract(test.db, setup.clock, setup.tenants.RENT!.id, { customerId });
    capitalContract = await insertContract(test.db, setup.clock, setup.tenants.CAPITAL!.id);
  });
  afterAll(async () => {
    await test.close();
    rmSync(root, { recursive: true, force: true });
  });

  const auth = (user: string) => ({ Authorization: `Bearer ${tokens[user]}` });

  const upload = (user: string, contractId: number, bytes: Buffer, filename: string, contentType = "application/octet-stream") =>
    request(setup.app).post(`/api/contracts/${contractId}/files`).set(auth(user)).attach("file", bytes, { filename, contentType });

  const fileRows = () => test.db("files").select("*").orderBy("id");
  const fileCount = async () => Number((await test.db("files").count({ n: "*" }))[0]!.n);

  /** Runs `act` and checks it stored nothing: no new row, no new bytes. */
  const expectNothingStored = async (act: () => Promise<unknown>) => {
    const rowsBefore = await fileCount();
    const bytesBefore = storedNames(root).sort();
    await act();
    expect(await fileCount()).toBe(rowsBefore);
    expect(storedNames(root).sort()).toEqual(bytesBefore);
  };

  const expectError = (response: request.Response, status: number, english: RegExp) => {
    expect(response.status).toBe(status);
    expect(response.body.Success).toBe(false);
    expect(response.body.Result).toBeNull();
    expect(response.body.ErrorMessage).toMatch(english);
    // French first, then English (both languages in one message).
    expect(response.body.ErrorMessage).toContain(" / ");
  };

  describe("uploading each accepted type", () => {
    const cases = [
      { type: "JPEG", make: makeJpeg, name: "licence.jpg", mime: "image/jpeg", format: "jpeg", ext: "jpg" },
      { type: "PNG", make: makePng, name: "cheque.png", mime: "image/png", format: "png", ext: "png" },
      { type: "GIF", make: makeGif, name: "scan.gif", mime: "image/png", format: "png", ext: "png" },
      { type: "BMP", make: async () => makeBmp(), name: "paint.bmp", mime: "image/png", format: "png", ext: "png" },
    ] as const;

    for (const each of cases) {
      it(`stores a ${each.type} re-encoded as ${each.format}, with a 200 px thumb_ thumbnail (A §7)`, async () => {
        const original = await each.make();
        const response = await upload("merchant", rentContract, original, each.name, "image/whatever");
        expect(response.status).toBe(201);
        expect(response.body.Success).toBe(true);
        const result = response.body.Result as { id: number; description: string; path: string };
        expect(Object.keys(result).sort()).toEqual(["description", "id", "path"]);
        expect(result.description).toBe(each.name);
        const [, contractId, storedName, ext] = storedPath.exec(result.path) ?? [];
        expect(Number(contractId)).toBe(rentContract);
        expect(ext).toBe(each.ext);

        const row = await test.db("files").where({ id: result.id }).first();
        expect(row).toMatchObject({ tenant_id: setup.tenants.RENT!.id, stored_name: storedName, thumb_name: `thumb_${storedName}`, mime_type: each.mime, source: "staff", category: "general" });
        expect(Number(row.uploaded_by_user_id)).toBe(setup.tenants.RENT!.users.merchant);
        expect(storedNames(root)).toEqual(expect.arrayContaining([`RENT/${storedName}`, `RENT/thumb_${storedName}`]));
        expect(thumbnailPath(result.path)).toBe(`contracts\\${rentContract}\\thumb_${storedName}`);

        const served = await request(setup.app).get(`/api/files/${result.id}`).set(auth("merchant")).buffer(true).parse(binary);
        expect(served.status).toBe(200);
        expect(served.headers["content-type"]).toBe(each.mime);
        expect(served.headers["x-content-type-options"]).toBe("nosniff");
        expect(served.headers["content-disposition"]).toBe(`inline; filename="${each.name}"; filename*=UTF-8''${each.name}`);
        expect(served.headers["content-security-policy"]).toContain("default-src 'none'");
        const image = await sharp(served.body as Buffer).metadata();
        expect(image.format).toBe(each.format);
        expect([image.width, image.height]).toEqual(each.type === "BMP" ? [300, 200] : [400, 300]);

        const thumb = await request(setup.app).get(`/api/files/${result.id}/thumbnail`).set(auth("collector")).buffer(true).parse(binary);
        expect(thumb.status).toBe(200);
        expect(thumb.headers["content-type"]).toBe(each.mime);
        expect((await sharp(thumb.body as Buffer).metadata()).width).toBe(200);
      });
    }

    it("stores a PDF exactly as sent (after the %PDF- check), with no thumbnail", async () => {
      const pdf = makePdf();
      const response = await upload("fandi", rentContract, pdf, "Contrat signé.pdf", "application/pdf");
      expect(response.status).toBe(201);
      const result = response.body.Result;
      expect(result.path).toMatch(/\.pdf$/);
      expect(result.description).toBe("Contrat signé.pdf");
      const served = await request(setup.app).get(`/api/files/${result.id}`).set(auth("admin")).buffer(true).parse(binary);
      expect(served.headers["content-type"]).toBe("application/pdf");
      expect(served.headers["content-disposition"]).toBe(`inline; filename="Contrat sign_.pdf"; filename*=UTF-8''Contrat%20sign%C3%A9.pdf`);
      expect(Buffer.compare(served.body as Buffer, pdf)).toBe(0);
      const row = await test.db("files").where({ id: result.id }).first();
      expect(row.thumb_name).toBeNull();
      expect(row.mime_type).toBe("application/pdf");
      expect(Number(row.size_bytes)).toBe(pdf.length);
      expectError(await request(setup.app).get(`/api/files/${result.id}/thumbnail`).set(auth("admin")), 404, /not found/);
    });

    it("strips JPEG EXIF (camera, owner) while keeping the picture upright", async () => {
      const original = await makeJpegWithExif(400, 300);
      expect(await sharp(original).metadata()).toMatchObject({ orientation: 6, exif: expect.any(Buffer) });
      expect(original.includes("SpyCam")).toBe(true);
      const response = await upload("admin", rentContract, original, "photo.jpg", "image/jpeg");
      expect(response.status).toBe(201);
      const served = await request(setup.app).get(`/api/files/${response.body.Result.id}`).set(auth("admin")).buffer(true).parse(binary);
      const bytes = served.body as Buffer;
      const metadata = await sharp(bytes).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      expect([metadata.width, metadata.height]).toEqual([300, 400]);
      for (const secret of ["SpyCam", "Tracker", "5145550123", "Exif"]) expect(bytes.includes(secret), secret).toBe(false);
    });

    it("drops anything hidden after the picture (a JPEG/HTML polyglot)", async () => {
      const polyglot = Buffer.concat([await makeJpeg(50, 50), Buffer.from(htmlText)]);
      const response = await upload("admin", rentContract, polyglot, "x.jpg", "image/jpeg");
      expect(response.status).toBe(201);
      const served = await request(setup.app).get(`/api/files/${response.body.Result.id}`).set(auth("admin")).buffer(true).parse(binary);
      expect((served.body as Buffer).includes("<script>")).toBe(false);
    });

    it("takes the category from the field or the query, and refuses a bad one", async () => {
      const fromField = await request(setup.app)
        .post(`/api/contracts/${rentContract}/files`)
        .set(auth("admin"))
        .field("category", "licence")
        .attach("file", await makePng(20, 20), "a.png");
      expect(fromField.status).toBe(201);
      const fromQuery = await request(setup.app)
        .post(`/api/contracts/${rentContract}/files?category=Preuve%20de%20r%C3%A9sidence`)
        .set(auth("admin"))
        .attach("file", await makePng(20, 20), "b.png");
      expect(fromQuery.status).toBe(201);
      const categories = await test.db("files").whereIn("id", [fromField.body.Result.id, fromQuery.body.Result.id]).orderBy("id").pluck("category");
      expect(categories).toEqual(["licence", "Preuve de résidence"]);
      await expectNothingStored(async () => {
        const bad = await request(setup.app)
          .post(`/api/contracts/${rentContract}/files`)
          .set(auth("admin"))
          .field("category", "<script>")
          .attach("file", await makePng(20, 20), "c.png");
        expectError(bad, 400, /category/);
        const badQuery = await request(setup.app).post(`/api/contracts/${rentContract}/files?category=${"x".repeat(51)}`).set(auth("admin")).attach("file", await makePng(20, 20), "c.png");
        expectError(badQuery, 400, /category/);
      });
    });
  });

  describe("refusals (SECURITY 20, 21)", () => {
    it("refuses a file one byte over the cap while streaming: 413, nothing stored", async () => {
      await expectNothingStored(async () => {
        const oversize = makePdf(tenMegabytes + 1);
        const response = await upload("admin", rentContract, oversize, "big.pdf", "application/pdf");
        expectError(response, 413, /too large \(maximum 10 MB\)/);
        expect(response.body.ErrorMessage).toContain("maximum 10 Mo");
      });
    });

    it("accepts a file of exactly the cap, refuses cap + 1 and a body declared larger than the caps", async () => {
      const small = createServer({ db: test.db, clock: setup.clock, logger: contextOf(setup.app).logger, passwordParams: testPasswordParams, storage: diskStorage(root), uploads: { maxBytes: 4096 } });
      const exact = await request(small).post(`/api/contracts/${rentContract}/files`).set(auth("admin")).attach("file", makePdf(4096), "exact.pdf");
      expect(exact.status).toBe(201);
      expect(Number((await test.db("files").where({ id: exact.body.Result.id }).first()).size_bytes)).toBe(4096);
      await expectNothingStored(async () => {
        const over = await request(small).post(`/api/contracts/${rentContract}/files`).set(auth("admin")).attach("file", makePdf(4097), "over.pdf");
        expectError(over, 413, /maximum 4 kB/);
        const declared = await request(small)
          .post(`/api/contracts/${rentContract}/files`)
          .set(auth("admin"))
          .set("Content-Type", "multipart/form-data; boundary=xyz")
          .send(Buffer.alloc(200_000, 0x61));
        expectError(declared, 413, /too large/);
      });
    });

    it("refuses types by their bytes whatever the name or Content-Type says: HTML as x.jpg, SVG, text, HTML behind %PDF-", async () => {
      await expectNothingStored(async () => {
        const lies = [
          { bytes: Buffer.from(htmlText), filename: "x.jpg", contentType: "image/jpeg" },
          { bytes: Buffer.from(svgText), filename: "logo.svg", contentType: "image/svg+xml" },
          { bytes: Buffer.from(svgText), filename: "logo.png", contentType: "image/png" },
          { bytes: Buffer.from("name,amount\nJulie,500\n"), filename: "data.pdf", contentType: "application/pdf" },
          { bytes: Buffer.from("PK\u0003\u0004word"), filename: "doc.gif", contentType: "image/gif" },
          // %PDF- then a web page (issue 17): the prefix alone is not a PDF.
          { bytes: Buffer.from(`%PDF-${htmlText}`), filename: "releve.pdf", contentType: "application/pdf" },
          { bytes: Buffer.from(`%PDF-1.7\n${htmlText}\n1 0 obj <<>> endobj\n%%EOF\n`), filename: "releve.pdf", contentType: "application/pdf" },
        ];
        for (const lie of lies) {
          const response = await upload("admin", rentContract, lie.bytes, lie.filename, lie.contentType);
          expectError(response, 415, /not accepted/);
        }
      });
    });

    it("refuses a picture whose bytes do not decode (422), nothing stored", async () => {
      await expectNothingStored(async () => {
        const jpegHeadOnly = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from("garbage".repeat(20))]);
        expectError(await upload("admin", rentContract, jpegHeadOnly, "a.jpg"), 422, /damaged/);
        const pngSignatureOnJpeg = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), (await makeJpeg(20, 20)).subarray(8)]);
        expectError(await upload("admin", rentContract, pngSignatureOnJpeg, "a.png"), 422, /damaged/);
        const truncated = (await makePng(100, 100)).subarray(0, 200);
        expectError(await upload("admin", rentContract, truncated, "a.png"), 422, /damaged/);
        const bmpTooBig = makeBmp(4, 4);
        bmpTooBig.writeInt32LE(100_000, 18);
        bmpTooBig.writeInt32LE(100_000, 22);
        expectError(await upload("admin", rentContract, bmpTooBig, "a.bmp"), 422, /too many pixels/);
        const bmpShort = makeBmp(40, 40).subarray(0, 300);
        expectError(await upload("admin", rentContract, bmpShort, "a.bmp"), 422, /damaged/);
      });
    });

    it("refuses two files, no file, an empty file, another file field, an unknown field and non-multipart bodies", async () => {
      const png = await makePng(20, 20);
      await expectNothingStored(async () => {
        const post = () => request(setup.app).post(`/api/contracts/${rentContract}/files`).set(auth("admin"));
        expectError(await post().attach("file", png, "a.png").attach("file", png, "b.png"), 413, /one file at a time/);
        expectError(await post().field("category", "licence"), 400, /No file/);
        expectError(await post().attach("file", Buffer.alloc(0), ""), 400, /No file/);
        expectError(await post().attach("document", png, "a.png"), 400, /Only the fields/);
        expectError(await post().attach("file", png, "a.png").field("role", "7"), 400, /Only the fields/);
        expectError(await post().send({ file: png.toString("base64") }), 415, /multipart/);
        expectError(await post(), 415, /multipart/);
        expectError(await post().set("Content-Type", "text/plain").send("hello"), 415, /multipart/);
        expectError(await post().set("Content-Type", "multipart/form-data").send("no boundary"), 400, /could not be read/);
        const truncated = "--xyz\r\nContent-Disposition: form-data; name=\"file\"; filename=\"a.png\"\r\n\r\n" + "abc";
        expectError(await post().set("Content-Type", "multipart/form-data; boundary=xyz").send(truncated), 400, /could not be read/);
      });
    });

    it("never uses the client's name in a path: traversal and control characters stay display text", async () => {
      const png = await makePng(20, 20);
      const names = [
        { sent: "../../etc/passwd", shown: "passwd" },
        { sent: "..\\..\\windows\\win.ini", shown: "win.ini" },
        { sent: "gpj\u202e.exe", shown: "gpj.exe" },
        { sent: "..", shown: "file" },
        { sent: "a\u0085b\u200fc.png", shown: "abc.png" },
        { sent: "tab\there.png", shown: "tab here.png" },
      ];
      for (const name of names) {
        const response = await upload("admin", rentContract, png, name.sent, "image/png");
        expect(response.status, name.sent).toBe(201);
        expect(response.body.Result.description).toBe(name.shown);
        expect(response.body.Result.path).toMatch(storedPath);
      }
      // A NUL in the part header is malformed multipart: refused before anything is read.
      await expectNothingStored(async () => expectError(await upload("admin", rentContract, png, "a\u0000b.png"), 400, /could not be read/));
      const outside = storedNames(root).filter((name) => !/^(RENT|CAPITAL)\/(thumb_)?[0-9a-f]{32}\.(jpg|png|pdf)$/.test(name));
      expect(outside).toEqual([]);
    });

    it("never answers random bytes, names and Content-Types with a 5xx (fast-check)", async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(fc.uint8Array({ maxLength: 300 }), fc.constantFrom(...[[0xff, 0xd8, 0xff], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], [0x47, 0x49, 0x46, 0x38, 0x39, 0x61], [0x25, 0x50, 0x44, 0x46, 0x2d]].map((head) => new Uint8Array(head))), fc.tuple(fc.constantFrom(new Uint8Array([0x42, 0x4d])), fc.uint8Array({ minLength: 60, maxLength: 200 })).map(([head, tail]) => { const all = new Uint8Array(head.length + tail.length); all.set(head); all.set(tail, 2); all[14] = 40; all[15] = 0; all[16] = 0; all[17] = 0; return all; })),
          fc.string({ maxLength: 40 }),
          fc.constantFrom("image/jpeg", "image/svg+xml", "text/html", "application/pdf", "application/octet-stream"),
          async (bytes, name, contentType) => {
            const response = await upload("admin", rentContract, Buffer.from(bytes), name.replace(/["\r\n]/g, "") || "f", contentType);
            expect(response.status, `${response.status} ${JSON.stringify(response.body)}`).toBeLessThan(500);
            expect([201, 400, 413, 415, 422]).toContain(response.status);
          },
        ),
        { numRuns: 40 },
      );
    });

    it("never answers random raw multipart bodies with a 5xx (fast-check)", async () => {
      await fc.assert(
        fc.asyncProperty(fc.string({ maxLength: 400 }), async (body) => {
          const response = await request(setup.app)
            .post(`/api/contracts/${rentContract}/files`)
            .set(auth("admin"))
            .set("Content-Type", "multipart/form-data; boundary=b")
            .send(`--b\r\n${body}`);
          expect(response.status).toBeLessThan(500);
        }),
        { numRuns: 40 },
      );
    });
  });

  describe("access (SECURITY 13, 14)", () => {
    let rentFile: number;
    beforeAll(async () => {
      rentFile = (await upload("merchant", rentContract, await makePng(30, 30), "rent.png")).body.Result.id;
    });

    it("answers another tenant's contract or file with 404 and changes nothing", async () => {
      await expectNothingStored(async () => {
        expectError(await upload("capitalAdmin", rentContract, await makePng(20, 20), "x.png"), 404, /not found/);
        expectError(await upload("admin", capitalContract, await makePng(20, 20), "x.png"), 404, /not found/);
        expectError(await request(setup.app).get(`/api/contracts/${rentContract}/files`).set(auth("capitalAdmin")), 404, /not found/);
        expectError(await request(setup.app).get(`/api/files/${rentFile}`).set(auth("capitalAdmin")), 404, /not found/);
        expectError(await request(setup.app).get(`/api/files/${rentFile}/thumbnail`).set(auth("capitalAdmin")), 404, /not found/);
        expectError(await request(setup.app).delete(`/api/files/${rentFile}`).set(auth("capitalAdmin")), 404, /not found/);
        for (const id of ["0", "-1", "abc", "1e3", "99999999999", "2147483648"]) {
          expectError(await request(setup.app).get(`/api/files/${id}`).set(auth("admin")), 404, /not found/);
        }
      });
      expect(await test.db("files").where({ id: rentFile }).first()).toBeDefined();
    });

    it("answers 401 without a session on every route but fileDrop", async () => {
      await expectNothingStored(async () => {
        expect((await request(setup.app).post(`/api/contracts/${rentContract}/files`).attach("file", await makePng(20, 20), "a.png")).status).toBe(401);
        expect((await request(setup.app).get(`/api/contracts/${rentContract}/files`)).status).toBe(401);
        expect((await request(setup.app).get(`/api/files/${rentFile}`)).status).toBe(401);
        expect((await request(setup.app).get(`/api/files/${rentFile}/thumbnail`)).status).toBe(401);
        expect((await request(setup.app).delete(`/api/files/${rentFile}`)).status).toBe(401);
        expect((await request(setup.app).get(`/api/files/${rentFile}`).set("Authorization", "Bearer not-a-token")).status).toBe(401);
      });
    });

    it("lets collectors read but not upload or delete, and keeps customers out (403)", async () => {
      const list = await request(setup.app).get(`/api/contracts/${rentContract}/files`).set(auth("collector"));
      expect(list.status).toBe(200);
      const item = (list.body.Result as Array<Record<string, unknown>>).find((each) => each.id === rentFile);
      expect(item).toMatchObject({ description: "rent.png", category: "general", mimeType: "image/png", source: "staff", url: `/api/files/${rentFile}`, thumbnailUrl: `/api/files/${rentFile}/thumbnail` });
      expect(item?.path).toMatch(storedPath);
      expect(Object.keys(item!)).not.toContain("sha256");
      expect((await request(setup.app).get(`/api/files/${rentFile}`).set(auth("collector"))).status).toBe(200);
      const customer = await customerToken(test.db, setup.clock, setup.tenants.RENT!.id, customerId);
      await expectNothingStored(async () => {
        expectError(await upload("collector", rentContract, await makePng(20, 20), "a.png"), 403, /do not have access/);
        expectError(await request(setup.app).delete(`/api/files/${rentFile}`).set(auth("collector")), 403, /do not have access/);
        const asCustomer = { Authorization: `Bearer ${customer}` };
        expect((await request(setup.app).post(`/api/contracts/${rentContract}/files`).set(asCustomer).attach("file", await makePng(20, 20), "a.png")).status).toBe(403);
        expect((await request(setup.app).get(`/api/contracts/${rentContract}/files`).set(asCustomer)).status).toBe(403);
        expect((await request(setup.app).get(`/api/files/${rentFile}`).set(asCustomer)).status).toBe(403);
      });
    });
  });

  describe("deleting", () => {
    it("removes the row, the bytes and the thumbnail, and writes the audit row", async () => {
      const id = (await upload("merchant", rentContract, await makePng(30, 30), "gone.png")).body.Result.id;
      const row = await test.db("files").where({ id }).first();
      expect(storedNames(root)).toEqual(expect.arrayContaining([`RENT/${row.stored_name}`, `RENT/${row.thumb_name}`]));
      const response = await request(setup.app).delete(`/api/files/${id}`).set(auth("merchant"));
      expect(response.status).toBe(200);
      expect(response.body.Result).toEqual({ id });
      expect(await test.db("files").where({ id }).first()).toBeUndefined();
      expect(storedNames(root)).not.toContain(`RENT/${row.stored_name}`);
      expect(storedNames(root)).not.toContain(`RENT/${row.thumb_name}`);
      expectError(await request(setup.app).get(`/api/files/${id}`).set(auth("merchant")), 404, /not found/);
      const audit = await test.db("audit_log").where({ action: "file.deleted", entity_id: String(id) }).first();
      expect(Number(audit.actor_user_id)).toBe(setup.tenants.RENT!.users.merchant);
      expect(JSON.parse(audit.before_json)).toMatchObject({ description: "gone.png", storedName: row.stored_name, sha256: row.sha256, mimeType: "image/png" });
      expectError(await request(setup.app).delete(`/api/files/${id}`).set(auth("merchant")), 404, /not found/);
    });

    it("lets only an admin or the uploader delete (403 audited otherwise)", async () => {
      const id = (await upload("merchant", rentContract, await makePng(30, 30), "keep.png")).body.Result.id;
      expectError(await request(setup.app).delete(`/api/files/${id}`).set(auth("fandi")), 403, /administrator or the person who added/);
      expect(await test.db("files").where({ id }).first()).toBeDefined();
      const refusal = await test.db("audit_log").where({ action: "access.denied", entity: "file", entity_id: String(id) }).first();
      expect(Number(refusal.actor_user_id)).toBe(setup.tenants.RENT!.users.fandi);
      expect((await request(setup.app).delete(`/api/files/${id}`).set(auth("admin"))).status).toBe(200);
    });

    it("answers 404 (not 500) when a row's bytes are gone", async () => {
      const id = (await upload("admin", rentContract, await makePng(30, 30), "lost.png")).body.Result.id;
      const row = await test.db("files").where({ id }).first();
      unlinkSync(join(root, "RENT", row.stored_name));
      expectError(await request(setup.app).get(`/api/files/${id}`).set(auth("admin")), 404, /no longer available/);
    });
  });

  describe("audit (SECURITY 29)", () => {
    it("writes one row per upload with the file's facts and never its bytes", async () => {
      const png = await makePng(64, 64);
      const response = await upload("fandi", rentContract, png, "audit.png");
      const audit = await test.db("audit_log").where({ action: "file.uploaded", entity_id: String(response.body.Result.id) }).first();
      expect(audit).toMatchObject({ tenant_id: setup.tenants.RENT!.id, entity: "file" });
      expect(Number(audit.actor_user_id)).toBe(setup.tenants.RENT!.users.fandi);
      expect(audit.request_id).toBe(response.headers["x-request-id"]);
      const after = JSON.parse(audit.after_json);
      expect(after).toMatchObject({ contractId: rentContract, description: "audit.png", category: "general", mimeType: "image/png", source: "staff" });
      expect(after.sha256).toMatch(/^[0-9a-f]{64}$/);
      expect(audit.after_json.length).toBeLessThan(400);
      expect(audit.after_json).not.toContain(png.subarray(16, 40).toString("base64"));
    });

    it("leaves nothing behind when storing fails half-way, and answers 500 without details", async () => {
      const failing = mkdtempSync(join(tmpdir(), "lendkit-files-failing-"));
      const disk = diskStorage(failing);
      let puts = 0;
      const storage: Storage = {
        ...disk,
        async put(tenant, name, bytes) {
          puts += 1;
          if (puts === 2) throw new Error("disk full");
          await disk.put(tenant, name, bytes);
        },
      };
      const app = createServer({ db: test.db, clock: setup.clock, logger: contextOf(setup.app).logger, passwordParams: testPasswordParams, storage });
      const before = await fileCount();
      const response = await request(app).post(`/api/contracts/${rentContract}/files`).set(auth("admin")).attach("file", await makePng(30, 30), "a.png");
      expect(response.status).toBe(500);
      expect(response.body.ErrorMessage).not.toContain("disk full");
      expect(await fileCount()).toBe(before);
      expect(storedNames(failing)).toEqual([]);
      rmSync(failing, { recursive: true, force: true });
    });
  });

  describe("fileDrop (C §7)", () => {
    const slug = "Ab3_dE5-fG7hI9jK1lM3nO5pQ7rS9tU";
    /** The applicant's session, as the one-time code opens it (C §1: a slug and a code). */
    let asApplicant: { Authorization: string };
    const anonymousDrop = (slugText: string, bytes: Buffer, filename: string) =>
      request(setup.app).post(`/api/fileDrop/${slugText}/uploadImage`).attach("file", bytes, { filename, contentType: "image/png" });
    /** An upload with the applicant's session (`.set` another header to be someone else). */
    const drop = (slugText: string, bytes: Buffer, filename: string) => anonymousDrop(slugText, bytes, filename).set(asApplicant);

    beforeAll(async () => {
      // A fresh rate-limit window for the IP limit.
      setup.clock.advance(fileDropIpLimit.windowMs);
      const expires = isoTime(new Date(setup.clock.now().getTime() + 24 * 3600_000));
      await test.db("contracts").where({ id: rentContract }).update({ slug, slug_expires_at: expires });
      asApplicant = { Authorization: `Bearer ${await customerToken(test.db, setup.clock, setup.tenants.RENT!.id, customerId)}` };
    });

    it("stores nothing for a slug alone (401 before the body is read), and the applicant's picture on the slug's contract with the code's session", async () => {
      await expectNothingStored(async () => {
        expectError(await anonymousDrop(slug, await makePng(20, 20), "a.png"), 401, /sign in|connect/i);
      });
      const response = await drop(slug, await makeJpeg(100, 80), "releve-banque.jpg");
      expect(response.status).toBe(201);
      expect(Object.keys(response.body.Result).sort()).toEqual(["description", "id", "path"]);
      expect(response.body.Result.path).toMatch(new RegExp(`^contracts\\\\${rentContract}\\\\[0-9a-f]{32}\\.jpg$`));
      const row = await test.db("files").where({ id: response.body.Result.id }).first();
      expect(row).toMatchObject({ tenant_id: setup.tenants.RENT!.id, source: "fileDrop", category: "fileDrop", uploaded_by_user_id: null });
      expect(Number(row.uploaded_by_customer_id)).toBe(customerId);
      expect(storedNames(root)).toContain(`RENT/thumb_${row.stored_name}`);
      const audit = await test.db("audit_log").where({ action: "file.uploaded", entity_id: String(row.id) }).first();
      expect(Number(audit.actor_customer_id)).toBe(customerId);
      expect(audit.after_json).not.toContain(slug);
      // Staff see it in the contract's list.
      const list = await request(setup.app).get(`/api/contracts/${rentContract}/files`).set(auth("admin"));
      expect((list.body.Result as Array<{ id: number }>).map((each) => each.id)).toContain(row.id);
    });

    it("answers an unknown, malformed or expired slug with 404 and stores nothing", async () => {
      await expectNothingStored(async () => {
        const png = await makePng(20, 20);
        expectError(await drop("Zz3_dE5-fG7hI9jK1lM3nO5pQ7rS9tU", png, "a.png"), 404, /not found/);
        expectError(await drop("short", png, "a.png"), 404, /not found/);
        expectError(await drop("..%2F..%2Fetc", png, "a.png"), 404, /not found/);
        await test.db("contracts").where({ id: rentContract }).update({ slug_expires_at: isoTime(setup.clock.now()) });
        expectError(await drop(slug, png, "a.png"), 404, /not found/);
      });
      const refusal = await test.db("audit_log").where({ action: "fileDrop.refused" }).orderBy("id", "desc").first();
      expect(refusal.after_json).not.toContain(slug);
      await test.db("contracts").where({ id: rentContract }).update({ slug_expires_at: isoTime(new Date(setup.clock.now().getTime() + 3600_000)) });
    });

    it("takes a PDF statement as it came, with no thumbnail, from its bytes", async () => {
      const pdf = makePagedPdf(3);
      const response = await drop(slug, pdf, "Relevé octobre.pdf");
      expect(response.status).toBe(201);
      expect(response.body.Result.path).toMatch(/\.pdf$/);
      const row = await test.db("files").where({ id: response.body.Result.id }).first();
      expect(row).toMatchObject({ mime_type: "application/pdf", thumb_name: null, source: "fileDrop", category: "fileDrop" });
      const served = await request(setup.app).get(`/api/files/${row.id}`).set(auth("admin")).buffer(true).parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => done(null, Buffer.concat(chunks)));
      });
      expect(Buffer.compare(served.body as Buffer, pdf)).toBe(0);
      await request(setup.app).delete(`/api/fileDrop/${slug}/files/${row.id}`).set(asApplicant);
    });

    it("refuses a fake PDF, one of too many pages or none, and one too large, in the caller's language, storing nothing", async () => {
      await expectNothingStored(async () => {
        expectError(await drop(slug, Buffer.from(`%PDF-1.7\n${htmlText}\n1 0 obj <<>> endobj\n%%EOF\n`), "releve.pdf"), 415, /not accepted/);
        const tooMany = await drop(slug, makePagedPdf(statementPdfMaxPages + 1), "releve.pdf").set("Accept-Language", "fr-CA");
        expect(tooMany.status).toBe(422);
        expect(tooMany.body.ErrorMessage).toBe(`Ce PDF compte trop de pages (maximum ${statementPdfMaxPages}). Envoyez seulement les relevés des 3 derniers mois.`);
        const noPages = await drop(slug, Buffer.from(makePdf().toString("latin1").replace("/Type /Page /Parent", "/Parent"), "latin1"), "releve.pdf").set("Accept-Language", "en");
        expect(noPages.status).toBe(422);
        expect(noPages.body.ErrorMessage).toMatch(/^The pages of this PDF could not be read/);
        const large = await drop(slug, makePdf(statementPdfMaxBytes + 1), "releve.pdf").set("Accept-Language", "en");
        expect(large.status).toBe(413);
        expect(large.body.ErrorMessage).toBe("This PDF is too large (maximum 5 MB). Send the statements of the last 3 months only.");
        // Exactly the most pages passes the page check (then removed, so nothing stays).
        const most = await drop(slug, makePagedPdf(statementPdfMaxPages), "releve.pdf");
        expect(most.status).toBe(201);
        await request(setup.app).delete(`/api/fileDrop/${slug}/files/${most.body.Result.id}`).set(asApplicant);
      });
    });

    it("takes pictures and PDFs only: an SVG and a second file are refused", async () => {
      await expectNothingStored(async () => {
        expectError(await drop(slug, Buffer.from(svgText), "x.png"), 415, /not accepted/);
        const png = await makePng(20, 20);
        const two = await request(setup.app).post(`/api/fileDrop/${slug}/uploadImage`).set(asApplicant).attach("file", png, "a.png").attach("file", png, "b.png");
        expectError(two, 413, /one file at a time/);
        const withField = await request(setup.app).post(`/api/fileDrop/${slug}/uploadImage`).set(asApplicant).field("category", "x").attach("file", png, "a.png");
        expectError(withField, 400, /Only the fields/);
      });
    });

    it("answers the slug 404 to another tenant's session, another customer's, and a deployment of another public tenant, storing nothing (SECURITY 14)", async () => {
      const png = await makePng(20, 20);
      const rent = setup.tenants.RENT!.id;
      const otherCustomer = await insertCustomer(test.db, setup.clock, rent, { email: "autre.client@example.com" });
      const asOtherCustomer = { Authorization: `Bearer ${await customerToken(test.db, setup.clock, rent, otherCustomer)}` };
      const capitalDeployment = createServer({ db: test.db, clock: setup.clock, logger: contextOf(setup.app).logger, passwordParams: testPasswordParams, storage: diskStorage(root), publicTenant: "CAPITAL" });
      const before = (await test.db("audit_log").max({ id: "id" }).first())?.id ?? 0;
      await expectNothingStored(async () => {
        expectError(await drop(slug, png, "a.png").set(auth("capitalAdmin")), 404, /not found/);
        expectError(await drop(slug, png, "a.png").set(asOtherCustomer), 404, /not found/);
        const anonymous = await request(capitalDeployment).post(`/api/fileDrop/${slug}/uploadImage`).attach("file", png, { filename: "a.png", contentType: "image/png" });
        expectError(anonymous, 401, /sign in|connect/i);
      });
      const refusals = await test.db("audit_log").where({ action: "fileDrop.refused" }).andWhere("id", ">", before).orderBy("id");
      expect(refusals.map((row) => JSON.parse(row.after_json).reason)).toEqual(["notCallersFlow", "notCallersFlow"]);
      expect(refusals[0]).toMatchObject({ tenant_id: setup.tenants.CAPITAL!.id, actor_user_id: setup.tenants.CAPITAL!.users.admin, entity_id: null });
      expect(Number(refusals[1].actor_customer_id)).toBe(otherCustomer);
      // The slug's own customer and staff of its tenant still may.
      expect((await drop(slug, png, "b.png")).status).toBe(201);
      expect((await drop(slug, png, "c.png").set(auth("admin"))).status).toBe(201);
    });

    it("limits uploads per client IP with 429 and Retry-After", async () => {
      setup.clock.advance(fileDropIpLimit.windowMs);
      const png = await makePng(10, 10);
      asApplicant = { Authorization: `Bearer ${await customerToken(test.db, setup.clock, setup.tenants.RENT!.id, customerId)}` };
      for (let hit = 0; hit < fileDropIpLimit.max; hit += 1) {
        expect((await drop("Unknown_slug_0000000000000", png, "a.png")).status).toBe(404);
      }
      await expectNothingStored(async () => {
        const throttled = await drop(slug, png, "a.png");
        expectError(throttled, 429, /Too many/);
        expect(Number(throttled.headers["retry-after"])).toBeGreaterThan(0);
      });
      setup.clock.advance(fileDropIpLimit.windowMs);
      // A new code's session: the first one went idle while the window passed.
      asApplicant = { Authorization: `Bearer ${await customerToken(test.db, setup.clock, setup.tenants.RENT!.id, customerId)}` };
      expect((await drop(slug, png, "a.png")).status).toBe(201);
    });

    it("refuses a picture over the size cap with a bilingual 413, and stores nothing", async () => {
      setup.clock.advance(fileDropIpLimit.windowMs);
      asApplicant = { Authorization: `Bearer ${await customerToken(test.db, setup.clock, setup.tenants.RENT!.id, customerId)}` };
      await expectNothingStored(async () => {
        const response = await drop(slug, Buffer.concat([await makePng(10, 10), Buffer.alloc(tenMegabytes)]), "huge.png");
        expectError(response, 413, /too large \(maximum 10 MB\)/);
        expect(response.body.ErrorMessage).toContain("maximum 10 Mo");
      });
    });

    it("lets the applicant delete a picture they dropped (Supprimer), never a staff file, another flow's, or one submitted for review", async () => {
      setup.clock.advance(fileDropIpLimit.windowMs);
      asApplicant = { Authorization: `Bearer ${await customerToken(test.db, setup.clock, setup.tenants.RENT!.id, customerId)}` };
      await test.db("contracts").where({ id: rentContract }).update({ slug_expires_at: isoTime(new Date(setup.clock.now().getTime() + 3600_000)) });
      const png = await makePng(20, 20);
      const first = await drop(slug, png, "releve.png");
      expect(first.body.ErrorMessage).toBeNull();
      const dropped = first.body.Result as { id: number };
      // A staff file on the same contract (a row as the staff upload writes it).
      const { id: _id, ...droppedRow } = (await test.db("files").where({ id: dropped.id }).first()) as Record<string, unknown>;
      const [staffRow] = (await test.db("files")
        .insert({ ...droppedRow, source: "staff", category: "general", uploaded_by_customer_id: null, stored_name: "staff-copy.png", thumb_name: null })
        .returning("id")) as Array<{ id: number }>;
      const staffFile = { id: Number(staffRow!.id) };
      const otherContract = await insertContract(test.db, setup.clock, setup.tenants.RENT!.id, { customerId });
      const otherSlug = "Xy3_dE5-fG7hI9jK1lM3nO5pQ7rS9tU";
      await test.db("contracts").where({ id: otherContract }).update({ slug: otherSlug, slug_expires_at: isoTime(new Date(setup.clock.now().getTime() + 3600_000)) });
      const otherDropped = (await drop(otherSlug, png, "autre.png")).body.Result as { id: number };
      const remove = (slugText: string, id: number) => request(setup.app).delete(`/api/fileDrop/${slugText}/files/${id}`).set(asApplicant);
      // Without the code's session: 401, nothing removed.
      expect((await request(setup.app).delete(`/api/fileDrop/${slug}/files/${dropped.id}`)).status).toBe(401);
      // A staff upload, another flow's picture, or a malformed id: 404.
      expectError(await remove(slug, staffFile.id), 404, /not found/);
      expectError(await remove(slug, otherDropped.id), 404, /not found/);
      expectError(await remove(slug, 0), 404, /not found/);
      expect(await test.db("files").whereIn("id", [dropped.id, staffFile.id, otherDropped.id]).pluck("id")).toHaveLength(3);
      const deleted = await remove(slug, dropped.id);
      expect(deleted.status).toBe(200);
      expect(deleted.body.Result).toEqual({ id: dropped.id });
      expect(await test.db("files").where({ id: dropped.id }).first()).toBeUndefined();
      const audit = await test.db("audit_log").where({ action: "file.deleted", entity_id: String(dropped.id) }).first();
      expect(audit).toBeDefined();
      // Submitted for the lender's review: the pictures stay (409).
      const kept = (await drop(slug, png, "garde.png")).body.Result as { id: number };
      await test.db("bank_verifications").insert({
        tenant_id: setup.tenants.RENT!.id,
        contract_id: rentContract,
        provider: "manual",
        mode: "manual",
        request_code: "f".repeat(32),
        provider_reference: "statements",
        status: "pendingReview",
        created_at: isoTime(setup.clock.now()),
      });
      const refused = await remove(slug, kept.id);
      expect(refused.status).toBe(409);
      expect(refused.body.ErrorMessage).toContain(" / ");
      expect(await test.db("files").where({ id: kept.id }).first()).toBeDefined();
    });
  });
});

/** supertest parser that keeps the body as bytes whatever the Content-Type. */
function binary(res: request.Response, callback: (error: Error | null, body: Buffer) => void) {
  const stream = res as unknown as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on("data", (chunk: Buffer) => chunks.push(chunk));
  stream.on("end", () => callback(null, Buffer.concat(chunks)));
}
