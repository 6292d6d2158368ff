import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  createUploadQueue,
  nextUploadToStart,
  uploadFailureText,
  uploadInFlight,
  uploadQueueReducer,
  uploadReasonText,
  type UploadResult,
  type UploadEvent,
  type UploadFileLike,
  type UploadQueue,
  uploadRefusals,
} from "./index.js";

const file = (name: string): UploadFileLike => ({ name, size: 10, type: "image/jpeg" });
const result = (id: number): UploadResult => ({ id, description: `f${id}.jpg`, path: `\\up\\f${id}.jpg` });

const apply = (queue: UploadQueue, ...events: UploadEvent[]) =>
  events.reduce((current, event) => {
    const step = uploadQueueReducer(current, event);
    if (!step.ok) throw new Error(`refused: ${step.reason}`);
    return step.queue;
  }, queue);

describe("upload queue (A §4)", () => {
  const two = apply(createUploadQueue(), {
    type: "add",
    files: [
      { id: "a", file: file("a.jpg") },
      { id: "b", file: file("b.pdf") },
    ],
  });

  it("queues files with previews and starts them one at a time in order", () => {
    const previewed = apply(two, { type: "preview", id: "a", preview: "data:image/jpeg;base64,AAAA" });
    expect(previewed.items[0]).toMatchObject({ id: "a", preview: "data:image/jpeg;base64,AAAA", status: "queued" });
    expect(nextUploadToStart(previewed)?.id).toBe("a");
    const started = apply(previewed, { type: "start", id: "a" });
    expect(uploadInFlight(started)?.id).toBe("a");
    expect(nextUploadToStart(started)).toBeNull();
    expect(uploadQueueReducer(started, { type: "start", id: "b" })).toMatchObject({ ok: false, reason: "busy" });
    expect(uploadQueueReducer(two, { type: "start", id: "b" })).toMatchObject({ ok: false, reason: "notNext" });
  });

  it("moves a success out of the queue and hands the result on", () => {
    const started = apply(two, { type: "start", id: "a" });
    const step = uploadQueueReducer(started, { type: "succeed", id: "a", result: result(7) });
    expect(step).toEqual({ ok: true, queue: { items: [two.items[1]] }, uploaded: result(7) });
  });

  it("keeps a failure with its error until retried or removed", () => {
    const failed = apply(two, { type: "start", id: "a" }, { type: "fail", id: "a", code: "network" });
    expect(failed.items[0]).toMatchObject({ status: "failed", failure: { code: "network", detail: null }, attempts: 1 });
    expect(nextUploadToStart(failed)?.id).toBe("b");
    expect(uploadFailureText("en", failed.items[0]!)).toBe(
      "a.jpg could not be uploaded. The connection was lost. Check your network and try again.",
    );
    expect(uploadFailureText("fr", failed.items[0]!)).toBe(
      "a.jpg n'a pas pu être téléversé. La connexion a été perdue. Vérifiez votre réseau et réessayez.",
    );
    const retried = apply(failed, { type: "retry", id: "a" });
    expect(retried.items[0]).toMatchObject({ status: "queued", failure: null });
    expect(nextUploadToStart(retried)?.id).toBe("a");
    expect(apply(failed, { type: "remove", id: "a" }).items.map((item) => item.id)).toEqual(["b"]);
  });

  it("refuses what would lose or duplicate a file", () => {
    const started = apply(two, { type: "start", id: "a" });
    const reason = (queue: UploadQueue, event: UploadEvent) => {
      const step = uploadQueueReducer(queue, event);
      return step.ok ? "ok" : step.reason;
    };
    expect(reason(two, { type: "add", files: [{ id: "a", file: file("x") }] })).toBe("duplicateId");
    expect(reason(two, { type: "add", files: [{ id: "c", file: file("x") }, { id: "c", file: file("y") }] })).toBe("duplicateId");
    expect(reason(started, { type: "remove", id: "a" })).toBe("inFlight");
    expect(reason(two, { type: "succeed", id: "a", result: result(1) })).toBe("notUploading");
    expect(reason(two, { type: "retry", id: "a" })).toBe("notFailed");
    expect(reason(two, { type: "remove", id: "zz" })).toBe("unknownItem");
  });

  it("has a text for every refusal in both languages", () => {
    for (const code of uploadRefusals) {
      expect(uploadReasonText("en", code)).not.toMatch(/^upload\./);
      expect(uploadReasonText("fr", code)).not.toBe(uploadReasonText("en", code));
    }
  });
});

