/**
 * What the upload call answers in `Result` (A §3, A §7): id, description
 * (the file name) and path. Same shape as the models' `UploadResult`, which
 * decodes it from the wire.
 */
export interface UploadResult {
  readonly id: number;
  readonly description: string;
  readonly path: string;
}

/** What the queue needs to know of a file: a browser `File` fits, so does plain data. */
export interface UploadFileLike {
  readonly name: string;
  readonly size?: number;
  readonly type?: string;
}

/** Where a pending upload stands. */
export type UploadItemStatus = "queued" | "uploading" | "failed";

/** Why an upload failed (A §8 is silent; each code has a text in fr and en). */
export type UploadErrorCode = "network" | "server" | "invalidResponse";

/** A failure kept on its item until the user retries or removes it. */
export interface UploadFailure {
  readonly code: UploadErrorCode;
  /** The server's own message, when it sent one. */
  readonly detail: string | null;
}

/** A file waiting in the queue (A §3 "local pending upload"). */
export interface UploadQueueItem<F extends UploadFileLike = UploadFileLike> {
  /** Chosen by the caller (no random inside a rule). */
  readonly id: string;
  readonly file: F;
  /** The preview produced by the UI (a data URL), null until ready or for non-images. */
  readonly preview: string | null;
  readonly status: UploadItemStatus;
  readonly failure: UploadFailure | null;
  /** How many times it was started. */
  readonly attempts: number;
}

/** The pending uploads, in the order they were added. */
export interface UploadQueue<F extends UploadFileLike = UploadFileLike> {
  readonly items: readonly UploadQueueItem<F>[];
}

/** A file to add, with the id the caller chose and, if already read, its preview. */
export interface UploadAddedFile<F extends UploadFileLike = UploadFileLike> {
  readonly id: string;
  readonly file: F;
  readonly preview?: string | null;
}

/** What can happen to the queue (A §4). */
export type UploadEvent<F extends UploadFileLike = UploadFileLike> =
  | { readonly type: "add"; readonly files: readonly UploadAddedFile<F>[] }
  | { readonly type: "preview"; readonly id: string; readonly preview: string | null }
  | { readonly type: "start"; readonly id: string }
  | { readonly type: "succeed"; readonly id: string; readonly result: UploadResult }
  | { readonly type: "fail"; readonly id: string; readonly code: UploadErrorCode; readonly detail?: string | null }
  | { readonly type: "retry"; readonly id: string }
  | { readonly type: "remove"; readonly id: string };

/** Every refusal code of the upload queue. */
export const uploadRefusals = [
  "duplicateId",
  "unknownItem",
  "busy",
  "notNext",
  "notUploading",
  "notFailed",
  "inFlight",
] as const;

/** Why an event was refused (each code has a text in fr and en). */
export type UploadRefusal = (typeof uploadRefusals)[number];

/** The queue after an event; a success hands the uploaded file on. Refused: the queue unchanged. */
export type UploadStep<F extends UploadFileLike = UploadFileLike> =
  | { readonly ok: true; readonly queue: UploadQueue<F>; readonly uploaded: UploadResult | null }
  | { readonly ok: false; readonly reason: UploadRefusal; readonly queue: UploadQueue<F> };

/**
 * An empty upload queue.
 *
 * @example
 * createUploadQueue() // { items: [] }
 */
export const createUploadQueue = <F extends UploadFileLike = UploadFileLike>(): UploadQueue<F> => ({ items: [] });

/**
 * The item in flight, if any (at most one: uploads go one at a time).
 *
 * @example
 * uploadInFlight(createUploadQueue()) // null
 */
export const uploadInFlight = <F extends UploadFileLike>(queue: UploadQueue<F>): UploadQueueItem<F> | null =>
  queue.items.find((item) => item.status === "uploading") ?? null;

/**
 * The next item to upload (A §4: one at a time, in order): the first queued
 * item, only when none is in flight. Failed items wait for a retry.
 *
 * @example
 * const added = uploadQueueReducer(createUploadQueue(), {
 *   type: "add",
 *   files: [{ id: "f1", file: { name: "a.jpg" } }, { id: "f2", file: { name: "b.pdf" } }],
 * });
 * nextUploadToStart(added.queue)?.id // "f1"
 */
export const nextUploadToStart = <F extends UploadFileLike>(queue: UploadQueue<F>): UploadQueueItem<F> | null =>
  uploadInFlight(queue) ? null : (queue.items.find((item) => item.status === "queued") ?? null);