/** Model test: random events never lose a file, keep one in flight at most, start in order. */
describe("upload queue model", () => {
  type Command =
    | { kind: "add"; count: number }
    | { kind: "startNext" }
    | { kind: "succeed" }
    | { kind: "fail" }
    | { kind: "retry"; pick: number }
    | { kind: "remove"; pick: number }
    | { kind: "random"; event: "start" | "succeed" | "fail" | "retry" | "remove"; pick: number };

  const commandArb: fc.Arbitrary<Command> = fc.oneof(
    fc.record({ kind: fc.constant("add" as const), count: fc.integer({ min: 1, max: 3 }) }),
    fc.constant({ kind: "startNext" as const }),
    fc.constant({ kind: "succeed" as const }),
    fc.constant({ kind: "fail" as const }),
    fc.record({ kind: fc.constant("retry" as const), pick: fc.nat(20) }),
    fc.record({ kind: fc.constant("remove" as const), pick: fc.nat(20) }),
    fc.record({
      kind: fc.constant("random" as const),
      event: fc.constantFrom("start" as const, "succeed" as const, "fail" as const, "retry" as const, "remove" as const),
      pick: fc.nat(20),
    }),
  );

  it("never loses a file", () => {
    fc.assert(
      fc.property(fc.array(commandArb, { maxLength: 60 }), (commands) => {
        let queue: UploadQueue = createUploadQueue();
        let counter = 0;
        const added: string[] = [];
        const uploaded: string[] = [];
        const removed: string[] = [];
        const firstStarts: string[] = [];
        const known = () => [...added, "ghost"];

        for (const command of commands) {
          const before = queue;
          const snapshot = structuredClone(before);
          const inFlight = uploadInFlight(queue);
          const pickId = (pick: number) => known()[pick % known().length]!;
          let event: UploadEvent;
          switch (command.kind) {
            case "add": {
              const files = Array.from({ length: command.count }, () => {
                counter += 1;
                return { id: `f${counter}`, file: file(`f${counter}.jpg`) };
              });
              event = { type: "add", files };
              break;
            }
            case "startNext":
              event = { type: "start", id: nextUploadToStart(queue)?.id ?? "ghost" };
              break;
            case "succeed":
              event = { type: "succeed", id: inFlight?.id ?? "ghost", result: result(counter) };
              break;
            case "fail":
              event = { type: "fail", id: inFlight?.id ?? "ghost", code: "server" };
              break;
            case "retry":
              event = { type: "retry", id: pickId(command.pick) };
              break;
            case "remove":
              event = { type: "remove", id: pickId(command.pick) };
              break;
            case "random": {
              const id = pickId(command.pick);
              event =
                command.event === "succeed"
                  ? { type: "succeed", id, result: result(1) }
                  : command.event === "fail"
                    ? { type: "fail", id, code: "network" }
                    : { type: command.event, id };
              break;
            }
          }
          const step = uploadQueueReducer(queue, event);
          expect(before).toEqual(snapshot); // input never mutated
          if (!step.ok) {
            expect(step.queue).toBe(before);
            continue;
          }
          queue = step.queue;
          if (event.type === "add") added.push(...event.files.map((entry) => entry.id));
          if (event.type === "succeed") {
            expect(step.uploaded).toEqual(event.result);
            uploaded.push(event.id);
          } else expect(step.uploaded).toBeNull();
          if (event.type === "remove") removed.push(event.id);
          if (event.type === "start" && queue.items.find((item) => item.id === event.id)?.attempts === 1) {
            firstStarts.push(event.id);
          }

          // At most one in flight.
          expect(queue.items.filter((item) => item.status === "uploading").length).toBeLessThanOrEqual(1);
          // Every added file is in the queue, handed on, or removed by the user — exactly one of them.
          const inQueue = queue.items.map((item) => item.id);
          expect([...inQueue, ...uploaded, ...removed].sort()).toEqual([...added].sort());
          // The queue keeps the order of adding.
          expect(inQueue).toEqual(added.filter((id) => inQueue.includes(id)));
          // Every failed item carries its error.
          for (const item of queue.items) expect(item.status === "failed").toBe(item.failure !== null);
        }
        // Uploads start (for the first time) in the order added.
        expect(firstStarts).toEqual(added.filter((id) => firstStarts.includes(id)));
      }),
      { numRuns: 300 },
    );
  });
});