const refuse = <F extends UploadFileLike>(queue: UploadQueue<F>, reason: UploadRefusal): UploadStep<F> => ({
  ok: false,
  reason,
  queue,
});

const accept = <F extends UploadFileLike>(
  items: readonly UploadQueueItem<F>[],
  uploaded: UploadResult | null = null,
): UploadStep<F> => ({ ok: true, queue: { items }, uploaded });

const update = <F extends UploadFileLike>(
  queue: UploadQueue<F>,
  id: string,
  change: (item: UploadQueueItem<F>) => UploadQueueItem<F>,
): readonly UploadQueueItem<F>[] => queue.items.map((item) => (item.id === id ? change(item) : item));

/**
 * The upload queue's state machine (A §4). Files are added with their ids
 * (a preview may come later); they start one at a time in order (`start`
 * must name `nextUploadToStart`); a success removes the item and hands the
 * result on as `uploaded`; a failure keeps the item with its error until the
 * user retries (it goes back in line at its place) or removes it. An item in
 * flight cannot be removed. Nothing is silently dropped, the input is never
 * changed, and a refused event returns the queue unchanged.
 *
 * @example
 * const file = { name: "a.jpg", size: 1200, type: "image/jpeg" };
 * const added = uploadQueueReducer(createUploadQueue(), { type: "add", files: [{ id: "f1", file }] });
 * const started = uploadQueueReducer(added.queue, { type: "start", id: "f1" });
 * const result = { id: 7, description: "a.jpg", path: "/up/a.jpg" };
 * const done = uploadQueueReducer(started.queue, { type: "succeed", id: "f1", result });
 * done.ok && done.uploaded // { id: 7, description: "a.jpg", path: "/up/a.jpg" }
 * done.queue.items // []
 * uploadQueueReducer(added.queue, { type: "remove", id: "nope" }).ok // false
 */
export const uploadQueueReducer = <F extends UploadFileLike>(
  queue: UploadQueue<F>,
  event: UploadEvent<F>,
): UploadStep<F> => {
  if (event.type === "add") {
    const ids = new Set(queue.items.map((item) => item.id));
    for (const added of event.files) {
      if (ids.has(added.id)) return refuse(queue, "duplicateId");
      ids.add(added.id);
    }
    const added = event.files.map(
      (entry): UploadQueueItem<F> => ({
        id: entry.id,
        file: entry.file,
        preview: entry.preview ?? null,
        status: "queued",
        failure: null,
        attempts: 0,
      }),
    );
    return accept([...queue.items, ...added]);
  }
  const item = queue.items.find((candidate) => candidate.id === event.id);
  if (!item) return refuse(queue, "unknownItem");
  switch (event.type) {
    case "preview":
      return accept(update(queue, item.id, (current) => ({ ...current, preview: event.preview })));
    case "start": {
      if (uploadInFlight(queue)) return refuse(queue, "busy");
      if (nextUploadToStart(queue)?.id !== item.id) return refuse(queue, "notNext");
      return accept(
        update(queue, item.id, (current) => ({ ...current, status: "uploading", attempts: current.attempts + 1 })),
      );
    }
    case "succeed":
      if (item.status !== "uploading") return refuse(queue, "notUploading");
      return accept(
        queue.items.filter((candidate) => candidate.id !== item.id),
        event.result,
      );
    case "fail":
      if (item.status !== "uploading") return refuse(queue, "notUploading");
      return accept(
        update(queue, item.id, (current) => ({
          ...current,
          status: "failed",
          failure: { code: event.code, detail: event.detail ?? null },
        })),
      );
    case "retry":
      if (item.status !== "failed") return refuse(queue, "notFailed");
      return accept(update(queue, item.id, (current) => ({ ...current, status: "queued", failure: null })));
    case "remove":
      if (item.status === "uploading") return refuse(queue, "inFlight");
      return accept(queue.items.filter((candidate) => candidate.id !== item.id));
  }
};

/**
 * The failed items, in order (for a "retry all" or a summary).
 *
 * @example
 * uploadFailures(createUploadQueue()).length // 0
 */
export const uploadFailures = <F extends UploadFileLike>(queue: UploadQueue<F>): readonly UploadQueueItem<F>[] =>
  queue.items.filter((item) => item.status === "failed");
